import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttlCache.js';

describe('TtlCache.getOrFind', () => {
  it('keeps what it finds until the time to live passes, and never keeps a miss', async () => {
    let now = 0;
    const cache = new TtlCache<string>(1_000, 10, () => now);
    const looked: string[] = [];
    const find = (key: string, value: string | null) => () => {
      looked.push(key);
      return Promise.resolve(value);
    };

    expect(await cache.getOrFind('a', find('a', 'first'))).toBe('first');
    expect(await cache.getOrFind('a', find('a', 'second'))).toBe('first');
    expect(await cache.getOrFind('b', find('b', null))).toBeNull();
    expect(await cache.getOrFind('b', find('b', 'now there'))).toBe('now there');
    now = 1_000;
    expect(await cache.getOrFind('a', find('a', 'second'))).toBe('second');
    expect(looked).toEqual(['a', 'b', 'b', 'a']);
  });
});
