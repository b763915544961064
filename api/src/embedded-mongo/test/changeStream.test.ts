/**
 * Change streams through the official driver's watch() and through mongoose's Model.watch(): the
 * events MongoDB sends for insert, update, replace and delete, pipelines on them, resuming from a
 * token, a driver resuming by itself after its connection drops, and lost history (code 286).
 */
import net from 'node:net';
import { type ChangeStream, type ChangeStreamDocument, MongoClient, MongoServerError } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../index.js';
import { cleanupAfterEach, describeEmbedded, memoryLogger, startTarget, type Target, withDb } from './harness.js';

const { defer, temp } = cleanupAfterEach();

interface Item {
  _id: string;
  n: number;
  tag?: string;
}

/** The next event, failing the test instead of hanging. */
type Change = ChangeStreamDocument<Item> & { documentKey: { _id: string } };

async function next(stream: ChangeStream<Item>, ms = 5000): Promise<Change> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no change event in time')), ms);
  });
  try {
    return (await Promise.race([stream.next(), timeout])) as Change;
  } finally {
    clearTimeout(timer);
  }
}

describe('change streams', () => {
  let target: Target;
  beforeEach(async () => {
    target = await startTarget();
  });
  afterEach(() => target.close());

  it('reports insert (with the document), update, replace and delete in commit order', async () => {
    const items = target.client.db(target.dbName).collection<Item>('items');
    const stream = items.watch();
    defer(() => stream.close());
    await stream.tryNext(); // the cursor is open from here on
    await items.insertOne({ _id: 'a', n: 1, tag: 'x' });
    await items.updateOne({ _id: 'a' }, { $set: { n: 2 }, $unset: { tag: '' } });
    await items.replaceOne({ _id: 'a' }, { n: 3 });
    await items.deleteOne({ _id: 'a' });

    const insert = await next(stream);
    expect(insert).toMatchObject({
      operationType: 'insert',
      ns: { db: target.dbName, coll: 'items' },
      documentKey: { _id: 'a' },
      fullDocument: { _id: 'a', n: 1, tag: 'x' },
    });
    expect((insert as { wallTime?: unknown }).wallTime).toBeInstanceOf(Date);
    expect(await next(stream)).toMatchObject({
      operationType: 'update',
      documentKey: { _id: 'a' },
      updateDescription: { updatedFields: { n: 2 }, removedFields: ['tag'] },
    });
    expect(await next(stream)).toMatchObject({ operationType: 'replace', fullDocument: { _id: 'a', n: 3 } });
    expect(await next(stream)).toMatchObject({ operationType: 'delete', documentKey: { _id: 'a' } });
  });

  it('shows only its collection and what its pipeline lets through, and looks up updated documents when asked', async () => {
    const db = target.client.db(target.dbName);
    const items = db.collection<Item>('items');
    const stream = items.watch(
      [{ $match: { operationType: { $in: ['insert', 'update'] }, 'fullDocument.n': { $gte: 10 } } }],
      {
        fullDocument: 'updateLookup',
      },
    );
    defer(() => stream.close());
    await stream.tryNext();
    await db.collection<Item>('others').insertOne({ _id: 'o', n: 99 });
    await items.insertOne({ _id: 'small', n: 1 });
    await items.insertOne({ _id: 'big', n: 10 });
    await items.updateOne({ _id: 'big' }, { $inc: { n: 1 } });
    expect(await next(stream)).toMatchObject({ operationType: 'insert', documentKey: { _id: 'big' } });
    expect(await next(stream)).toMatchObject({ operationType: 'update', fullDocument: { _id: 'big', n: 11 } });
    await items.deleteOne({ _id: 'big' });
    expect(await stream.tryNext()).toBeNull();
  });

  it('waits for the next write instead of answering at once', async () => {
    const items = target.client.db(target.dbName).collection<Item>('items');
    const stream = items.watch([], { maxAwaitTimeMS: 3000 });
    defer(() => stream.close());
    await stream.tryNext();
    const started = Date.now();
    const arriving = next(stream);
    setTimeout(() => void items.insertOne({ _id: 'late', n: 1 }), 300);
    expect(await arriving).toMatchObject({ documentKey: { _id: 'late' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('resumes after a token with exactly the events that followed it', async () => {
    const items = target.client.db(target.dbName).collection<Item>('items');
    const first = items.watch();
    await first.tryNext();
    await items.insertOne({ _id: '1', n: 1 });
    const seen = await next(first);
    await first.close();
    await items.insertMany([
      { _id: '2', n: 2 },
      { _id: '3', n: 3 },
    ]);
    const resumed = items.watch([], { resumeAfter: seen._id });
    defer(() => resumed.close());
    expect((await next(resumed)).documentKey).toEqual({ _id: '2' });
    expect((await next(resumed)).documentKey).toEqual({ _id: '3' });
    const after = items.watch([], { startAfter: seen._id });
    defer(() => after.close());
    expect((await next(after)).documentKey).toEqual({ _id: '2' });
  });
});

/** A TCP relay to the store whose open connections can be cut, as a network failure would. */
async function cuttableRelay(to: string): Promise<{ uri: string; cut(): void; close(): Promise<void> }> {
  const pairs = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(to);
    for (const socket of [client, upstream]) {
      pairs.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => pairs.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as net.AddressInfo;
  return {
    uri: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    cut: () => {
      for (const socket of pairs) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of pairs) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

function socketPath(socketUri: string): string {
  return decodeURIComponent(socketUri.slice('mongodb://'.length));
}

describeEmbedded('change streams across failures', () => {
  it('a waiting stream is not woken by writes to other collections', async () => {
    const store = await startEmbeddedMongo({ dir: temp(), logger: memoryLogger() });
    defer(() => store.close());
    const watcher = await new MongoClient(store.socketUri!, { monitorCommands: true }).connect();
    defer(() => watcher.close());
    let getMores = 0;
    watcher.on('commandStarted', (event) => void (event.commandName === 'getMore' && getMores++));
    const db = watcher.db('w');
    const stream = db.collection<Item>('items').watch([], { maxAwaitTimeMS: 5000 });
    defer(() => stream.close());
    await stream.tryNext();
    const arriving = next(stream);
    const others = db.collection<Item>('others');
    for (let n = 0; n < 20; n++) await others.insertOne({ _id: `other${n}`, n });
    await db.collection<Item>('items').insertOne({ _id: 'mine', n: 1 });
    expect(await arriving).toMatchObject({ documentKey: { _id: 'mine' } });
    // The one getMore that was waiting when the writes began answers with the stream's own write.
    expect(getMores).toBeLessThanOrEqual(2);
  });

  it('the driver resumes after its connection drops and misses nothing written meanwhile', async () => {
    const store = await startEmbeddedMongo({ dir: temp(), logger: memoryLogger() });
    defer(() => store.close());
    const relay = await cuttableRelay(socketPath(store.socketUri!));
    defer(() => relay.close());
    const watcher = await new MongoClient(relay.uri, { heartbeatFrequencyMS: 500 }).connect();
    defer(() => watcher.close());
    const writer = await new MongoClient(store.socketUri!).connect();
    defer(() => writer.close());
    const stream = watcher.db('r').collection<Item>('items').watch([], { maxAwaitTimeMS: 200 });
    defer(() => stream.close());
    const items = writer.db('r').collection<Item>('items');

    await stream.tryNext();
    await items.insertOne({ _id: 'before', n: 1 });
    expect((await next(stream)).documentKey).toEqual({ _id: 'before' });
    relay.cut();
    await items.insertMany([
      { _id: 'during-1', n: 2 },
      { _id: 'during-2', n: 3 },
    ]);
    const seen = [(await next(stream, 15_000)).documentKey, (await next(stream, 15_000)).documentKey];
    await items.insertOne({ _id: 'after', n: 4 });
    seen.push((await next(stream, 15_000)).documentKey);
    expect(seen).toEqual([{ _id: 'during-1' }, { _id: 'during-2' }, { _id: 'after' }]);
  });

  it('mongoose Model.watch() delivers inserts with the document and resumes after a dropped connection', async () => {
    const store = await startEmbeddedMongo({ dir: temp(), logger: memoryLogger() });
    defer(() => store.close());
    const relay = await cuttableRelay(socketPath(store.socketUri!));
    defer(() => relay.close());
    const connection = await mongoose
      .createConnection(withDb(relay.uri, 'm'), { heartbeatFrequencyMS: 500 })
      .asPromise();
    defer(() => connection.close());
    const Note = connection.model('Note', new Schema({ _id: String, text: String }, { versionKey: false }));
    const stream = Note.watch([{ $match: { operationType: 'insert' } }], { maxAwaitTimeMS: 200 });
    defer(() => stream.close());
    const received: unknown[] = [];
    stream.on('change', (change: { fullDocument: unknown }) => received.push(change.fullDocument));
    const errors: unknown[] = [];
    stream.on('error', (error: unknown) => errors.push(error));
    await new Promise((resolve) => setTimeout(resolve, 300));

    await Note.create({ _id: 'n1', text: 'one' });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    relay.cut();
    const writer = await new MongoClient(store.socketUri!).connect();
    defer(() => writer.close());
    await writer
      .db('m')
      .collection('notes')
      .insertOne({ _id: 'n2' as never, text: 'two' });
    await expect
      .poll(() => ({ received, errors }), { timeout: 15_000 })
      .toEqual({
        errors: [],
        received: [
          { _id: 'n1', text: 'one' },
          { _id: 'n2', text: 'two' },
        ],
      });
  });

  it('a token older than the kept log, or from before a restart, gets ChangeStreamHistoryLost (286)', async () => {
    const dir = temp();
    let store = await startEmbeddedMongo({ dir, logger: memoryLogger(), changeLogEvents: 5 });
    let client = await new MongoClient(store.socketUri!).connect();
    let items = client.db('h').collection<Item>('items');
    const stream = items.watch();
    await stream.tryNext();
    await items.insertOne({ _id: 'first', n: 0 });
    const token = (await next(stream))._id;
    await stream.close();

    const expectLost = async () => {
      const resumed = items.watch([], { resumeAfter: token });
      const error = await resumed.tryNext().catch((e: unknown) => e);
      await resumed.close();
      expect(error).toBeInstanceOf(MongoServerError);
      expect(error).toMatchObject({ code: 286, codeName: 'ChangeStreamHistoryLost' });
    };
    await items.insertMany(Array.from({ length: 4 }, (_, n) => ({ _id: `keep-${n}`, n })));
    const kept = items.watch([], { resumeAfter: token });
    expect((await next(kept)).documentKey).toEqual({ _id: 'keep-0' });
    await kept.close();

    await items.insertMany(Array.from({ length: 10 }, (_, n) => ({ _id: `more-${n}`, n })));
    await expectLost();

    await client.close();
    await store.close();
    store = await startEmbeddedMongo({ dir, logger: memoryLogger() });
    defer(() => store.close());
    client = await new MongoClient(store.socketUri!).connect();
    defer(() => client.close());
    items = client.db('h').collection<Item>('items');
    await expectLost();
  });

  it('a write the store refused never shows', async () => {
    const store = await startEmbeddedMongo({ dir: temp(), logger: memoryLogger() });
    defer(() => store.close());
    const client = await new MongoClient(store.socketUri!).connect();
    defer(() => client.close());
    const items = client.db('t').collection<Item>('items');
    await items.createIndex({ n: 1 }, { unique: true });
    const stream = items.watch();
    defer(() => stream.close());
    await stream.tryNext();
    await items.insertOne({ _id: 'a', n: 1 });
    await items
      .insertMany(
        [
          { _id: 'b', n: 2 },
          { _id: 'c', n: 1 },
          { _id: 'd', n: 4 },
        ],
        { ordered: true },
      )
      .catch(() => {});
    const keys = [(await next(stream)).documentKey, (await next(stream)).documentKey];
    expect(keys).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect(await stream.tryNext()).toBeNull();
  });
});
