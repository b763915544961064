import {
  BASE_VERSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
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

/** A queued save the API refused because someone else is signed in now: it waits, untouched, for its maker. */
export class NotTheirSession extends Error {
  override readonly name = 'NotTheirSession';
}

/**
 * Sends one queued save with the session cookie, naming who made it (the API refuses it under anyone else's
 * session: NotTheirSession), the save itself (the API makes it once, however often it is sent) and the version of
 * the record it replaces (the API refuses it, 412, when that record changed since). A fetch TypeError means the server could not be reached; any other non-OK reply is
 * thrown as an ApiError like the request helper does. Resolves to the saved record's new version (its updatedAt)
 * when the reply names one.
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
  throw res.status === 409 && error.serverMessage === QUEUED_SAVE_NOT_YOURS
    ? new NotTheirSession(error.message)
    : error;
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

/**
 * After a save went in, the later saves to the same record queued on this device replace the version it made, not
 * the one it replaced: they were made over this device's own change. Updates `rows` (in memory) and returns those
 * changed, for the caller to store.
 */
export function rebaseFollowing(rows: readonly OutboxRow[], sent: OutboxRow, version: string | null): OutboxRow[] {
  if (!version || sent.baseVersion === undefined) return [];
  const following = rows.filter(
    (row) => row.id! > sent.id! && row.userId === sent.userId && row.url === sent.url && row.baseVersion !== undefined,
  );
  for (const row of following) row.baseVersion = version;
  return following;
}
