/**
 * TTL indexes remove documents whose date is older than expireAfterSeconds, and nothing else.
 * The embedded store sweeps every 100 ms here; against a real MongoDB (MONGODB_TEST_URI) the test
 * waits for its 60-second monitor.
 */
import type { Document } from 'mongodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parityUri, startTarget, type Target } from './harness.js';

let target: Target;

beforeAll(async () => {
  target = await startTarget({ ttlIntervalMs: 100 });
});

afterAll(async () => {
  await target.close();
});

it(
  'removes expired documents only',
  async () => {
    const coll = target.client.db(target.dbName).collection('ttl');
    await coll.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await coll.createIndex({ seenAt: 1 }, { expireAfterSeconds: 3600 });
    const now = Date.now();
    await coll.insertMany([
      { _id: 'expired', expiresAt: new Date(now - 1000) },
      { _id: 'future', expiresAt: new Date(now + 3_600_000) },
      { _id: 'no-date' },
      { _id: 'not-a-date', expiresAt: 'yesterday' },
      { _id: 'array-one-old', expiresAt: [new Date(now + 3_600_000), new Date(now - 5000)] },
      { _id: 'seen-long-ago', seenAt: new Date(now - 7_200_000) },
      { _id: 'seen-recently', seenAt: new Date(now - 60_000) },
    ] as Document[]);
    const deadline = Date.now() + (parityUri ? 150_000 : 10_000);
    let ids: unknown[] = [];
    while (Date.now() < deadline) {
      ids = (await coll.find().sort({ _id: 1 }).toArray()).map((d) => d._id);
      if (ids.length === 4) break;
      await new Promise((resolve) => setTimeout(resolve, parityUri ? 2000 : 50));
    }
    expect(ids).toEqual(['future', 'no-date', 'not-a-date', 'seen-recently']);
  },
  parityUri ? 180_000 : 20_000,
);
