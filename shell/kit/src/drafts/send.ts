import { IDEMPOTENCY_KEY_HEADER, QUEUED_BY_HEADER, QUEUED_SAVE_NOT_YOURS } from '@app/api/contract/queuedSave';
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
 * session: NotTheirSession) and the save itself (the API makes it once, however often it is sent). A fetch TypeError means the server could not be reached; any other non-OK reply is
 * thrown as an ApiError like the request helper does.
 */
export async function sendQueuedSave(row: OutboxRow): Promise<void> {
  const res = await fetch(row.url, {
    method: row.method,
    headers: {
      [QUEUED_BY_HEADER]: row.userId,
      ...(row.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: row.idempotencyKey } : {}),
      ...(row.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: row.body === undefined ? undefined : JSON.stringify(row.body),
    credentials: 'include',
  });
  if (res.ok) return;
  const error = await ApiError.of(res);
  throw res.status === 409 && error.serverMessage === QUEUED_SAVE_NOT_YOURS
    ? new NotTheirSession(error.message)
    : error;
}
