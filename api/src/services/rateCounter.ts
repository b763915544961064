import type { Collection } from 'mongodb';
import { RateCount } from '../models/index.js';

/** The hits of one key in its current window. */
export interface WindowCount {
  count: number;
  /** When the window ends, in ms since the epoch. */
  resetAt: number;
}

/**
 * Counts hits per key in fixed windows, in the store (one document per key and window, an atomic
 * `$inc`, removed by a TTL index once the window is over), so every API process shares the counts.
 * Errors of the store reach the caller, which decides whether to refuse or allow.
 */
export interface RateCounter {
  /** Adds one hit to `key` in the current window of `windowMs`; returns the count including it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count of `key` in the current window of `windowMs`, adding nothing. */
  peek(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets every count (tests and benchmarks). */
  reset(): Promise<void>;
}

const DUPLICATE_KEY = 11000;

/** The counts' collection, through the driver: one round trip per hit, nothing to cast. */
const counts = () => RateCount.collection as unknown as Collection<{ _id: string; count: number; expireAt: Date }>;

export function createRateCounter(now: () => number = Date.now): RateCounter {
  const windowOf = (key: string, windowMs: number) => {
    const start = Math.floor(now() / windowMs) * windowMs;
    return { id: `${key}|${start}`, resetAt: start + windowMs };
  };

  const increment = (id: string, resetAt: number) =>
    counts().findOneAndUpdate(
      { _id: id },
      { $inc: { count: 1 }, $setOnInsert: { expireAt: new Date(resetAt) } },
      { upsert: true, returnDocument: 'after', projection: { count: 1 } },
    );

  return {
    async hit(key, windowMs) {
      const { id, resetAt } = windowOf(key, windowMs);
      // Two first hits racing to insert the same window: the loser finds the winner's document.
      const doc = await increment(id, resetAt).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === DUPLICATE_KEY) return increment(id, resetAt);
        throw error;
      });
      return { count: typeof doc?.count === 'number' ? doc.count : 1, resetAt };
    },
    async peek(key, windowMs) {
      const { id, resetAt } = windowOf(key, windowMs);
      const doc = await counts().findOne({ _id: id }, { projection: { count: 1 } });
      return { count: typeof doc?.count === 'number' ? doc.count : 0, resetAt };
    },
    async reset() {
      await RateCount.deleteMany({});
    },
  };
}
