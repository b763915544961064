import type { SiteInfo } from '../contract/index.js';
import { localWrites } from '../models/writeSignal.js';

/** Entries kept per collection at most; the oldest go first. */
const MAX_ENTRIES = 10_000;

/**
 * Copies of one collection's reads, kept in this process only while they are known to be current:
 * - any write to the collection empties the copy: this process's own writes at once (models/writeSignal.ts),
 *   every other process's through the collection's change stream, as soon as the store reports them;
 * - nothing is kept while no change stream on the collection is open, and the copy is emptied whenever
 *   one opens or is lost (changes may have been missed meanwhile);
 * - a value read while a write was under way is not kept.
 * So a sign-out, a withdrawn approval or a deleted student holds on every process as soon as the
 * change reaches it, while every other request is spared its store reads.
 */
export class StoreCache<V> {
  private readonly entries = new Map<string, V>();
  /** Grows at every emptying: a read that started before it must not be kept. */
  private generation = 0;
  private readonly openFeeds = new Set<object>();

  constructor(
    readonly collection: string,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The kept value of `key`, or else what `read` returns (kept when it is safe to). */
  async get(key: string, read: () => Promise<V>): Promise<V> {
    if (this.entries.has(key)) return this.entries.get(key)!;
    const generation = this.generation;
    const value = await read();
    if (generation === this.generation && this.openFeeds.size > 0) {
      this.entries.set(key, value);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  /** Forgets everything kept (a write to the collection, here or elsewhere). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** A change stream on the collection is open: its changes will reach clear(). */
  feedOpened(feed: object): void {
    this.clear();
    this.openFeeds.add(feed);
  }

  /** A change stream on the collection failed or closed: changes may be missed until it reopens. */
  feedLost(feed: object): void {
    this.openFeeds.delete(feed);
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Stored session content and its expiry, by session id. */
export interface KeptSession {
  sess: Record<string, unknown>;
  expire: Date;
}

/** One page of the admin's list of consultation requests: its JSON body and the cursor of the next page. */
export interface KeptPage {
  body: Buffer;
  next: string | null;
}

/**
 * What every signed-in request reads: its session, its user, the address's approval, a student's profile id;
 * what every public page reads: the practice profile; and the pages of consultation requests the inbox reads
 * (a few dozen at most, each up to 50 requests).
 */
export const storeCaches = {
  sessions: new StoreCache<KeptSession | null>('sessions'),
  users: new StoreCache<Record<string, unknown> | null>('users'),
  approvals: new StoreCache<boolean>('approved_emails'),
  profiles: new StoreCache<{ _id: string } | null>('client_profiles'),
  practiceProfile: new StoreCache<SiteInfo>('practice_profile'),
  consultationPages: new StoreCache<KeptPage>('consultation_requests', 64),
};

const byCollection = new Map(
  Object.values(storeCaches).map((cache) => [cache.collection, cache as StoreCache<unknown>]),
);

/** The cache of a collection's reads, if it has one. */
export function storeCacheOf(collection: string): StoreCache<unknown> | undefined {
  return byCollection.get(collection);
}

localWrites.on('write', (collection) => storeCacheOf(collection)?.clear());
