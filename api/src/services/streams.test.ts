import { describe, expect, it } from 'vitest';
import { createStreamRegistry, STREAMS_PER_PROCESS, STREAMS_PER_SESSION } from './streams.js';

describe('stream registry', () => {
  it('allows 3 streams per session and 100 per process by default', () => {
    expect([STREAMS_PER_SESSION, STREAMS_PER_PROCESS]).toEqual([3, 100]);
    const streams = createStreamRegistry();
    for (let i = 0; i < 3; i++) expect(streams.open('a')).not.toBe('session-limit');
    expect(streams.open('a')).toBe('session-limit');
    for (let i = 0; i < 97; i++) expect(typeof streams.open(`s${i}`)).toBe('object');
    expect(streams.size).toBe(100);
    expect(streams.open('another')).toBe('process-limit');
    streams.closeAll();
    expect(streams.size).toBe(0);
  });

  it('ends only the streams of the session that ended, and frees their places', () => {
    const streams = createStreamRegistry({ perSession: 2, total: 10 });
    const mine = [streams.open('mine'), streams.open('mine')];
    const other = streams.open('other');
    expect(streams.closeSession('mine')).toBe(2);
    for (const stream of mine) expect(typeof stream === 'object' && stream.writableEnded).toBe(true);
    expect(typeof other === 'object' && other.writableEnded).toBe(false);
    expect(streams.size).toBe(1);
    expect(typeof streams.open('mine')).toBe('object');
    expect(streams.closeSession('nobody')).toBe(0);
  });
});
