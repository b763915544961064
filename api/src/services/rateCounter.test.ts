import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { createApp } from '../app.js';
import { RateCount } from '../models/index.js';
import { listen, type RunningServer } from '../server.js';
import { comingHour, createAgent, startTestServer, type TestServer } from '../../test/index.js';
import { createRateCounter } from './rateCounter.js';

let server: TestServer;
let other: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { adminLogin: { max: 10, windowMs: 15 * 60_000 } } });
  // A second API process on the same store: its own app and services, nothing shared in memory.
  other = await listen(createApp(server.config, { logger: server.app.services.logger }), { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await other?.stop();
  await server?.close();
});
beforeEach(() => server.services.rateCounter.reset());

describe('the shared rate counter', () => {
  it('counts hits of one key over a sliding window, each key apart', async () => {
    const start = comingHour();
    let now = start;
    const counter = createRateCounter(() => now);
    expect(await counter.hit('mail', 3_600_000)).toEqual({ count: 1, resetAt: start + 3_600_000 });
    expect((await counter.hit('mail', 3_600_000)).count).toBe(2);
    expect((await counter.peek('mail', 3_600_000)).count).toBe(2);
    expect((await counter.hit('other', 3_600_000)).count).toBe(1);
    // Just past the window's end its hits still count in full: a burst across the end meets the limit.
    now += 3_600_000 + 1;
    expect((await counter.peek('mail', 3_600_000)).count).toBe(2);
    expect((await counter.hit('mail', 3_600_000)).count).toBe(3);
    // Three quarters through the next window a quarter of the previous one's hits still count (rounded up).
    now += 2_700_000;
    expect(await counter.peek('mail', 3_600_000)).toEqual({ count: 2, resetAt: start + 2 * 3_600_000 });
    // A window later, only the hit of the window before remains, fading.
    now += 3_600_000;
    expect((await counter.peek('mail', 3_600_000)).count).toBe(1);
    now += 900_000;
    expect((await counter.peek('mail', 3_600_000)).count).toBe(0);
  });

  it('counts concurrent hits exactly (an atomic $inc, not read-then-write)', async () => {
    const counter = createRateCounter();
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.hit('burst', 60_000)));
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('keeps one document per key and window that the store removes a window after its end', async () => {
    const start = comingHour();
    await createRateCounter(() => start + 7 * 60_000).hit('mail', 3_600_000);
    const stored = await RateCount.findOne().lean();
    expect(stored).toEqual({ _id: `mail|${start}`, count: 1, expireAt: new Date(start + 2 * 3_600_000) });
    const indexes = await RateCount.collection.indexes();
    expect(indexes.find((index) => index.key.expireAt === 1)).toMatchObject({ expireAfterSeconds: 0 });
  });
});

describe('guessing the admin password across two API processes', () => {
  it('meets one limit: attempts through either process count together', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const url = attempt % 2 === 0 ? server.url : other.url;
      statuses.push((await createAgent(url).post(API_PATHS.adminSignIn, { password: 'a wrong guess' })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });
});
