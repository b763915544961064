/**
 * Server-side cursors: the rest of a result after its first batch, handed out by getMore in batches
 * that respect batchSize and the 16 MiB reply limit. Idle cursors are dropped after ten minutes, as
 * MongoDB does.
 */
import { randomBytes } from 'node:crypto';
import { Long } from 'bson';
import { cursorReply, MAX_BSON_OBJECT_SIZE } from './bson.js';
import type { ChangeStreamCursor } from './commands/changeStream.js';
import { fail } from './errors.js';

/** MongoDB's default number of documents in a find's first batch. */
export const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
/** Room left in a reply for the envelope around the batch. */
const BATCH_BYTES = MAX_BSON_OBJECT_SIZE - 64 * 1024;

interface OpenCursor {
  ns: string;
  docs: Buffer[];
  position: number;
  lastUsed: number;
}

/** Options of a command that opens a cursor. */
export interface BatchOptions {
  batchSize?: number;
  singleBatch?: boolean;
}

/** The registry of open cursors of one server. */
export class Cursors {
  private open = new Map<bigint, OpenCursor>();
  /** Change streams, which stay open until killed or idle for ten minutes. */
  private streams = new Map<bigint, ChangeStreamCursor>();

  /** The first-batch reply for a complete result; leaves a cursor open when documents remain. */
  first(ns: string, docs: Buffer[], options: BatchOptions = {}, defaultBatch = DEFAULT_FIRST_BATCH): Buffer {
    // batchSize 0 opens a cursor without returning documents yet (aggregate uses it).
    const size = options.batchSize === 0 ? 0 : batchSize(options.batchSize, defaultBatch);
    const count = fitBatch(docs, 0, size);
    let id = 0n;
    if (count < docs.length && !options.singleBatch) {
      id = this.newId();
      this.open.set(id, { ns, docs, position: count, lastUsed: Date.now() });
    }
    return cursorReply('firstBatch', docs.slice(0, count), Long.fromBigInt(id), ns);
  }

  /** The next batch of a cursor; the cursor closes when it is exhausted. */
  more(id: bigint, ns: string, requested?: number): Buffer {
    const cursor = this.open.get(id);
    if (!cursor) fail('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns)
      fail(
        'Unauthorized',
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    const count = fitBatch(cursor.docs, cursor.position, batchSize(requested, Number.MAX_SAFE_INTEGER));
    const batch = cursor.docs.slice(cursor.position, cursor.position + count);
    cursor.position += count;
    cursor.lastUsed = Date.now();
    const done = cursor.position >= cursor.docs.length;
    if (done) this.open.delete(id);
    return cursorReply('nextBatch', batch, Long.fromBigInt(done ? 0n : id), ns);
  }

  /** Registers a change stream; returns its cursor id. */
  openStream(cursor: ChangeStreamCursor): bigint {
    const id = this.newId();
    this.streams.set(id, cursor);
    return id;
  }

  /** The change stream with this id, if open. */
  stream(id: bigint): ChangeStreamCursor | undefined {
    return this.streams.get(id);
  }

  /** Closes cursors; returns which ids were open and which were not. */
  kill(ids: bigint[]): { killed: bigint[]; notFound: bigint[] } {
    const killed = ids.filter((id) => this.open.delete(id) || this.dropStream(id));
    return { killed, notFound: ids.filter((id) => !killed.includes(id)) };
  }

  /** Drops cursors idle for longer than MongoDB's ten-minute cursor timeout. */
  reapIdle(now = Date.now()): void {
    for (const [id, cursor] of this.open) if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(id);
    for (const [id, cursor] of this.streams)
      if (!cursor.cancelWait && now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.dropStream(id);
  }

  /** Drops every cursor, ending the change streams' waits. */
  clear(): void {
    this.open.clear();
    for (const id of [...this.streams.keys()]) this.dropStream(id);
  }

  private dropStream(id: bigint): boolean {
    const cursor = this.streams.get(id);
    if (!cursor) return false;
    this.streams.delete(id);
    cursor.cancelWait?.();
    return true;
  }

  private newId(): bigint {
    for (;;) {
      const id = randomBytes(8).readBigInt64LE() & 0x7fffffffffffffffn;
      if (id !== 0n && !this.open.has(id) && !this.streams.has(id)) return id;
    }
  }
}

function batchSize(requested: number | undefined, fallback: number): number {
  if (requested === undefined || requested === null) return fallback;
  if (!Number.isFinite(requested) || requested < 0) fail('BadValue', 'batchSize must be non-negative');
  return requested === 0 ? fallback : requested;
}

/** How many documents from `start` fit in a batch of at most `limit` documents and the reply size limit. */
function fitBatch(docs: Buffer[], start: number, limit: number): number {
  let bytes = 0;
  let count = 0;
  while (start + count < docs.length && count < limit) {
    bytes += docs[start + count]!.length + 16;
    if (bytes > BATCH_BYTES && count > 0) break;
    count++;
  }
  return count;
}

/** A cursor id from a command field (number, Long or bigint). */
export function cursorId(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if ((value as { _bsontype?: string } | null)?._bsontype === 'Long') return (value as Long).toBigInt();
  fail('TypeMismatch', 'cursor id must be a 64-bit integer');
}
