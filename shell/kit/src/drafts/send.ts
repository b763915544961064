import {
  BASE_VERSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  QUEUED_BY_HEADER,
  QUEUED_SAVE_NOT_YOURS,
  savedRecord,
  versionTag,
} from '@app/api/contract/queuedSave';
import { ApiError } from '../api/api-error';
import type { OutboxRow } from './database';

/** Name of the lock that lets only one sender (a page or the service worker) work through the outbox at a time. */
export const OUTBOX_LOCK = 'ef-coaching-outbox';

/**
 * Runs outbox work under a Web Lock shared by every tab and the service worker, so a queued save is never
 * sent twice (a page coming back online and a Background Sync at the same moment). Without Web Locks it just runs.
 */
export function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(OUTBOX_LOCK, work) as Promise<T>) : work();
}

/**
 * The server is still making this save from an earlier send whose reply was lost: like a failed connection, the
 * save waits and is sent again later (fetch's TypeError is how senders tell those apart from refusals).
 */
class StillBeingMade extends TypeError {
  override readonly name = 'StillBeingMade';
}

/** A queued save the API refused because someone else is signed in now: it waits, untouched, for its maker. */
class NotTheirSession extends Error {
  override readonly name = 'NotTheirSession';
}

/**
 * Sends one queued save with the session cookie, naming who made it (the API refuses it under anyone else's
 * session: NotTheirSession), the save itself (the API makes it once, however often it is sent) and the version of
 * the record it replaces (the API refuses it, 412, when that record changed since). A fetch TypeError means the
 * server could not be reached (StillBeingMade, a TypeError too, that it is still making the save); any other non-OK
 * reply is thrown as an ApiError like the request helper does. Resolves to the saved record's new version (its
 * updatedAt) when the reply names one.
 */
async function sendQueuedSave(row: OutboxRow): Promise<string | null> {
  const res = await fetch(row.url, {
    method: row.method,
    headers: {
      [QUEUED_BY_HEADER]: row.userId,
      ...(row.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: row.idempotencyKey } : {}),
      ...(row.baseVersion ? { [BASE_VERSION_HEADER]: versionTag(row.baseVersion) } : {}),
      ...(row.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: row.body === undefined ? undefined : JSON.stringify(row.body),
    credentials: 'include',
  });
  if (res.ok) return versionOf(await res.text());
  const error = await ApiError.of(res);
  if (res.status === 409 && error.serverMessage === QUEUED_SAVE_NOT_YOURS) throw new NotTheirSession(error.message);
  if (res.status === 409 && error.serverMessage === IDEMPOTENCY_MESSAGES.inProgress) {
    throw new StillBeingMade(error.message);
  }
  throw error;
}

/** The updatedAt of the record a reply holds, if it holds one. */
function versionOf(text: string): string | null {
  try {
    const reply = JSON.parse(text) as { updatedAt?: unknown } | null;
    return typeof reply?.updatedAt === 'string' ? reply.updatedAt : null;
  } catch {
    return null;
  }
}

/** The record a queued save changes, and whose: saves to it wait behind one refused or still being made. */
const recordOf = (row: OutboxRow): string => `${row.userId} ${savedRecord(row)}`;

/** An error's message, for a save's row and the sync status. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * After a save of a whole record went in (one that named the version it replaced, or that the student kept over
 * another change), the later saves to the same record queued on this device replace the version it made: they were
 * made over this device's own change. Not after one that merges into the record (a reassessment): a later whole
 * save would overwrite what it merged, so it is asked about. Updates `rows` (in memory) and returns those changed,
 * for the caller to store.
 */
function rebaseFollowing(rows: readonly OutboxRow[], sent: OutboxRow, version: string | null): OutboxRow[] {
  if (!version || (sent.baseVersion === undefined && !sent.kept)) return [];
  const following = rows.filter(
    (row) => row.id! > sent.id! && recordOf(row) === recordOf(sent) && row.baseVersion !== undefined,
  );
  for (const row of following) row.baseVersion = version;
  return following;
}

/** Where a sender keeps what each send did: the page's dexie tables, or the service worker's plain IndexedDB. */
export interface OutboxWrites {
  /** Notes a failed send on its row. */
  noteFailure(row: OutboxRow, message: string): Promise<void>;
  /** Removes a sent save (with its draft) and stores the later saves to its record with the version it made. */
  removeSent(row: OutboxRow, rebased: readonly OutboxRow[]): Promise<void>;
}

/** What one pass through the outbox did. */
export interface SendPass {
  sent: OutboxRow[];
  /** The saves the server refused, oldest first, with why (kept, and so are the later saves to their records). */
  refused: Array<{ row: OutboxRow; error: unknown }>;
  /** Users whose saves wait for them to sign in again (someone else is signed in now). */
  waiting: Set<string>;
  /** Some save's first send is still being made: the outbox is to be sent again later. */
  stillBeingMade: boolean;
  /** Why the server could not be reached: the pass stopped there, and what is left waits for the connection. */
  unreachable: string | null;
}

/**
 * Sends queued saves in the order they were made. Later saves to a record wait behind one refused or still being
 * made, so an older version never lands last; the saves of a user who is not the one signed in wait for them; an
 * unreachable server ends the pass. `onSent` hears of each save as it goes in.
 */
export async function sendInOrder(
  rows: OutboxRow[],
  writes: OutboxWrites,
  onSent?: (row: OutboxRow) => void,
): Promise<SendPass> {
  const pass: SendPass = { sent: [], refused: [], waiting: new Set(), stillBeingMade: false, unreachable: null };
  const held = new Set<string>();
  for (const row of rows) {
    if (pass.waiting.has(row.userId) || held.has(recordOf(row))) continue;
    let version: string | null;
    try {
      version = await sendQueuedSave(row);
    } catch (error) {
      if (error instanceof NotTheirSession) {
        pass.waiting.add(row.userId);
        continue;
      }
      held.add(recordOf(row));
      if (error instanceof StillBeingMade) {
        pass.stillBeingMade = true;
        continue;
      }
      const message = messageOf(error);
      await writes.noteFailure(row, message);
      if (error instanceof TypeError) {
        pass.unreachable = message;
        break;
      }
      pass.refused.push({ row, error });
      continue;
    }
    await writes.removeSent(row, rebaseFollowing(rows, row, version));
    pass.sent.push(row);
    onSent?.(row);
  }
  return pass;
}
