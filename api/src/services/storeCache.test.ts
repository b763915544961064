import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/index.js';
import { User } from '../models/index.js';
import { StoreCache, storeCaches } from './storeCache.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await User.create({ _id: 'u1', email: 'maya@example.com', role: 'client' });
});
afterAll(() => server.close());

/** A read of user u1 that counts how often the store is asked. */
function countingRead() {
  const read = async () => {
    read.calls += 1;
    return User.findById('u1').lean();
  };
  read.calls = 0;
  return read;
}

async function until(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/** Waits for this process's own last write to come back through the change stream (it empties the cache too). */
async function settled(): Promise<void> {
  const read = countingRead();
  expect(
    await until(async () => {
      storeCaches.users.clear();
      const before = read.calls;
      await storeCaches.users.get('u1', read);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await storeCaches.users.get('u1', read);
      return read.calls === before + 1 && storeCaches.users.size > 0;
    }, 2000),
  ).toBe(true);
  storeCaches.users.clear();
}

describe('store cache', () => {
  it('keeps a read while the change stream is open, and drops it at this process’s own write', async () => {
    await settled();
    const read = countingRead();
    expect((await storeCaches.users.get('u1', read))?.email).toBe('maya@example.com');
    expect((await storeCaches.users.get('u1', read))?.email).toBe('maya@example.com');
    expect(read.calls).toBe(1);

    await User.updateOne({ _id: 'u1' }, { $set: { firstName: 'Maya' } });
    expect((await storeCaches.users.get('u1', read))?.firstName).toBe('Maya');
    expect(read.calls).toBe(2);
  });

  it('drops it within a second of a write by another process (one not through these models)', async () => {
    const read = countingRead();
    await storeCaches.users.get('u1', read);
    await mongoose.connection.db!.collection('users').updateOne({ _id: 'u1' as never }, { $set: { lastName: 'Chen' } });
    expect(await until(async () => (await storeCaches.users.get('u1', read))?.lastName === 'Chen', 1000)).toBe(true);
  });

  it('does not keep a value read while a write was under way', async () => {
    await settled();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const pending = storeCaches.users.get('u1', async () => {
      const user = await User.findById('u1').lean();
      await held;
      return user;
    });
    await User.updateOne({ _id: 'u1' }, { $set: { firstName: 'M.' } });
    release();
    expect((await pending)?.firstName).toBe('Maya');
    expect((await storeCaches.users.get('u1', countingRead()))?.firstName).toBe('M.');
  });

  it('keeps nothing while no change stream on its collection is open, and empties itself when one is lost', async () => {
    const cache = new StoreCache<number>('nowhere');
    let calls = 0;
    const read = async () => ++calls;
    await cache.get('k', read);
    await cache.get('k', read);
    expect(calls).toBe(2);

    const feed = {};
    cache.feedOpened(feed);
    await cache.get('k', read);
    expect(await cache.get('k', read)).toBe(3);
    cache.feedLost(feed);
    expect(cache.size).toBe(0);
    expect(await cache.get('k', read)).toBe(4);
    expect(await cache.get('k', read)).toBe(5);
  });
});
