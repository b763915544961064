/**
 * Conformance through the official driver: every command the driver and mongoose send, with
 * MongoDB's reply shapes and error codes. Runs against a real MongoDB when MONGODB_TEST_URI is set.
 */
import {
  Binary,
  type Db,
  Decimal128,
  type Document,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  ObjectId,
} from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parityUri, startTarget, type Target } from './harness.js';

let target: Target;
let db: Db;

beforeAll(async () => {
  target = await startTarget();
  db = target.client.db(target.dbName);
});

afterAll(async () => {
  await target.close();
});

/** Runs a command and returns the server's error (the test fails if it succeeds). */
async function commandError(run: () => Promise<unknown>): Promise<MongoServerError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof MongoServerError) return error;
    throw error;
  }
  throw new Error('expected the command to fail');
}

describe('handshake and diagnostics', () => {
  it('answers hello as a writable standalone with the limits the driver reads', async () => {
    const hello = await db.admin().command({ hello: 1, helloOk: true });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.helloOk).toBe(true);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
    expect(typeof hello.logicalSessionTimeoutMinutes).toBe('number');
    expect(typeof hello.connectionId).toBe('number');
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(hello.compression).toBeUndefined();
    if (!parityUri) {
      expect(hello.maxWireVersion).toBe(21);
      expect(hello.setName).toBeUndefined();
      expect(hello.topologyVersion).toBeUndefined();
    }
  });

  it('answers the legacy isMaster spellings with ismaster', async () => {
    for (const name of ['isMaster', 'ismaster']) {
      const reply = await db.admin().command({ [name]: 1 });
      expect(reply.ismaster).toBe(true);
      expect(reply.ok).toBe(1);
    }
  });

  it('answers ping, buildInfo and endSessions', async () => {
    expect((await db.command({ ping: 1 })).ok).toBe(1);
    const info = await db.admin().command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+/);
    expect(info.versionArray[0]).toBeGreaterThanOrEqual(7);
    expect((await db.admin().command({ endSessions: [] })).ok).toBe(1);
  });

  it('reports an unknown command as CommandNotFound (59)', async () => {
    const error = await commandError(() => db.command({ frobnicate: 1 }));
    expect(error.code).toBe(59);
    expect(error.codeName).toBe('CommandNotFound');
    expect(error.errmsg).toMatch(/frobnicate/);
  });

  it('accepts sessions, readConcern and writeConcern on ordinary commands', async () => {
    const coll = db.collection('sessions');
    const session = target.client.startSession();
    try {
      await coll.insertOne({ _id: 's1' } as Document, { session, writeConcern: { w: 1, j: true } });
      const found = await coll.findOne({ _id: 's1' } as Document, { session, readConcern: { level: 'local' } });
      expect(found).toEqual({ _id: 's1' });
    } finally {
      await session.endSession();
    }
  });

  it.skipIf(Boolean(parityUri))('refuses transactions as a standalone server does', async () => {
    const session = target.client.startSession();
    try {
      session.startTransaction();
      const error = await db
        .collection('txn')
        .insertOne({ a: 1 }, { session })
        .then(
          () => undefined,
          (e: unknown) => e as MongoServerError,
        );
      expect(error).toBeDefined();
      expect(await db.collection('txn').countDocuments()).toBe(0);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
  });
});

describe('insert', () => {
  const coll = () => db.collection('insert');
  beforeEach(async () => {
    await coll().drop();
  });

  it('stores a document and gives it an ObjectId when it has none', async () => {
    const reply = await db.command({ insert: 'insert', documents: [{ a: 1 }] });
    expect(reply).toMatchObject({ n: 1, ok: 1 });
    const [doc] = await coll().find().toArray();
    expect(doc!._id).toBeInstanceOf(ObjectId);
    expect(Object.keys(doc!)).toEqual(['_id', 'a']);
  });

  it('stores _id first even when the driver appends it', async () => {
    await coll().insertOne({ b: 2, c: 3 });
    const [doc] = await coll().find().toArray();
    expect(Object.keys(doc!)).toEqual(['_id', 'b', 'c']);
  });

  it('stops an ordered batch at the first duplicate and reports its index', async () => {
    const error = await coll()
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }] as Document[])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    const bulk = error as MongoBulkWriteError;
    expect(bulk.code).toBe(11000);
    expect(bulk.writeErrors).toHaveLength(1);
    expect([bulk.writeErrors].flat()[0]!.index).toBe(2);
    expect(bulk.insertedCount).toBe(2);
    expect(await coll().countDocuments()).toBe(2);
  });

  it('continues an unordered batch past duplicates', async () => {
    const error = (await coll()
      .insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }, { _id: 3 }] as Document[], { ordered: false })
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(error.writeErrors).toHaveLength(2);
    expect([error.writeErrors].flat().map((e) => e.index)).toEqual([1, 3]);
    expect(await coll().countDocuments()).toBe(3);
  });

  it('reports the duplicate key of insertOne with keyPattern and keyValue', async () => {
    await coll().insertOne({ _id: 'x' } as Document);
    const error = await commandError(() => coll().insertOne({ _id: 'x' } as Document));
    expect(error.code).toBe(11000);
    expect(error.keyPattern).toEqual({ _id: 1 });
    expect(error.keyValue).toEqual({ _id: 'x' });
    expect(error.message).toMatch(/E11000 duplicate key error collection: .*insert index: _id_ dup key/);
  });

  it('rejects an array _id', async () => {
    const reply = await db.command({ insert: 'insert', documents: [{ _id: [1, 2] }] });
    expect(reply.writeErrors[0].index).toBe(0);
    expect(reply.writeErrors[0].code).toBe(53);
    expect(await coll().countDocuments()).toBe(0);
  });

  it('accepts an unacknowledged write (moreToCome) and applies it', async () => {
    const client = await new MongoClient(target.uri, { maxPoolSize: 1 }).connect();
    try {
      const c = client.db(target.dbName).collection('insert');
      await c.insertOne({ _id: 'w0' } as Document, { writeConcern: { w: 0 } });
      expect(await c.findOne({ _id: 'w0' } as Document)).toEqual({ _id: 'w0' });
    } finally {
      await client.close();
    }
  });
});

