import {
  BASE_VERSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  QUEUED_BY_HEADER,
  QUEUED_SAVE_NOT_YOURS,
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
export class StillBeingMade extends TypeError {
  override readonly name = 'StillBeingMade';
}

/** A queued save the API refused because someone else is signed in now: it waits, untouched, for its maker. */
export class NotTheirSession extends Error {
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
export async function sendQueuedSave(row: OutboxRow): Promise<string | null> {
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

/** The record a queued save changes: the one it names, or the one at its address. */
export const recordOf = (row: OutboxRow): string => `${row.userId} ${row.record ?? row.url}`;

/**
 * After a save of a whole record went in (one that named the version it replaced, or that the student kept over
 * another change), the later saves to the same record queued on this device replace the version it made: they were
 * made over this device's own change. Not after one that merges into the record (a reassessment): a later whole
 * save would overwrite what it merged, so it is asked about. Updates `rows` (in memory) and returns those changed,
 * for the caller to store.
 */
export function rebaseFollowing(rows: readonly OutboxRow[], sent: OutboxRow, version: string | null): OutboxRow[] {
  if (!version || (sent.baseVersion === undefined && !sent.kept)) return [];
  const following = rows.filter(
    (row) => row.id! > sent.id! && recordOf(row) === recordOf(sent) && row.baseVersion !== undefined,
  );
  for (const row of following) row.baseVersion = version;
  return following;
}
