/**
 * The change log behind change streams: every committed insert, update, replace and delete, in commit
 * order, kept in memory (the most recent `maxEvents`, within `maxBytes`), as a single-node replica set
 * keeps its oplog. Writes made inside a transaction are held back until it commits and dropped if it
 * rolls back, so a stream never shows a write that did not happen. Each event has a sequence number;
 * a resume token names the run of the store and a sequence number, so a token from an earlier run (the
 * log is not kept across restarts) or older than the kept log is reported as lost history.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'bson';
import { fail } from './errors.js';
import type { Doc } from './values.js';

/** What one write did to one document. */
export interface ChangeEvent {
  seq: number;
  operationType: 'insert' | 'update' | 'replace' | 'delete';
  db: string;
  coll: string;
  /** `{ _id }` of the document. */
  documentKey: Doc;
  /** The document after the write (insert and replace). */
  fullDocument?: Doc;
  /** Top-level fields set and removed (update). */
  updateDescription?: { updatedFields: Doc; removedFields: string[]; truncatedArrays: unknown[] };
  wallTime: Date;
  clusterTime: Timestamp;
}

export type NewChange = Omit<ChangeEvent, 'seq' | 'wallTime' | 'clusterTime'>;

/** Defaults: enough for minutes of this product's writes, bounded in memory. */
export const DEFAULT_CHANGE_LOG_EVENTS = 10_000;
const DEFAULT_CHANGE_LOG_BYTES = 32 * 1024 * 1024;

/** The in-memory log of recent committed writes, and the streams waiting for the next one. */
export class ChangeLog {
  /** Distinguishes this run's tokens from an earlier run's. */
  private readonly run = randomBytes(8).toString('hex');
  private events: ChangeEvent[] = [];
  private sizes: number[] = [];
  private bytes = 0;
  private lastSeq = 0;
  private pending: NewChange[] = [];
  private pendingSizes: number[] = [];
  /** Each waiting stream's wake-up, with the test of which events concern it. */
  private waiters = new Map<() => void, (event: ChangeEvent) => boolean>();

  constructor(
    private readonly maxEvents = DEFAULT_CHANGE_LOG_EVENTS,
    private readonly maxBytes = DEFAULT_CHANGE_LOG_BYTES,
  ) {}

  /** Notes a write of the current transaction (published when it commits). */
  record(change: NewChange, size: number): void {
    this.pending.push(change);
    this.pendingSizes.push(256 + size);
  }

  /** How many writes the current transaction has noted, to undo a savepoint's share. */
  mark(): number {
    return this.pending.length;
  }

  /** Forgets the writes noted since `mark` (the transaction or savepoint rolled back). */
  rollback(mark = 0): void {
    this.pending.length = mark;
    this.pendingSizes.length = mark;
  }

  /** Publishes the committed transaction's writes and wakes the waiting streams. */
  commit(): void {
    if (this.pending.length === 0) return;
    const published: ChangeEvent[] = [];
    const wallTime = new Date();
    const seconds = Math.floor(wallTime.getTime() / 1000);
    for (const [i, change] of this.pending.entries()) {
      const seq = ++this.lastSeq;
      const event: ChangeEvent = { ...change, seq, wallTime, clusterTime: new Timestamp({ t: seconds, i: seq >>> 0 }) };
      const size = this.pendingSizes[i]!;
      published.push(event);
      this.events.push(event);
      this.sizes.push(size);
      this.bytes += size;
    }
    this.pending = [];
    this.pendingSizes = [];
    let drop = 0;
    while (this.events.length - drop > this.maxEvents || (this.bytes > this.maxBytes && drop < this.events.length - 1))
      this.bytes -= this.sizes[drop++]!;
    if (drop > 0) {
      this.events.splice(0, drop);
      this.sizes.splice(0, drop);
    }
    // Only the streams these writes concern wake: the others keep waiting, instead of answering empty batches.
    for (const [wake, concerns] of [...this.waiters])
      if (published.some(concerns)) {
        this.waiters.delete(wake);
        wake();
      }
  }

  /** The sequence number of the latest committed write (0 before the first). */
  get latest(): number {
    return this.lastSeq;
  }

  /** The resume token naming the point just after event `seq`. */
  token(seq: number): Doc {
    return { _data: `${this.run}${seq.toString(16).padStart(16, '0')}` };
  }

  /** The sequence number a resume token names; fails when the log no longer reaches back to it. */
  resumePoint(token: unknown): number {
    const data = (token as { _data?: unknown } | null)?._data;
    if (typeof data !== 'string' || !/^[0-9a-f]{32}$/.test(data)) fail('BadValue', 'invalid resume token');
    const seq = Number.parseInt(data.slice(16), 16);
    const oldest = this.events[0]?.seq ?? this.lastSeq + 1;
    if (data.slice(0, 16) !== this.run || seq < oldest - 1 || seq > this.lastSeq)
      fail(
        'ChangeStreamHistoryLost',
        'Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
      );
    return seq;
  }

  /** The point just before the first event at or after `time` (startAtOperationTime). */
  pointAt(time: Timestamp): number {
    const first = this.events.find((event) => event.clusterTime.greaterThanOrEqual(time));
    if (first) {
      if (first === this.events[0] && first.seq > 1 && time.lessThan(first.clusterTime))
        fail(
          'ChangeStreamHistoryLost',
          'Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
        );
      return first.seq - 1;
    }
    return this.lastSeq;
  }

  /** Events after `seq`, oldest first. */
  after(seq: number): ChangeEvent[] {
    const first = this.events[0]?.seq;
    // Sequence numbers are consecutive, so where the events after `seq` start is a subtraction.
    return first === undefined ? [] : this.events.slice(Math.max(0, seq + 1 - first));
  }

  /** Resolves at the next commit of an event that `concerns` the caller, or after `ms`, or when `cancel` is called. */
  wait(ms: number, concerns: (event: ChangeEvent) => boolean): { done: Promise<void>; cancel: () => void } {
    let cancel = () => {};
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      const wake = () => finish();
      this.waiters.set(wake, concerns);
      cancel = () => {
        this.waiters.delete(wake);
        finish();
      };
    });
    return { done, cancel };
  }

  /** Wakes every waiting stream (the store is closing). */
  wakeAll(): void {
    const waiting = [...this.waiters.keys()];
    this.waiters.clear();
    for (const wake of waiting) wake();
  }
}