describe('values round-trip exactly', () => {
  it('keeps dates, nested documents, arrays, null and every number', async () => {
    const coll = db.collection('values');
    const doc = {
      _id: 'all',
      date: new Date('2024-02-29T12:34:56.789Z'),
      old: new Date(-86_400_000 * 365 * 100),
      nested: { a: { b: { c: [1, { d: 'e' }] } } },
      empty: {},
      list: [1, 'two', null, [3], { four: 4 }],
      nothing: null,
      int: 42,
      negative: -7,
      big: 2 ** 40,
      fraction: 0.1,
      tiny: 5e-324,
      huge: 1.7976931348623157e308,
      negativeZero: -0,
      long: Long.fromString('9007199254740993'),
      int32: new Int32(2147483647),
      double: new Double(3),
      decimal: Decimal128.fromString('1234567890.123456789012345678'),
      infinity: Number.POSITIVE_INFINITY,
      nan: Number.NaN,
      text: 'héllo \u0000 wörld 🌍',
      yes: true,
      no: false,
      id: new ObjectId('65a1b2c3d4e5f60718293a4b'),
      bytes: new Binary(Buffer.from([0, 1, 2, 255])),
      pattern: /ab+c/i,
      low: new MinKey(),
      high: new MaxKey(),
    };
    await coll.insertOne(doc as Document);
    const raw = await coll.findOne({ _id: 'all' } as Document, { promoteValues: false, promoteLongs: false });
    const back = await coll.findOne({ _id: 'all' } as Document);
    expect(back!.date).toEqual(doc.date);
    expect(back!.old).toEqual(doc.old);
    expect(back!.nested).toEqual(doc.nested);
    expect(back!.empty).toEqual({});
    expect(back!.list).toEqual(doc.list);
    expect(back!.nothing).toBeNull();
    expect('missing' in back!).toBe(false);
    expect(back!.int).toBe(42);
    expect(back!.big).toBe(2 ** 40);
    expect(back!.fraction).toBe(0.1);
    expect(back!.tiny).toBe(5e-324);
    expect(back!.huge).toBe(1.7976931348623157e308);
    expect(Object.is(back!.negativeZero, -0)).toBe(true);
    expect(String(back!.long)).toBe('9007199254740993');
    expect(back!.decimal.toString()).toBe('1234567890.123456789012345678');
    expect(back!.infinity).toBe(Number.POSITIVE_INFINITY);
    expect(Number.isNaN(back!.nan)).toBe(true);
    expect(back!.text).toBe(doc.text);
    expect(back!.yes).toBe(true);
    expect(back!.no).toBe(false);
    expect(back!.id.equals(doc.id)).toBe(true);
    expect(Buffer.from(back!.bytes.buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(back!.pattern.source).toBe('ab+c');
    expect(back!.low._bsontype).toBe('MinKey');
    expect(back!.high._bsontype).toBe('MaxKey');
    // BSON number types survive as stored: int32, double and int64 stay distinct.
    expect(raw!.int32._bsontype).toBe('Int32');
    expect(raw!.double._bsontype).toBe('Double');
    expect(raw!.long._bsontype).toBe('Long');
  });

  it('tells null from missing the way MongoDB queries do', async () => {
    const coll = db.collection('nulls');
    await coll.insertMany([{ _id: 1, a: null }, { _id: 2 }, { _id: 3, a: 0 }] as Document[]);
    const ids = async (filter: Document) => (await coll.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ a: null })).toEqual([1, 2]);
    expect(await ids({ a: { $exists: false } })).toEqual([2]);
    expect(await ids({ a: { $type: 'null' } })).toEqual([1]);
    expect(await ids({ a: { $ne: null } })).toEqual([3]);
  });

  it('matches numbers by value across int, double and long', async () => {
    const coll = db.collection('numbers');
    await coll.insertMany([
      { _id: 1, n: new Int32(5) },
      { _id: 2, n: new Double(5) },
      { _id: 3, n: Long.fromNumber(5) },
      { _id: 4, n: 6 },
    ] as Document[]);
    expect((await coll.find({ n: 5 }).toArray()).map((d) => d._id).sort()).toEqual([1, 2, 3]);
  });
});

