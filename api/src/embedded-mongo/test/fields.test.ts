/**
 * Reads that name their fields: a partial decode gives the same answers as the whole document, and counts that
 * the index answers alone agree with MongoDB's matching, arrays and mixed types included. The driver-level
 * cases run against a real MongoDB too when MONGODB_TEST_URI is set.
 */
import { Binary, type Db, Decimal128, type Document, Long, ObjectId } from 'mongodb';
import { serialize } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode } from '../bson.js';
import { decodeFields, fieldsRead, inclusionTree, pickFields } from '../fields.js';
import { find as mingoFind } from 'mingo';
import { MINGO_OPTIONS } from '../mingo.js';
import { describeEmbedded, startTarget, type Target } from './harness.js';

const stored = (doc: Record<string, unknown>) => Buffer.from(serialize(doc));

const DOC = {
  _id: 'p1',
  clientId: 'c1',
  selectedGoal: 'Hand in lab reports',
  score: 4.5,
  count: 7,
  big: Long.fromString('9007199254740993'),
  small: Long.fromNumber(12),
  done: true,
  none: null,
  due: new Date('2026-03-04T05:06:07.089Z'),
  before: new Date(-86_400_000),
  oid: new ObjectId('65f0c0ffee00000000000001'),
  bin: new Binary(Buffer.from('abc')),
  dec: Decimal128.fromString('1.5'),
  pattern: /ab+c/i,
  text: 'naïve ☕ text',
  nested: { a: 1, b: { c: 'deep', d: [1, 2] }, e: 'skip me' },
  reassessments: [
    { createdAt: new Date('2026-01-01T00:00:00Z'), whatWorked: 'timers', tags: ['x'] },
    'not a document',
    [{ createdAt: new Date('2026-02-01T00:00:00Z') }],
    { whatWorked: 'no date' },
  ],
  emptyList: [],
};

describeEmbedded('decoding only the fields a read names', () => {
  it('gives each named field as the whole decode does, and nothing else', () => {
    const bytes = stored(DOC);
    const whole = decode(bytes);
    for (const field of Object.keys(DOC)) {
      const tree = fieldsRead({ filter: { [field]: { $exists: true } } })!;
      expect(decodeFields(bytes, tree), field).toEqual(
        field === '_id' ? { _id: 'p1' } : { _id: 'p1', [field]: whole[field] },
      );
    }
  });

  it('reads a dotted path through embedded documents and arrays of documents', () => {
    const bytes = stored(DOC);
    const tree = fieldsRead({ filter: { 'nested.b.c': 'deep' }, projection: { 'reassessments.createdAt': 1 } })!;
    expect(decodeFields(bytes, tree)).toEqual({
      _id: 'p1',
      nested: { b: { c: 'deep' } },
      reassessments: [
        { createdAt: new Date('2026-01-01T00:00:00Z') },
        'not a document',
        [{ createdAt: new Date('2026-02-01T00:00:00Z') }],
        {},
      ],
    });
  });

  it('reads the whole field when a path goes through an array position', () => {
    const tree = fieldsRead({ filter: { 'reassessments.0.whatWorked': 'timers' } })!;
    expect(decodeFields(stored(DOC), tree).reassessments).toEqual(decode(stored(DOC)).reassessments);
  });

  it('needs the whole document for $expr, $where, $text and exclusion projections', () => {
    expect(fieldsRead({ filter: { $expr: { $eq: ['$a', 1] } } })).toBeUndefined();
    expect(fieldsRead({ filter: { $or: [{ a: 1 }, { $where: 'true' }] } })).toBeUndefined();
    expect(fieldsRead({ filter: { $text: { $search: 'x' } } })).toBeUndefined();
    expect(fieldsRead({ filter: {}, projection: { notes: 0 } })).toBeUndefined();
    expect(fieldsRead({ filter: {}, projection: { _id: 0 } })).toBeUndefined();
    expect(fieldsRead({ filter: {}, projection: { tags: { $slice: 2 } } })).toBeUndefined();
    expect([
      ...fieldsRead({ filter: { $and: [{ a: 1 }, { $nor: [{ b: 2 }] }] }, sort: { c: 1 }, key: 'd.e' })!.keys(),
    ]).toEqual(['_id', 'a', 'b', 'c', 'd']);
  });

  it('projects plain paths as mingo does', () => {
    const docs = [decode(stored(DOC)), { _id: 2, nested: 5, reassessments: 'x' }, { _id: 3 }];
    for (const projection of [
      { selectedGoal: 1 },
      { selectedGoal: 1, _id: 0 },
      { 'nested.b.c': 1, 'reassessments.createdAt': 1 },
      { 'nested.e': true, due: 1, missing: 1 },
      { _id: 1 },
    ]) {
      const tree = inclusionTree(projection)!;
      expect(
        docs.map((doc) => pickFields(doc, tree)),
        JSON.stringify(projection),
      ).toEqual(mingoFind(docs, {}, projection, MINGO_OPTIONS).all());
    }
    expect(inclusionTree({ a: 1, 'a.b': 1 })).toBeUndefined();
    expect(inclusionTree({ 'tags.0': 1 })).toBeUndefined();
  });
});

