/**
 * TTL indexes: a periodic sweep deletes documents whose indexed date is older than
 * expireAfterSeconds. It reads the index's key table as a date range, so it never scans a collection.
 */
import { decode } from './bson.js';
import { messageOf } from './errors.js';
import { DATE_TAG, encodeKey } from './keys.js';
import type { Logger } from './logger.js';
import type { Storage } from './storage.js';

/** MongoDB's TTL monitor runs every 60 s; sweeping every 30 s keeps expiry at most 60 s late. */
export const DEFAULT_TTL_INTERVAL_MS = 30_000;

/** Deletes every expired document now, in one transaction; returns how many. */
export function sweepExpired(storage: Storage, now = Date.now()): number {
  const ttlIndexes = storage
    .listCollections()
    .flatMap((coll) => coll.indexes.map((index) => ({ coll, index })))
    .filter(({ index }) => typeof index.spec.expireAfterSeconds === 'number' && index.fields.length === 1);
  if (ttlIndexes.length === 0) return 0;
  return storage.transaction(() => {
    let removed = 0;
    for (const { coll, index } of ttlIndexes) {
      const cutoff = encodeKey(new Date(now - (index.spec.expireAfterSeconds as number) * 1000));
      // Date keys sort by time, so [first date key, cutoff) is exactly "dates before the cutoff".
      for (const rid of storage.ridsForRange(index, Buffer.from([DATE_TAG]), cutoff)) {
        const row = storage.byRid(coll, rid);
        if (!row) continue;
        storage.remove(coll, rid, decode(row.body));
        removed++;
      }
    }
    return removed;
  });
}

/** Runs the sweep every `intervalMs` until the returned function is called. */
export function startTtlMonitor(storage: Storage, intervalMs: number, logger: Logger): () => void {
  const timer = setInterval(() => {
    try {
      const removed = sweepExpired(storage);
      if (removed > 0) logger.info(`TTL sweep removed ${removed} expired document(s)`);
    } catch (error) {
      logger.error(`TTL sweep failed: ${messageOf(error)}`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