describe('find', () => {
  const coll = () => db.collection('find');
  beforeAll(async () => {
    await coll().insertMany(
      Array.from({ length: 250 }, (_, i) => ({
        _id: i,
        n: i,
        group: i % 3,
        tags: [`t${i % 5}`, 'all'],
        nested: { k: i % 7 },
      })) as Document[],
    );
  });

  it('filters, sorts, projects, skips and limits', async () => {
    const docs = await coll()
      .find({ group: 1, n: { $lt: 30 } }, { projection: { n: 1, _id: 0 } })
      .sort({ n: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(docs).toEqual([{ n: 22 }, { n: 19 }, { n: 16 }]);
  });

  it('supports exclusion projections, dotted paths, $in, $or, $regex and $elemMatch', async () => {
    const [doc] = await coll()
      .find({ _id: 8 } as Document, { projection: { tags: 0, nested: 0 } })
      .toArray();
    expect(doc).toEqual({ _id: 8, n: 8, group: 2 });
    expect(await coll().countDocuments({ 'nested.k': 3 })).toBe(36);
    expect(await coll().countDocuments({ _id: { $in: [1, 2, 3, 999] } } as Document)).toBe(3);
    expect(await coll().countDocuments({ $or: [{ n: 1 }, { n: 2 }] })).toBe(2);
    expect(await coll().countDocuments({ tags: { $regex: '^t4$' } })).toBe(50);
    expect(await coll().countDocuments({ tags: { $elemMatch: { $eq: 't0' } } })).toBe(50);
    expect(await coll().countDocuments({ tags: 'all' })).toBe(250);
  });

  it('returns more than 101 documents through getMore', async () => {
    const all = await coll().find().toArray();
    expect(all).toHaveLength(250);
    expect(all.map((d) => d._id)).toEqual(Array.from({ length: 250 }, (_, i) => i));

    const first = await db.command({ find: 'find', filter: {}, sort: { _id: 1 } });
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect(first.cursor.ns).toBe(`${target.dbName}.find`);
    expect(String(first.cursor.id)).not.toBe('0');
    const more = await db.command({ getMore: first.cursor.id, collection: 'find' });
    expect(more.cursor.nextBatch).toHaveLength(149);
    expect(more.cursor.nextBatch[0]._id).toBe(101);
    expect(String(more.cursor.id)).toBe('0');
  });

  it('names a collection outside ASCII in its cursor replies', async () => {
    const notes = db.collection('notes_élève');
    await notes.insertMany(Array.from({ length: 3 }, (_, i) => ({ _id: i, text: `note ${i}` })) as Document[]);
    const first = await db.command({ find: 'notes_élève', filter: {}, sort: { _id: 1 }, batchSize: 2 });
    expect(first.cursor.ns).toBe(`${target.dbName}.notes_élève`);
    expect(first.cursor.firstBatch).toEqual([
      { _id: 0, text: 'note 0' },
      { _id: 1, text: 'note 1' },
    ]);
    const more = await db.command({ getMore: first.cursor.id, collection: 'notes_élève' });
    expect(more.cursor.ns).toBe(`${target.dbName}.notes_élève`);
    expect(more.cursor.nextBatch).toEqual([{ _id: 2, text: 'note 2' }]);
  });

  it('honours batchSize on find and getMore', async () => {
    const first = await db.command({ find: 'find', filter: {}, batchSize: 10 });
    expect(first.cursor.firstBatch).toHaveLength(10);
    const more = await db.command({ getMore: first.cursor.id, collection: 'find', batchSize: 20 });
    expect(more.cursor.nextBatch).toHaveLength(20);
    await db.command({ killCursors: 'find', cursors: [first.cursor.id] });
  });

  it('closes the cursor after a single batch when asked', async () => {
    const reply = await db.command({ find: 'find', filter: {}, batchSize: 5, singleBatch: true });
    expect(reply.cursor.firstBatch).toHaveLength(5);
    expect(String(reply.cursor.id)).toBe('0');
    const limited = await db.command({ find: 'find', filter: {}, limit: 7 });
    expect(limited.cursor.firstBatch).toHaveLength(7);
    expect(String(limited.cursor.id)).toBe('0');
  });

  it('kills cursors, after which getMore reports CursorNotFound (43)', async () => {
    const first = await db.command({ find: 'find', filter: {}, batchSize: 2 });
    const killed = await db.command({ killCursors: 'find', cursors: [first.cursor.id] });
    expect(killed.cursorsKilled.map(String)).toEqual([String(first.cursor.id)]);
    const error = await commandError(() => db.command({ getMore: first.cursor.id, collection: 'find' }));
    expect(error.code).toBe(43);
  });

  it('returns nothing from a collection that does not exist', async () => {
    expect(await db.collection('nowhere').find({ a: 1 }).toArray()).toEqual([]);
  });

  it('rejects a malformed filter with an error, not a crash', async () => {
    const error = await commandError(() => db.command({ find: 'find', filter: { n: { $bogus: 1 } } }));
    expect(error.code).toBeGreaterThan(0);
    expect(await coll().countDocuments()).toBe(250);
  });
});

describe('pages read through a sort index', () => {
  it('returns every page after a cursor exactly as one sorted read would, ties and missing dates included', async () => {
    const coll = db.collection('paged');
    await coll.createIndex({ createdAt: -1, _id: -1 });
    const base = Date.UTC(2026, 0, 1);
    await coll.insertMany(
      Array.from({ length: 120 }, (_, i) => ({
        _id: `r${String(i).padStart(3, '0')}`,
        // Every fourth shares a time with the one before; some have none (they sort last).
        ...(i % 17 === 5 ? {} : { createdAt: new Date(base + Math.floor(i - (i % 4 === 3 ? 1 : 0)) * 60_000) }),
        status: i % 3 === 0 ? 'closed' : 'new',
      })) as Document[],
    );
    const order = { createdAt: -1, _id: -1 } as const;
    for (const filter of [{}, { status: 'new' }]) {
      const whole = await coll.find(filter).sort(order).toArray();
      const paged: Document[] = [];
      let last: Document | undefined;
      for (;;) {
        const after: Document = !last
          ? {}
          : last.createdAt
            ? {
                $or: [
                  { createdAt: { $lt: last.createdAt } },
                  { createdAt: last.createdAt, _id: { $lt: last._id } },
                  { createdAt: null },
                ],
              }
            : { createdAt: null, _id: { $lt: last._id } };
        const page = await coll
          .find({ $and: [filter, after] })
          .sort(order)
          .limit(25)
          .toArray();
        if (page.length === 0) break;
        paged.push(...page);
        last = page.at(-1);
      }
      expect(paged.map((doc) => doc._id)).toEqual(whole.map((doc) => doc._id));
    }
    // An ascending walk from a lower bound too.
    const later = await coll
      .find({ createdAt: { $gte: new Date(base + 100 * 60_000) } })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
    expect(later.map((doc) => doc.createdAt.getTime())).toEqual(
      [...later].map((doc) => doc.createdAt.getTime()).sort((a, b) => a - b),
    );
    expect(later.length).toBe(await coll.countDocuments({ createdAt: { $gte: new Date(base + 100 * 60_000) } }));
  });
});

describe('ranges read through an index', () => {
  it('find the same documents as a scan, arrays and other types included', async () => {
    const indexed = db.collection('ranged');
    const scanned = db.collection('ranged_scan');
    await indexed.createIndex({ at: 1 });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const docs = [
      ...Array.from({ length: 30 }, (_, i) => ({ _id: `d${i}`, at: day(i + 1) })),
      // An array meets a two-sided range when one element meets each side.
      { _id: 'both-ends', at: [day(1), day(40)] },
      { _id: 'inside', at: [day(12), 'text'] },
      { _id: 'number', at: 15 },
      { _id: 'text', at: '2026-01-15' },
      { _id: 'none' },
      { _id: 'null', at: null },
    ];
    await indexed.insertMany(docs.map((doc) => ({ ...doc })) as Document[]);
    await scanned.insertMany(docs.map((doc) => ({ ...doc })) as Document[]);
    const filters: Document[] = [
      { at: { $gte: day(10), $lt: day(20) } },
      { at: { $gt: day(10), $lte: day(20) } },
      { at: { $lt: day(5) } },
      { at: { $gte: day(25) } },
      { at: { $gte: 10, $lt: 20 } },
      { at: { $gte: '2026', $lt: '2027' } },
    ];
    for (const filter of filters) {
      const ids = async (coll: typeof indexed) => (await coll.find(filter).toArray()).map((doc) => doc._id).sort();
      expect(await ids(indexed), JSON.stringify(filter)).toEqual(await ids(scanned));
    }
    expect(await indexed.countDocuments({ at: { $gte: day(10), $lt: day(20) } })).toBe(12);
  });
});

describe('an index on an array position', () => {
  it('finds the same documents as a scan, by equality and by range', async () => {
    const indexed = db.collection('positional');
    const scanned = db.collection('positional_scan');
    await indexed.createIndex({ 'a.0': 1 });
    // 'a.0' names the first element of an array, and a field named 0 of a document or of array elements.
    const docs = [
      { _id: 'first', a: [5, 1] },
      { _id: 'second', a: [1, 5] },
      { _id: 'nested', a: [[5], 1] },
      { _id: 'element field', a: [{ 0: 5 }] },
      { _id: 'object field', a: { 0: 5 } },
      { _id: 'scalar', a: 5 },
      { _id: 'larger', a: [7] },
      { _id: 'none' },
    ];
    await indexed.insertMany(docs.map((doc) => ({ ...doc })) as Document[]);
    await scanned.insertMany(docs.map((doc) => ({ ...doc })) as Document[]);
    for (const filter of [{ 'a.0': 5 }, { 'a.0': { $in: [5, 7] } }, { 'a.0': { $gte: 5 } }, { 'a.0': { $lt: 6 } }]) {
      const ids = async (coll: typeof indexed) => (await coll.find(filter).toArray()).map((doc) => doc._id).sort();
      expect(await ids(indexed), JSON.stringify(filter)).toEqual(await ids(scanned));
    }
  });
});

describe('sort across mixed types', () => {
  it('orders values by BSON type, then value, both directions', async () => {
    const coll = db.collection('mixed');
    const values: [number, unknown][] = [
      [1, null],
      [2, undefined],
      [3, -1],
      [4, [0, 10]],
      [5, 2.5],
      [6, 'b'],
      [7, 'a'],
      [8, { x: 1 }],
      [9, new Binary(Buffer.from('z'))],
      [10, new ObjectId('65a1b2c3d4e5f60718293a4b')],
      [11, false],
      [12, true],
      [13, new Date(0)],
      [14, /re/],
    ];
    await coll.insertMany(values.map(([_id, v]) => (v === undefined ? { _id } : { _id, v })) as Document[]);
    const order = async (direction: 1 | -1) =>
      (await coll.find().sort({ v: direction, _id: 1 }).toArray()).map((d) => d._id);
    expect(await order(1)).toEqual([1, 2, 3, 4, 5, 7, 6, 8, 9, 10, 11, 12, 13, 14]);
    expect(await order(-1)).toEqual([14, 13, 12, 11, 10, 9, 8, 6, 7, 4, 5, 3, 1, 2]);
  });
});

describe('sort through an index', () => {
  it('gives the same order as an in-memory sort, arrays by their extreme element', async () => {
    const plain = db.collection('sorted-plain');
    const indexed = db.collection('sorted-indexed');
    await indexed.createIndex({ v: 1 });
    const values: unknown[] = [
      [],
      null,
      -1,
      [0, 10],
      2.5,
      'b',
      'a',
      { x: 1 },
      new ObjectId('65a1b2c3d4e5f60718293a4b'),
      true,
      new Date(0),
      7,
    ];
    const docs = values.map((v, i) => ({ _id: i, v }));
    await plain.insertMany(docs as Document[]);
    await indexed.insertMany(docs as Document[]);
    const expectedAsc = [0, 1, 2, 3, 4, 11, 6, 5, 7, 8, 9, 10];
    const expectedDesc = [10, 9, 8, 7, 5, 6, 3, 11, 4, 2, 1, 0];
    for (const coll of [plain, indexed]) {
      expect((await coll.find().sort({ v: 1 }).toArray()).map((d) => d._id)).toEqual(expectedAsc);
      expect((await coll.find().sort({ v: -1 }).toArray()).map((d) => d._id)).toEqual(expectedDesc);
      expect(
        (
          await coll
            .find({ _id: { $gte: 2, $lte: 4 } } as Document)
            .sort({ v: -1 })
            .limit(2)
            .toArray()
        ).map((d) => d._id),
      ).toEqual([3, 4]);
      expect((await coll.find().sort({ v: -1 }).skip(2).limit(3).toArray()).map((d) => d._id)).toEqual([8, 7, 5]);
    }
  });
});

describe('sort through a compound index', () => {
  it('gives the same order as an in-memory sort for the index prefix, in either direction', async () => {
    const plain = db.collection('compound-plain');
    const indexed = db.collection('compound-indexed');
    await indexed.createIndex({ day: -1, _id: -1 });
    await indexed.createIndex({ group: 1, tags: 1, n: 1 });
    const docs = Array.from({ length: 40 }, (_, n) => ({
      _id: (n * 7) % 40,
      n,
      group: ['a', 'b', null][n % 3],
      tags: n % 5 === 0 ? [n, 100 - n] : n % 4,
      ...(n % 6 === 0 ? {} : { day: new Date(Date.UTC(2026, 0, 1 + (n % 4))) }),
    }));
    await plain.insertMany(docs as Document[]);
    await indexed.insertMany(docs as Document[]);
    const ids = async (coll: typeof plain, sort: Record<string, 1 | -1>, filter: Document = {}, limit = 0) =>
      (await coll.find(filter).sort(sort).limit(limit).toArray()).map((d) => d._id);
    for (const sort of [
      { day: -1, _id: -1 },
      { day: 1, _id: 1 },
      { group: 1, tags: 1 },
      { group: -1, tags: -1, n: -1 },
      { day: -1, _id: 1 }, // mixed directions: sorted in memory
    ] as Record<string, 1 | -1>[]) {
      expect(await ids(indexed, sort)).toEqual(await ids(plain, sort));
    }
    const older = { $or: [{ day: { $lt: new Date(Date.UTC(2026, 0, 3)) } }, { day: null }] };
    expect(await ids(indexed, { day: -1, _id: -1 }, older, 7)).toEqual(
      await ids(plain, { day: -1, _id: -1 }, older, 7),
    );
  });
});

describe('long walks of a sort index', () => {
  it('meet each array document once and stop at the limit, however many reads the walk takes', async () => {
    const plain = db.collection('long-walk-plain');
    const indexed = db.collection('long-walk-indexed');
    await indexed.createIndex({ tags: 1, n: 1 });
    // More documents than one read of the index returns, each under two keys far apart in the walk.
    const docs = Array.from({ length: 6_000 }, (_, n) => ({ _id: n, n, tags: [n % 7, 100 + (n % 3)] }));
    await plain.insertMany(docs as Document[]);
    await indexed.insertMany(docs as Document[]);
    const ids = async (coll: typeof plain, direction: 1 | -1, filter: Document, limit: number) =>
      (await coll.find(filter).sort({ tags: direction, n: direction }).limit(limit).toArray()).map((d) => d._id);
    for (const direction of [1, -1] as const) {
      for (const [filter, limit] of [
        [{}, 0],
        [{ n: { $mod: [97, 3] } }, 20],
        [{ n: { $gte: 5_990 } }, 0],
      ] as const) {
        expect(await ids(indexed, direction, filter, limit)).toEqual(await ids(plain, direction, filter, limit));
      }
    }
  });
});

describe('sort by _id', () => {
  it('orders mixed _id types as MongoDB does, with skip and limit', async () => {
    const coll = db.collection('sorted-ids');
    const ids = [new Date(5), 'b', 3, new ObjectId('65a1b2c3d4e5f60718293a4b'), -2.5, 'a', true, { k: 1 }];
    await coll.insertMany(ids.map((_id) => ({ _id })) as Document[]);
    const asc = [-2.5, 3, 'a', 'b', { k: 1 }, ids[3], true, new Date(5)];
    expect((await coll.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual(asc);
    expect((await coll.find().sort({ _id: -1 }).toArray()).map((d) => d._id)).toEqual([...asc].reverse());
    expect((await coll.find({}, { sort: { _id: -1 }, skip: 1, limit: 2 }).toArray()).map((d) => d._id)).toEqual([
      true,
      ids[3],
    ]);
  });
});

describe('update', () => {
  const coll = () => db.collection('update');
  beforeEach(async () => {
    await coll().drop();
    await coll().insertMany([
      {
        _id: 1,
        name: 'a',
        n: 1,
        tags: ['x'],
        items: [
          { k: 1, v: 0 },
          { k: 2, v: 0 },
        ],
      },
      { _id: 2, name: 'b', n: 2, tags: ['x', 'y'], items: [] },
      { _id: 3, name: 'c', n: 3, tags: [], items: [] },
    ] as Document[]);
  });

  it('applies $set $unset $inc $push $pull $addToSet', async () => {
    const result = await coll().updateOne(
      { _id: 1 } as Document,
      {
        $set: { name: 'A', 'deep.field': true },
        $unset: { n: '' },
        $inc: { count: 2 },
        $push: { tags: 'z' },
        $addToSet: { extra: 'q' },
      } as Document,
    );
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    await coll().updateOne({ _id: 1 } as Document, { $pull: { tags: 'x' }, $addToSet: { extra: 'q' } } as Document);
    expect(await coll().findOne({ _id: 1 } as Document)).toEqual({
      _id: 1,
      name: 'A',
      tags: ['z'],
      items: [
        { k: 1, v: 0 },
        { k: 2, v: 0 },
      ],
      deep: { field: true },
      count: 2,
      extra: ['q'],
    });
  });

  it('updates many documents and counts matched and modified', async () => {
    const result = await coll().updateMany({ tags: 'x' }, { $set: { flagged: true } });
    expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const again = await coll().updateMany({ tags: 'x' }, { $set: { flagged: true } });
    expect(again).toMatchObject({ matchedCount: 2, modifiedCount: 0 });
  });

  it('upserts with the query equalities, $setOnInsert and the upserted id', async () => {
    const result = await coll().updateOne(
      { name: 'new', 'meta.kind': 'k' },
      { $set: { n: 9 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(1);
    expect(result.upsertedId).toBeInstanceOf(ObjectId);
    const doc = await coll().findOne({ _id: result.upsertedId! });
    expect(doc).toEqual({ _id: result.upsertedId, name: 'new', meta: { kind: 'k' }, n: 9, created: true });
    const existing = await coll().updateOne(
      { name: 'new' },
      { $set: { n: 10 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(existing).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await coll().findOne({ name: 'new' }))!.created).toBe(true);
  });

  it('upserts with an _id taken from the query', async () => {
    const result = await coll().updateOne({ _id: 'given' } as Document, { $set: { a: 1 } }, { upsert: true });
    expect(result.upsertedId).toBe('given');
    const raw = await db.command({
      update: 'update',
      updates: [{ q: { _id: 'r' }, u: { $set: { a: 1 } }, upsert: true }],
    });
    expect(raw.upserted).toEqual([{ index: 0, _id: 'r' }]);
  });

  it('replaces a document but keeps its _id', async () => {
    const result = await coll().replaceOne({ _id: 2 } as Document, { whole: 'new' });
    expect(result.modifiedCount).toBe(1);
    expect(await coll().findOne({ _id: 2 } as Document)).toEqual({ _id: 2, whole: 'new' });
  });

  it('refuses to change _id (ImmutableField 66)', async () => {
    const error = await commandError(() => coll().updateOne({ _id: 3 } as Document, { $set: { _id: 99 } }));
    expect(error.code).toBe(66);
    const replaceError = await commandError(() => coll().replaceOne({ _id: 3 } as Document, { _id: 98, a: 1 }));
    expect(replaceError.code).toBe(66);
    expect(await coll().findOne({ _id: 3 } as Document)).toMatchObject({ name: 'c' });
  });

  it('supports arrayFilters and the positional operator', async () => {
    await coll().updateOne({ _id: 1 } as Document, { $set: { 'items.$[it].v': 5 } }, { arrayFilters: [{ 'it.k': 2 }] });
    await coll().updateOne({ _id: 1, 'items.k': 1 } as Document, { $inc: { 'items.$.v': 7 } });
    expect((await coll().findOne({ _id: 1 } as Document))!.items).toEqual([
      { k: 1, v: 7 },
      { k: 2, v: 5 },
    ]);
  });

  it('supports pipeline updates', async () => {
    await coll().updateOne({ _id: 2 } as Document, [{ $set: { double: { $multiply: ['$n', 2] } } }]);
    expect((await coll().findOne({ _id: 2 } as Document))!.double).toBe(4);
  });

  it('reports conflicting operators and unknown modifiers without changing anything', async () => {
    const conflict = await commandError(() =>
      coll().updateOne({ _id: 1 } as Document, { $set: { n: 1 }, $inc: { n: 1 } }),
    );
    expect(conflict.code).toBe(40);
    const unknown = await commandError(() =>
      db.command({ update: 'update', updates: [{ q: { _id: 1 }, u: { $frob: { n: 1 } } }] }).then((r) => {
        if (r.writeErrors) throw new MongoServerError(r.writeErrors[0]);
        return r;
      }),
    );
    expect(unknown.code).toBe(9);
    expect((await coll().findOne({ _id: 1 } as Document))!.n).toBe(1);
  });
});

describe('delete', () => {
  it('deletes one (limit 1) or all matching (limit 0)', async () => {
    const coll = db.collection('delete');
    await coll.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await coll.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect(await coll.countDocuments({ k: 1 })).toBe(2);
    expect((await coll.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect(await coll.countDocuments()).toBe(1);
    const raw = await db.command({ delete: 'delete', deletes: [{ q: {}, limit: 0 }] });
    expect(raw).toMatchObject({ n: 1, ok: 1 });
  });
});

describe('findAndModify', () => {
  const coll = () => db.collection('fam');
  beforeEach(async () => {
    await coll().drop();
    await coll().insertMany([
      { _id: 1, q: 'x', n: 1 },
      { _id: 2, q: 'x', n: 2 },
    ] as Document[]);
  });

  it('returns the document before or after the update, chosen by sort', async () => {
    const before = await coll().findOneAndUpdate(
      { q: 'x' },
      { $inc: { n: 10 } },
      { sort: { n: -1 }, returnDocument: 'before' },
    );
    expect(before).toEqual({ _id: 2, q: 'x', n: 2 });
    const after = await coll().findOneAndUpdate(
      { q: 'x' },
      { $inc: { n: 10 } },
      { sort: { n: 1 }, returnDocument: 'after', projection: { n: 1 } },
    );
    expect(after).toEqual({ _id: 1, n: 11 });
  });

  it('upserts and reports it in lastErrorObject', async () => {
    const reply = await db.command({
      findAndModify: 'fam',
      query: { q: 'new' },
      update: { $set: { n: 5 } },
      upsert: true,
      new: true,
    });
    expect(reply.lastErrorObject.n).toBe(1);
    expect(reply.lastErrorObject.updatedExisting).toBe(false);
    expect(reply.lastErrorObject.upserted).toBeInstanceOf(ObjectId);
    expect(reply.value).toMatchObject({ q: 'new', n: 5 });
    const none = await db.command({ findAndModify: 'fam', query: { q: 'none' }, update: { $set: { n: 5 } } });
    expect(none.value).toBeNull();
    expect(none.lastErrorObject).toEqual({ n: 0, updatedExisting: false });
  });

  it('removes and returns the removed document', async () => {
    expect(await coll().findOneAndDelete({ _id: 1 } as Document)).toEqual({ _id: 1, q: 'x', n: 1 });
    expect(await coll().countDocuments()).toBe(1);
  });

  it('replaces with findOneAndReplace', async () => {
    const after = await coll().findOneAndReplace({ _id: 2 } as Document, { q: 'y' }, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 2, q: 'y' });
  });

  it('rejects update together with remove', async () => {
    const error = await commandError(() =>
      db.command({ findAndModify: 'fam', query: {}, remove: true, update: { $set: { a: 1 } } }),
    );
    expect(error.code).toBeGreaterThan(0);
  });
});

describe('count and distinct', () => {
  it('counts with and without a query, skip and limit', async () => {
    const coll = db.collection('counting');
    await coll.insertMany(Array.from({ length: 20 }, (_, i) => ({ i, even: i % 2 === 0 })));
    expect(await coll.estimatedDocumentCount()).toBe(20);
    expect(await coll.countDocuments({ even: true })).toBe(10);
    expect(await coll.countDocuments({}, { skip: 5, limit: 10 })).toBe(10);
    expect(await coll.countDocuments({}, { skip: 15, limit: 10 })).toBe(5);
    expect(await coll.countDocuments({ even: 'neither' })).toBe(0);
    expect(await db.collection('never-created').countDocuments()).toBe(0);
    const reply = await db.command({ count: 'counting', query: { even: false }, skip: 8 });
    expect(reply.n).toBe(2);
    expect((await db.command({ count: 'missing-collection' })).n).toBe(0);
  });

  it('lists distinct values, flattening arrays', async () => {
    const coll = db.collection('distinct');
    await coll.insertMany([{ t: ['a', 'b'] }, { t: 'c' }, { t: ['a'] }, { other: 1 }, { t: null }]);
    const values = await coll.distinct('t');
    expect([...values].sort((a, b) => String(a).localeCompare(String(b)))).toEqual(['a', 'b', 'c', null]);
    expect(await coll.distinct('t', { t: 'a' })).toEqual(['a', 'b']);
  });
});

describe('aggregate', () => {
  const orders = () => db.collection('orders');
  beforeAll(async () => {
    await db.collection('customers').insertMany([
      { _id: 'c1', name: 'Ann' },
      { _id: 'c2', name: 'Bob' },
    ] as Document[]);
    await orders().insertMany([
      { _id: 1, customer: 'c1', total: 10, items: ['a', 'b'] },
      { _id: 2, customer: 'c1', total: 20, items: ['c'] },
      { _id: 3, customer: 'c2', total: 5, items: [] },
    ] as Document[]);
  });

  it('runs $match $group $sort $project', async () => {
    const result = await orders()
      .aggregate([
        { $match: { total: { $gte: 5 } } },
        { $group: { _id: '$customer', sum: { $sum: '$total' } } },
        { $sort: { sum: -1 } },
        { $project: { _id: 0, customer: '$_id', sum: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { sum: 30, customer: 'c1' },
      { sum: 5, customer: 'c2' },
    ]);
  });

  it('runs $lookup $unwind $addFields $skip $limit $count', async () => {
    const joined = await orders()
      .aggregate([
        { $sort: { _id: 1 } },
        { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
        { $unwind: '$who' },
        { $addFields: { name: '$who.name' } },
        { $skip: 1 },
        { $limit: 1 },
        { $project: { name: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([{ _id: 2, name: 'Ann' }]);
    const [counted] = await orders()
      .aggregate([{ $unwind: '$items' }, { $count: 'n' }])
      .toArray();
    expect(counted).toEqual({ n: 3 });
  });

  it('returns a cursor that getMore continues', async () => {
    const big = db.collection('aggbig');
    await big.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const reply = await db.command({ aggregate: 'aggbig', pipeline: [{ $sort: { i: 1 } }], cursor: { batchSize: 50 } });
    expect(reply.cursor.firstBatch).toHaveLength(50);
    expect(await big.aggregate([{ $match: {} }]).toArray()).toHaveLength(300);
  });

  it('returns nothing for a missing collection and rejects unknown stages (40324)', async () => {
    expect(
      await db
        .collection('none')
        .aggregate([{ $match: {} }])
        .toArray(),
    ).toEqual([]);
    const error = await commandError(() =>
      orders()
        .aggregate([{ $frobnicate: {} }])
        .toArray(),
    );
    expect(error.code).toBe(40324);
  });
});

describe('indexes', () => {
  const coll = () => db.collection('indexed');
  beforeEach(async () => {
    await coll().drop();
  });

  it('enforces a unique index on insert, update and upsert', async () => {
    await coll().createIndex({ email: 1 }, { unique: true });
    await coll().insertMany([
      { _id: 1, email: 'a' },
      { _id: 2, email: 'b' },
    ] as Document[]);
    const onInsert = await commandError(() => coll().insertOne({ email: 'a' }));
    expect(onInsert.code).toBe(11000);
    expect(onInsert.keyPattern).toEqual({ email: 1 });
    expect(onInsert.keyValue).toEqual({ email: 'a' });
    const onUpdate = await commandError(() => coll().updateOne({ _id: 2 } as Document, { $set: { email: 'a' } }));
    expect(onUpdate.code).toBe(11000);
    const onUpsert = await commandError(() =>
      coll().updateOne({ _id: 3 } as Document, { $set: { email: 'b' } }, { upsert: true }),
    );
    expect(onUpsert.code).toBe(11000);
    const onFindAndModify = await commandError(() =>
      coll().findOneAndUpdate({ _id: 2 } as Document, { $set: { email: 'a' } }),
    );
    expect(onFindAndModify.code).toBe(11000);
    expect(onFindAndModify.keyValue).toEqual({ email: 'a' });
    expect(await coll().find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, email: 'a' },
      { _id: 2, email: 'b' },
    ]);
  });

  it('leaves no trace of a document rejected by its second unique index', async () => {
    await coll().createIndex({ a: 1 }, { unique: true });
    await coll().createIndex({ b: 1 }, { unique: true });
    await coll().insertOne({ _id: 1, a: 1, b: 1 } as Document);
    expect((await commandError(() => coll().insertOne({ _id: 2, a: 2, b: 1 } as Document))).keyPattern).toEqual({
      b: 1,
    });
    await coll().insertOne({ _id: 3, a: 2, b: 2 } as Document);
    expect(
      (await commandError(() => coll().updateOne({ _id: 3 } as Document, { $set: { a: 5, b: 1 } }))).keyPattern,
    ).toEqual({ b: 1 });
    await coll().insertOne({ _id: 4, a: 5, b: 5 } as Document);
    expect(
      await coll()
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ).toEqual([
      { _id: 1, a: 1, b: 1 },
      { _id: 3, a: 2, b: 2 },
      { _id: 4, a: 5, b: 5 },
    ]);
    expect(await coll().findOne({ a: 2 })).toEqual({ _id: 3, a: 2, b: 2 });
  });

  it('treats missing as null in a unique index unless sparse', async () => {
    await coll().createIndex({ code: 1 }, { unique: true });
    await coll().insertOne({ a: 1 });
    expect((await commandError(() => coll().insertOne({ a: 2 }))).keyValue).toEqual({ code: null });
    await coll().drop();
    await coll().createIndex({ code: 1 }, { unique: true, sparse: true });
    await coll().insertMany([{ a: 1 }, { a: 2 }]);
    expect(await coll().countDocuments()).toBe(2);
  });

  it('enforces compound unique keys on the combination', async () => {
    await coll().createIndex({ a: 1, b: -1 }, { unique: true });
    await coll().insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1 },
    ]);
    const error = await commandError(() => coll().insertOne({ a: 1, b: 2 }));
    expect(error.keyPattern).toEqual({ a: 1, b: -1 });
    expect(error.keyValue).toEqual({ a: 1, b: 2 });
    expect(await coll().countDocuments({ a: 1, b: 2 })).toBe(1);
  });

  it('enforces uniqueness only inside a partialFilterExpression', async () => {
    await coll().createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll().insertMany([
      { email: 'a', active: false },
      { email: 'a', active: false },
      { email: 'a', active: true },
    ]);
    expect((await commandError(() => coll().insertOne({ email: 'a', active: true }))).code).toBe(11000);
    expect(await coll().countDocuments({ email: 'a' })).toBe(3);
  });

  it('indexes array elements (multikey) for uniqueness', async () => {
    await coll().createIndex({ tags: 1 }, { unique: true });
    await coll().insertOne({ tags: ['a', 'b'] });
    expect((await commandError(() => coll().insertOne({ tags: ['c', 'b'] }))).code).toBe(11000);
    await coll().insertOne({ tags: ['c', 'c'] });
    expect(await coll().countDocuments({ tags: 'c' })).toBe(1);
  });

  it('refuses to build a unique index over duplicates and leaves no index behind', async () => {
    await coll().insertMany([{ u: 1 }, { u: 1 }]);
    expect((await commandError(() => coll().createIndex({ u: 1 }, { unique: true }))).code).toBe(11000);
    expect((await coll().listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('lists indexes with their options, and creating one twice is a no-op', async () => {
    await coll().createIndex({ when: 1 }, { expireAfterSeconds: 3600 });
    await coll().createIndex({ a: 1, b: 1 }, { name: 'ab' });
    const again = await db.command({ createIndexes: 'indexed', indexes: [{ key: { a: 1, b: 1 }, name: 'ab' }] });
    expect(again.numIndexesBefore).toBe(again.numIndexesAfter);
    const indexes = await coll().listIndexes().toArray();
    expect(indexes.map((i) => i.name)).toEqual(['_id_', 'when_1', 'ab']);
    expect(indexes[1]).toMatchObject({ key: { when: 1 }, expireAfterSeconds: 3600 });
    expect(indexes[2]).toMatchObject({ key: { a: 1, b: 1 } });
  });

  it('reports conflicting index definitions', async () => {
    await coll().createIndex({ a: 1 }, { name: 'a_idx' });
    expect((await commandError(() => coll().createIndex({ b: 1 }, { name: 'a_idx' }))).code).toBe(86);
    expect((await commandError(() => coll().createIndex({ a: 1 }, { name: 'a_idx', unique: true }))).code).toBe(85);
  });

  it('drops indexes by name, by key, or all; reports missing ones', async () => {
    await coll().createIndexes([{ key: { a: 1 } }, { key: { b: 1 } }, { key: { c: 1 } }]);
    await coll().dropIndex('a_1');
    await db.command({ dropIndexes: 'indexed', index: { b: 1 } });
    expect((await coll().listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'c_1']);
    expect((await commandError(() => coll().dropIndex('nope'))).code).toBe(27);
    await coll().dropIndexes();
    expect((await coll().listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  it('answers listIndexes on a missing collection with NamespaceNotFound (26)', async () => {
    expect((await commandError(() => db.collection('ghost').listIndexes().toArray())).code).toBe(26);
  });

  it('uses the index for equality and still applies the rest of the filter', async () => {
    await coll().createIndex({ email: 1 }, { unique: true });
    await coll().createIndex({ org: 1, role: 1 });
    await coll().insertMany(Array.from({ length: 50 }, (_, i) => ({ email: `u${i}`, org: i % 2, role: i % 3, n: i })));
    expect(await coll().findOne({ email: 'u7' }, { projection: { _id: 0 } })).toEqual({
      email: 'u7',
      org: 1,
      role: 1,
      n: 7,
    });
    expect(await coll().countDocuments({ email: { $in: ['u1', 'u2', 'zz'] } })).toBe(2);
    expect(await coll().countDocuments({ org: 1, role: 2 })).toBe(8);
    expect(await coll().countDocuments({ org: 1, n: { $gt: 40 } })).toBe(5);
    expect(await coll().countDocuments({ email: 'u7', n: 8 })).toBe(0);
  });
});

describe('databases and collections', () => {
  it('creates, lists with filter and nameOnly, and drops collections', async () => {
    await db.createCollection('made');
    await db.createCollection('made');
    const error = await commandError(() => db.command({ create: 'made', collation: { locale: 'fr' } }));
    expect(error.code).toBe(48);
    const all = await db.listCollections({ name: 'made' }).toArray();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ name: 'made', type: 'collection' });
    const names = await db.listCollections({}, { nameOnly: true }).toArray();
    expect(names.map((c) => c.name)).toContain('made');
    expect(await db.collection('made').drop()).toBe(true);
    expect((await db.command({ drop: 'never-existed' })).ok).toBe(1);
    expect((await db.listCollections({ name: 'made' }).toArray()).length).toBe(0);
  });

  it('keeps databases apart by $db and lists and drops them', async () => {
    const other = target.client.db(`${target.dbName}_other`);
    await other.collection('x').insertOne({ here: true });
    expect(await db.collection('x').countDocuments({ here: true })).toBe(0);
    const { databases } = await db.admin().listDatabases();
    expect(databases.map((d) => d.name)).toContain(`${target.dbName}_other`);
    expect(await other.dropDatabase()).toBe(true);
    const after = await db.admin().listDatabases({ nameOnly: true });
    expect(after.databases.map((d) => d.name)).not.toContain(`${target.dbName}_other`);
  });
});

describe('concurrency', () => {
  it('serves a pool of connections writing and reading at once', async () => {
    const client = await new MongoClient(target.uri, { maxPoolSize: 20 }).connect();
    try {
      const coll = client.db(target.dbName).collection('concurrent');
      await coll.createIndex({ slot: 1 }, { unique: true });
      const attempts = await Promise.allSettled(
        Array.from({ length: 60 }, (_, i) => coll.insertOne({ slot: i % 20, i })),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(20);
      for (const failure of attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected')) {
        expect((failure.reason as MongoServerError).code).toBe(11000);
      }
      const reads = await Promise.all(Array.from({ length: 40 }, (_, i) => coll.findOne({ slot: i % 20 })));
      expect(reads.every((doc) => doc !== null)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
