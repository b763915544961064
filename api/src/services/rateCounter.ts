import type { Collection } from 'mongodb';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { RateCount } from '../models/index.js';

/** The hits of one key over the last window. */
export interface WindowCount {
  /** Hits in the last `windowMs`, rounded up: the current window's, plus the previous window's still in reach. */
  count: number;
  /** When the current window ends, in ms since the epoch: the earliest its hits start to fade. */
  resetAt: number;
}

/**
 * Counts hits per key over a sliding window, in the store (one document per key and fixed window,
 * an atomic `$inc`, removed by a TTL index once no window reads it), so every API process shares the
 * counts. The previous window's hits count in proportion to how much of it the sliding window still
 * covers, so a burst across a window's end meets the same limit as one inside it.
 * Errors of the store reach the caller, which decides whether to refuse or allow.
 */
export interface RateCounter {
  /** Adds one hit to `key`; returns the count over the last `windowMs`, including it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count of `key` over the last `windowMs`, adding nothing. */
  peek(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets every count (tests and benchmarks). */
  reset(): Promise<void>;
}

type CountDoc = { _id: string; count: number; expireAt: Date };

/** The counts' collection, through the driver: one round trip per read or hit, nothing to cast. */
const counts = () => RateCount.collection as unknown as Collection<CountDoc>;

const countOf = (doc: Pick<CountDoc, 'count'> | null | undefined) => (typeof doc?.count === 'number' ? doc.count : 0);

export function createRateCounter(now: () => number = Date.now): RateCounter {
  const windowsOf = (key: string, windowMs: number) => {
    const at = now();
    const start = Math.floor(at / windowMs) * windowMs;
    return {
      current: `${key}|${start}`,
      previous: `${key}|${start - windowMs}`,
      /** The share of the previous window the sliding window still covers. */
      previousWeight: 1 - (at - start) / windowMs,
      resetAt: start + windowMs,
      // A window's document outlives it by one window, while it is the previous one.
      expireAt: new Date(start + 2 * windowMs),
    };
  };
  const slidingCount = (previous: number, current: number, weight: number) => Math.ceil(previous * weight) + current;

  const increment = (id: string, expireAt: Date) =>
    counts().findOneAndUpdate(
      { _id: id },
      { $inc: { count: 1 }, $setOnInsert: { expireAt } },
      { upsert: true, returnDocument: 'after', projection: { count: 1 } },
    );

  return {
    async hit(key, windowMs) {
      const { current, previous, previousWeight, resetAt, expireAt } = windowsOf(key, windowMs);
      const [doc, before] = await Promise.all([
        // Two first hits racing to insert the same window: the loser finds the winner's document.
        increment(current, expireAt).catch((error: unknown) => {
          if (isDuplicateKey(error)) return increment(current, expireAt);
          throw error;
        }),
        counts().findOne({ _id: previous }, { projection: { count: 1 } }),
      ]);
      return { count: slidingCount(countOf(before), countOf(doc) || 1, previousWeight), resetAt };
    },
    async peek(key, windowMs) {
      const { current, previous, previousWeight, resetAt } = windowsOf(key, windowMs);
      const docs = await counts()
        .find({ _id: { $in: [current, previous] } }, { projection: { count: 1 } })
        .toArray();
      const countAt = (id: string) => countOf(docs.find((doc) => doc._id === id));
      return { count: slidingCount(countAt(previous), countAt(current), previousWeight), resetAt };
    },
    async reset() {
      await RateCount.deleteMany({});
    },
  };
}
