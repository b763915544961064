import { IDEMPOTENCY_KEY_HEADER, savedRecord } from '@app/api/contract';
import { apiRequest, newIdempotencyKey } from '@app/kit/api';
import type { OutboxRow } from '@app/kit/drafts';
import { enqueue, flushOutbox, listOutbox } from '../drafts/offline-database';
import { isOffline } from './connection';

/**
 * What became of a save: accepted by the server (with its reply), or kept on this device to send later: when the
 * connection returns, or (`held`) once an earlier save to the same address that the server refused is retried or
 * discarded.
 */
export type SaveOutcome<T> = { kind: 'sent'; data: T } | { kind: 'queued'; held: boolean };

/** A save the student made, and what to keep on the device if it has to wait. */
export interface SaveRequest {
  userId: string;
  method: OutboxRow['method'];
  url: string;
  body: unknown;
  /** The method to use when queued, if it differs (a queued first save must not fail if another device saved first). */
  queuedMethod?: OutboxRow['method'];
  /**
   * The version (updatedAt) of the saved record the change replaces, when there is one: queued, the save is refused
   * if that record changes meanwhile (on another device), and the student chooses which change to keep.
   */
  baseVersion?: string;
  /** The record the save changes, when saves to other addresses change it too (a plan and its reassessment). */
  record?: string;
  /**
   * The form's draft: kept (value) or forgotten (undefined) in the same transaction as the queued save; none for
   * a form that keeps no draft.
   */
  draft?: { key: string; value?: unknown };
}

/** What still waits on this device for a record after sending what can be sent: nothing, saves, or a refused one. */
async function waitingFor(userId: string, record: string): Promise<'nothing' | 'saves' | 'refused'> {
  const sameRecord = (row: OutboxRow) => savedRecord(row) === record;
  if (!(await listOutbox(userId)).some(sameRecord)) return 'nothing';
  const { refused } = await flushOutbox(userId);
  if (refused.some(sameRecord)) return 'refused';
  return (await listOutbox(userId)).some(sameRecord) ? 'saves' : 'nothing';
}

/**
 * Sends a save now when online; when offline, when an older save to the same record is still waiting, or when the
 * request cannot reach the server (fetch's TypeError), queues it in the outbox together with the draft change, to be
 * sent in order when the connection returns (the outbox also asks for Background Sync). A refusal by the server
 * (4xx/5xx) is thrown as usual, so the page can show its error. One key names the save however it is sent, so a
 * save whose reply was lost, then queued, is not made twice.
 */
export async function saveOrQueue<T>(request: SaveRequest): Promise<SaveOutcome<T>> {
  const idempotencyKey = newIdempotencyKey();
  // A new save never overtakes an older one to the same record: an older version would land last.
  const waiting = isOffline() ? 'saves' : await waitingFor(request.userId, savedRecord(request));
  if (waiting === 'nothing') {
    try {
      const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
      const res = await apiRequest(request.method, request.url, request.body, headers);
      return { kind: 'sent', data: (await res.json()) as T };
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
  }
  await enqueue({
    userId: request.userId,
    method: request.queuedMethod ?? request.method,
    url: request.url,
    body: request.body,
    draft: request.draft,
    idempotencyKey,
    baseVersion: request.baseVersion,
    record: request.record,
  });
  return { kind: 'queued', held: waiting === 'refused' };
}
