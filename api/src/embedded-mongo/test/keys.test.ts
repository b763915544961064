/** Index keys: MongoDB equality becomes byte equality, MongoDB order becomes byte order. */
import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { describe, expect, it } from 'vitest';
import { encodeCompoundKey, encodeKey, indexEntries, prefixEnd } from '../keys.js';
import { compareValues, sortBy } from '../values.js';

describe('encodeKey', () => {
  it('encodes equal numbers alike whatever their BSON type', () => {
    const one = encodeKey(1);
    for (const same of [new Double(1), new Int32(1), Long.fromNumber(1), Decimal128.fromString('1'), 1.0])
      expect(encodeKey(same)).toEqual(one);
    expect(encodeKey(-0)).toEqual(encodeKey(0));
    expect(encodeKey(Number.NaN)).toEqual(encodeKey(Number.NaN));
    expect(encodeKey(Long.fromString('9007199254740993'))).not.toEqual(encodeKey(Long.fromString('9007199254740992')));
  });

  it('tells apart values MongoDB tells apart', () => {
    const distinct = [
      1,
      '1',
      true,
      null,
      new Date(1),
      { a: 1 },
      { a: 1, b: 2 },
      { b: 2, a: 1 },
      [1],
      'a\u0000b',
      'a',
      new ObjectId('65a1b2c3d4e5f60718293a4b'),
    ];
    const encoded = new Set(distinct.map((v) => encodeKey(v).toString('hex')));
    expect(encoded.size).toBe(distinct.length);
  });

  it('orders bytes as MongoDB orders values', () => {
    const values = [
      new MaxKey(),
      /z/,
      new Timestamp({ t: 5, i: 1 }),
      new Date(1_700_000_000_000),
      new Date(-5),
      true,
      false,
      new ObjectId('65a1b2c3d4e5f60718293a4b'),
      new ObjectId('05a1b2c3d4e5f60718293a4b'),
      new Binary(Buffer.from('ab')),
      { a: 2 },
      { a: 1, b: 1 },
      { a: 1 },
      { b: 1 },
      { z: 0 },
      { a: 'x' },
      {},
      'é',
      'b',
      'a\u0000',
      'a',
      '',
      Number.POSITIVE_INFINITY,
      2 ** 60,
      1.5,
      1,
      0,
      -1,
      -1e300,
      Number.NEGATIVE_INFINITY,
      Number.NaN,
      null,
      new MinKey(),
    ];
    const byMongo = [...values].sort(compareValues);
    const byBytes = [...values].sort((x, y) => Buffer.compare(encodeKey(x), encodeKey(y)));
    expect(byBytes.map((v) => encodeKey(v).toString('hex'))).toEqual(byMongo.map((v) => encodeKey(v).toString('hex')));
    expect(byMongo[0]).toBeInstanceOf(MinKey);
    expect(byMongo.at(-1)).toBeInstanceOf(MaxKey);
  });

  it('makes compound prefixes searchable as byte ranges', () => {
    const prefix = encodeCompoundKey(['org']);
    const inside = encodeCompoundKey(['org', 5]);
    const outside = encodeCompoundKey(['orh', 0]);
    expect(Buffer.compare(inside, prefix)).toBeGreaterThan(0);
    expect(Buffer.compare(inside, prefixEnd(prefix))).toBeLessThan(0);
    expect(Buffer.compare(outside, prefixEnd(prefix))).toBeGreaterThan(0);
  });
});

describe('indexEntries', () => {
  it('expands arrays into one entry per distinct element and indexes missing as null', () => {
    const entries = indexEntries({ tags: ['a', 'b', 'a'] }, [['tags']], false);
    expect(entries.map((e) => e.values)).toEqual([['a'], ['b']]);
    expect(indexEntries({}, [['tags']], false).map((e) => e.values)).toEqual([[null]]);
    expect(indexEntries({}, [['tags']], true)).toEqual([]);
    expect(indexEntries({ items: [{ k: 1 }, { k: 2 }] }, [['items', 'k']], false).map((e) => e.values)).toEqual([
      [1],
      [2],
    ]);
  });

  it('refuses two array fields in one compound key, as MongoDB does', () => {
    expect(() => indexEntries({ a: [1, 2], b: [3, 4] }, [['a'], ['b']], false)).toThrow(/parallel arrays/);
  });
});

describe('sortBy', () => {
  it('sorts arrays by their smallest element ascending and largest descending', () => {
    const docs = [{ v: [5, 1] }, { v: 3 }, { v: [] }, { v: null }];
    expect(sortBy(docs, (d) => d, { v: 1 }).map((d) => d.v)).toEqual([[], null, [5, 1], 3]);
    expect(sortBy(docs, (d) => d, { v: -1 }).map((d) => d.v)).toEqual([[5, 1], 3, null, []]);
  });
});