describe('counts and finds that the index answers', () => {
  let target: Target;
  let db: Db;
  const coll = () => db.collection('counted');

  beforeAll(async () => {
    target = await startTarget();
    db = target.client.db(target.dbName);
    await coll().createIndex({ when: 1 });
    await coll().createIndex({ kind: 1 });
    await coll().createIndex({ tags: 1, n: 1 });
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await coll().insertMany([
      { _id: 1 as never, when: day(1), kind: 'a', tags: ['x', 'y'], n: 1 },
      { _id: 2 as never, when: day(5), kind: 'a', tags: ['y'], n: 2 },
      { _id: 3 as never, when: day(10), kind: 'b', tags: [], n: 3 },
      // An array meets a two-sided range when one element meets each side.
      { _id: 4 as never, when: [day(1), day(20)], kind: ['a', 'b'], tags: 'x', n: 4 },
      { _id: 5 as never, when: 'not a date', kind: null, n: 5 },
      { _id: 6 as never, kind: 'c', n: 6 },
      { _id: 7 as never, when: day(5), kind: 'b', tags: ['x', 'x'], n: 7 },
    ]);
  });
  afterAll(() => target.close());

  const day = (d: number) => new Date(Date.UTC(2026, 0, d));

  it('counts equalities, $in and ranges as find matches them', async () => {
    const filters = [
      {},
      { kind: 'a' },
      { kind: { $in: ['a', 'b'] } },
      { kind: null },
      { tags: 'x' },
      { tags: { $in: ['x', 'y'] } },
      { when: { $gte: day(5) } },
      { when: { $gt: day(5) } },
      { when: { $lt: day(5) } },
      { when: { $lte: day(5) } },
      { when: { $gte: day(2), $lt: day(10) } },
      { when: { $gt: day(5), $lte: day(10) } },
      { when: { $gte: day(6), $lt: day(9) } },
      { when: { $gte: day(1), $lt: 'z' } },
      { when: { $gte: 'a' } },
      { when: { $gte: day(2), $lt: day(10) }, n: { $gt: 2 } },
      { kind: 'a', n: { $lt: 4 } },
    ];
    for (const filter of filters) {
      const found = await coll().find(filter).toArray();
      expect(await coll().countDocuments(filter), JSON.stringify(filter)).toBe(found.length);
      expect(await coll().countDocuments(filter), JSON.stringify(filter)).toBe(
        (await db.command({ count: 'counted', query: filter })).n,
      );
    }
    expect(
      (
        await coll()
          .find({ when: { $gte: day(2), $lt: day(10) } })
          .toArray()
      )
        .map((doc) => doc._id)
        .sort(),
    ).toEqual([2, 4, 7]);
    expect(
      (
        await coll()
          .find({ when: { $gt: day(5) } })
          .toArray()
      )
        .map((doc) => doc._id)
        .sort(),
    ).toEqual([3, 4]);
  });

  it('counts an equality then a range on a compound index, before and after an array enters it', async () => {
    const sessions = db.collection('counted_sessions');
    await sessions.createIndex({ status: 1, start: 1 });
    await sessions.createIndex({ start: 1 });
    await sessions.insertMany(
      Array.from({ length: 30 }, (_, n) => ({
        _id: n as never,
        status: ['booked', 'cancelled', 'attended'][n % 3],
        start: day(1 + (n % 15)),
      })),
    );
    const filters: Document[] = [
      { status: { $in: ['booked', 'attended'] }, start: { $gte: day(3), $lt: day(10) } },
      { status: 'cancelled', start: { $gt: day(5), $lte: day(12) } },
      { status: 'booked', start: { $lt: day(4) } },
      { start: { $gte: day(3), $lt: day(10) } },
      { status: 'booked', start: { $gte: day(3), $lt: day(10) }, _id: { $lt: 20 } },
    ];
    const check = async () => {
      for (const filter of filters) {
        expect(await sessions.countDocuments(filter), JSON.stringify(filter)).toBe(
          (await sessions.find(filter).toArray()).length,
        );
      }
    };
    await check();
    expect(await sessions.countDocuments(filters[0]!)).toBe(10);
    // A document whose start holds two times meets a range with one on each side.
    await sessions.insertOne({ _id: 99 as never, status: 'booked', start: [day(1), day(20)] });
    await check();
    expect(await sessions.countDocuments({ start: { $gte: day(3), $lt: day(10) } })).toBe(15);
  });

  it('projects, sorts and answers distinct from the fields it names', async () => {
    const rows = await coll()
      .find({ n: { $gte: 2 }, kind: { $ne: 'c' } }, { projection: { kind: 1, 'tags.x': 1 } })
      .sort({ n: -1 })
      .toArray();
    expect(rows.map((row) => row._id)).toEqual([7, 5, 4, 3, 2]);
    expect(rows[0]).toEqual({ _id: 7, kind: 'b', tags: [] });
    expect(await coll().distinct('kind', { n: { $lt: 5 } })).toEqual(['a', 'b']);
  });
});
