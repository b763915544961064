/**
 * The Unix socket beside the data: the API's way in when the store is embedded. Private to its
 * user, replaced after a crash, skipped when asked or when the path is too long, removed on close.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MongoClient } from 'mongodb';
import { expect, it } from 'vitest';
import { type EmbeddedMongo, startEmbeddedMongo, storeSocketPath } from '../index.js';
import { cleanupAfterEach, describeEmbedded, memoryLogger } from './harness.js';

const { defer, temp } = cleanupAfterEach();

async function start(dir: string, options: { unixSocket?: boolean; port?: number } = {}) {
  const logger = memoryLogger();
  const store = await startEmbeddedMongo({ dir, logger, ...options });
  defer(() => store.close());
  return { store, logger };
}

async function roundTrip(uri: string, store: EmbeddedMongo): Promise<unknown> {
  const client = await new MongoClient(uri).connect();
  try {
    const coll = client.db('s').collection<{ _id: string; port?: number }>('c');
    await coll.insertOne({ _id: uri, port: store.port });
    return await coll.findOne({ _id: uri });
  } finally {
    await client.close();
  }
}

describeEmbedded('Unix socket', () => {
  it('serves on its socket alone unless given a TCP port', async () => {
    const dir = temp();
    const { store } = await start(dir);
    expect(store.port).toBeUndefined();
    expect(store.uri).toBe(store.socketUri);
    expect(await roundTrip(store.uri, store)).toMatchObject({ _id: store.uri });
  });

  it('keeps its directory 0700 and its files 0600 whatever the umask, tightening looser ones', async () => {
    const dir = temp();
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, 'embedded-mongo.sqlite'), '', { mode: 0o644 });
    const umask = process.umask(0o000);
    try {
      const { store } = await start(dir);
      const client = await new MongoClient(store.uri).connect();
      await client.db('p').collection('c').insertOne({ written: true });
      await client.close();
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(dir)) expect([name, statSync(join(dir, name)).mode & 0o077]).toEqual([name, 0]);
    } finally {
      process.umask(umask);
    }
  });

  it('serves the same data as TCP through a socket only its user may open', async () => {
    const dir = temp();
    const { store } = await start(dir, { port: 0 });
    const path = join(dir, 'mongod.sock');
    expect(store.socketUri).toBe(`mongodb://${encodeURIComponent(path)}`);
    expect(statSync(path).isSocket()).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await roundTrip(store.socketUri!, store)).toEqual({ _id: store.socketUri, port: store.port });
    const client = await new MongoClient(store.uri).connect();
    expect(await client.db('s').collection('c').countDocuments()).toBe(1);
    expect((await client.db('admin').command({ whatsmyuri: 1 })).you).toMatch(/^127\.0\.0\.1:\d+$/);
    await client.close();
    await store.close();
    expect(existsSync(path)).toBe(false);
  });

  it('replaces a socket file left behind by a process that did not close', async () => {
    const dir = temp();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mongod.sock'), 'left behind');
    const { store } = await start(dir);
    expect(await roundTrip(store.socketUri!, store)).toMatchObject({ _id: store.socketUri });
  });

  it('listens on TCP only when asked to', async () => {
    const dir = temp();
    const { store } = await start(dir, { unixSocket: false, port: 0 });
    expect(store.socketUri).toBeUndefined();
    expect(existsSync(join(dir, 'mongod.sock'))).toBe(false);
    expect(await roundTrip(store.uri, store)).toMatchObject({ _id: store.uri });
  });

  it('serves its socket from a private temporary folder, and says so, when the directory path is too long for one', async () => {
    const dir = join(temp(), 'x'.repeat(100));
    const { store, logger } = await start(dir);
    expect(store.port).toBeUndefined();
    expect(logger.messages.some((m) => m.includes('too long'))).toBe(true);
    const path = decodeURIComponent(store.socketUri!.slice('mongodb://'.length));
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
    expect(await roundTrip(store.uri, store)).toMatchObject({ _id: store.uri });
    await store.close();
    expect(existsSync(dirname(path))).toBe(false);
  });

  it('uses the same temporary folder for a directory every time, so a command beside the server finds it', async () => {
    const dir = join(temp(), 'x'.repeat(100));
    const other = join(temp(), 'y'.repeat(100));
    expect(storeSocketPath(dir)).toBe(storeSocketPath(dir));
    expect(storeSocketPath(other)).not.toBe(storeSocketPath(dir));
    const { store } = await start(dir);
    expect(store.socketUri).toBe(`mongodb://${encodeURIComponent(storeSocketPath(dir))}`);
    const short = temp();
    expect(storeSocketPath(short)).toBe(join(short, 'mongod.sock'));
  });

  it('refuses a temporary folder that others can open, which anyone could have made first', async () => {
    const dir = join(temp(), 'z'.repeat(100));
    const folder = dirname(storeSocketPath(dir));
    mkdirSync(folder, { mode: 0o777 });
    chmodSync(folder, 0o777);
    defer(() => rmSync(folder, { recursive: true, force: true }));
    await expect(startEmbeddedMongo({ dir, logger: memoryLogger() })).rejects.toThrow(
      `${folder} is not a private folder of this user's: remove it, then start again`,
    );
    // The store is not left locked: once the folder is gone, it starts.
    rmSync(folder, { recursive: true });
    const { store } = await start(dir);
    expect(await roundTrip(store.uri, store)).toMatchObject({ _id: store.uri });
  });

  it('leaves the socket of a running store alone when a second store is refused the directory', async () => {
    const dir = temp();
    const { store } = await start(dir);
    await expect(startEmbeddedMongo({ dir, logger: memoryLogger() })).rejects.toThrow(/in use/);
    expect(await roundTrip(store.socketUri!, store)).toMatchObject({ _id: store.socketUri });
  });
});
