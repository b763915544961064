import { isApiError } from '../api/api-error';
import { OUTBOX_REPLAYED_MESSAGE, requestBackgroundSync } from './background-sync';
import { db, type OutboxRow } from './database';
import { newIdempotencyKey } from '../api/idempotency-key';
import { type OutboxWrites, messageOf, sendInOrder, withOutboxLock } from './send';
import { useSyncStatus } from '../sync-status/sync-status';

/** A save to queue: the request, and optionally the draft change made together with it. */
export interface QueuedSave {
  userId: string;
  method: OutboxRow['method'];
  url: string;
  body: unknown;
  /** The draft to store (value) or forget (value undefined) in the same transaction. */
  draft?: { key: string; value?: unknown };
  /** The key the save was first sent with, if it was (its reply may have been lost, not the save). */
  idempotencyKey?: string;
  /** The version (updatedAt) of the record the save replaces: refused if it changed meanwhile (on another device). */
  baseVersion?: string;
  /** The record the save changes, when saves to other addresses change it too (default: its address). */
  record?: string;
}

/** Counts a user's waiting saves and publishes the phase (unless a flush is running). */
export async function refreshSyncStatus(userId: string): Promise<number> {
  const pending = await db.outbox.where('userId').equals(userId).count();
  const status = useSyncStatus.getState();
  if (status.phase !== 'syncing') {
    status.set({ pending, phase: pending === 0 ? 'saved' : status.phase === 'error' ? 'error' : 'pending' });
  } else {
    status.set({ pending });
  }
  return pending;
}

/**
 * Queues a save: the draft change and the outbox row are written in one transaction, so a crash
 * never leaves one without the other. Then tries to send at once when the browser is online.
 */
export async function enqueue(save: QueuedSave): Promise<number> {
  const id = await db.transaction('rw', db.drafts, db.outbox, async () => {
    const now = Date.now();
    const { draft } = save;
    let kept: OutboxRow['draft'];
    if (draft && draft.value === undefined) await db.drafts.delete([save.userId, draft.key]);
    else if (draft) {
      kept = { key: draft.key, updatedAt: now };
      await db.drafts.put({ userId: save.userId, key: draft.key, value: draft.value, updatedAt: now });
    }
    return db.outbox.add({
      userId: save.userId,
      method: save.method,
      url: save.url,
      body: save.body,
      createdAt: now,
      attempts: 0,
      lastError: null,
      draft: kept,
      idempotencyKey: save.idempotencyKey ?? newIdempotencyKey(),
      ...(save.baseVersion ? { baseVersion: save.baseVersion } : {}),
      ...(save.record ? { record: save.record } : {}),
    });
  });
  await refreshSyncStatus(save.userId);
  requestBackgroundSync();
  if (typeof navigator === 'undefined' || navigator.onLine) void flushOutbox(save.userId);
  return id;
}

/** How long a save whose first send is still being made waits before it is sent again. */
export const STILL_BEING_MADE_RETRY_MS = 5000;

/** The outcome of one flush. */
export interface FlushResult {
  sent: OutboxRow[];
  /** The saves the server refused (kept, with the later saves to their records). */
  refused: OutboxRow[];
  remaining: number;
  error: string | null;
}

const running = new Map<string, Promise<FlushResult>>();
/** A flush due again for a save still being made; any flush of the user's outbox replaces it. */
const retries = new Map<string, ReturnType<typeof setTimeout>>();

/** Why the server refused a save, in its own words when it gave some. */
const reason = (error: unknown) => (isApiError(error) ? (error.serverMessage ?? error.text) : messageOf(error));

/** Removes the draft written with a queued save, unless the student changed it since (inside a transaction). */
async function forgetDraftOf(row: OutboxRow): Promise<void> {
  if (!row.draft) return;
  const draftId: [string, string] = [row.userId, row.draft.key];
  if ((await db.drafts.get(draftId))?.updatedAt === row.draft.updatedAt) await db.drafts.delete(draftId);
}

/**
 * Removes a save the server accepted, and in the same step the draft written with it, unless the student changed
 * that draft since: clearing it does not wait for the page to read the saved copy back. Later saves to the same
 * record are stored with the version it made (`rebased`).
 */
async function removeSent(row: OutboxRow, rebased: readonly OutboxRow[]): Promise<void> {
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    await db.outbox.delete(row.id!);
    for (const later of rebased) await db.outbox.update(later.id!, { baseVersion: later.baseVersion });
    await forgetDraftOf(row);
  });
}

/** The page's writes of a pass: through dexie. */
const pageWrites: OutboxWrites = {
  async noteFailure(row, lastError) {
    await db.outbox.update(row.id!, { attempts: row.attempts + 1, lastError });
  },
  removeSent,
};

async function flush(userId: string): Promise<FlushResult> {
  clearTimeout(retries.get(userId));
  const status = useSyncStatus.getState();
  const rows = await db.outbox.where('userId').equals(userId).sortBy('id');
  if (rows.length === 0) {
    status.set({ phase: 'saved', pending: 0, lastError: null });
    return { sent: [], refused: [], remaining: 0, error: null };
  }
  status.set({ phase: 'syncing', pending: rows.length });
  let left = rows.length;
  const pass = await sendInOrder(rows, pageWrites, () => status.set({ pending: (left -= 1) }));
  const { sent } = pass;
  const refused = pass.refused.map(({ row }) => row);
  const remaining = rows.length - sent.length;
  // Someone else signed in on this device since (this page still shows the saves' maker), or the server could not be
  // reached: everything left waits.
  if (pass.waiting.size > 0 || pass.unreachable) {
    status.set({ phase: 'pending', pending: remaining, lastError: null });
    return { sent, refused, remaining, error: pass.unreachable };
  }
  if (pass.stillBeingMade) {
    const again = () => void flushOutbox(userId);
    retries.set(userId, setTimeout(again, STILL_BEING_MADE_RETRY_MS));
  }
  const first = pass.refused[0];
  status.set({
    phase: first ? 'error' : remaining > 0 ? 'pending' : 'saved',
    pending: remaining,
    lastError: first ? reason(first.error) : null,
    changedElsewhere: first ? isApiError(first.error) && first.error.status === 412 : false,
    refusedId: first?.row.id ?? null,
  });
  return { sent, refused, remaining, error: first ? messageOf(first.error) : null };
}

/**
 * Sends a user's queued saves in the order they were made. A network failure leaves them queued
 * (phase `pending`). A save the server refuses is kept with its error (phase `error`, the server's reason shown),
 * and so are later saves to the same record; the others are sent.
 * Concurrent calls for the same user share one run; other tabs and the service worker wait for the outbox lock.
 */
export function flushOutbox(userId: string): Promise<FlushResult> {
  let run = running.get(userId);
  if (!run) {
    run = withOutboxLock(() => flush(userId)).finally(() => running.delete(userId));
    running.set(userId, run);
  }
  return run;
}

/** The saves still waiting for a user, oldest first. */
export function listOutbox(userId: string): Promise<OutboxRow[]> {
  return db.outbox.where('userId').equals(userId).sortBy('id');
}

/**
 * Drops one queued save (the student chose to discard it after an error), with the draft written with it unless the
 * student changed that draft since; resolves to the save dropped, so the page can show the form without it.
 */
export async function discardQueuedSave(userId: string, id: number): Promise<OutboxRow | undefined> {
  const dropped = await withOutboxLock(() =>
    db.transaction('rw', db.drafts, db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row) return undefined;
      await db.outbox.delete(id);
      await forgetDraftOf(row);
      return row;
    }),
  );
  useSyncStatus.getState().set({ lastError: null, phase: 'pending', changedElsewhere: false, refusedId: null });
  await refreshSyncStatus(userId);
  return dropped;
}

/**
 * Keeps one queued save over the version stored since it was made (the student chose this device's change): it no
 * longer names the version it replaces, so it goes in over whatever is stored, and the outbox is sent again.
 */
export async function keepQueuedSave(userId: string, id: number): Promise<FlushResult> {
  await withOutboxLock(() => db.outbox.update(id, { baseVersion: undefined, kept: true }));
  useSyncStatus.getState().set({ lastError: null, phase: 'pending', changedElsewhere: false, refusedId: null });
  return flushOutbox(userId);
}

/**
 * Starts syncing a user's outbox: flushes now, whenever the browser comes back online, and after the service
 * worker sent saves by Background Sync (its message carries them). Returns a function that stops listening.
 */
export function startOutboxSync(userId: string, onSent?: (rows: OutboxRow[]) => void): () => void {
  const run = () => {
    void flushOutbox(userId).then((result) => {
      if (result.sent.length > 0) onSent?.(result.sent);
    });
  };
  const onWorkerMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; sent?: OutboxRow[] } | null;
    if (data?.type !== OUTBOX_REPLAYED_MESSAGE) return;
    const mine = (data.sent ?? []).filter((row) => row.userId === userId);
    if (mine.length > 0) onSent?.(mine);
    run();
  };
  const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  run();
  window.addEventListener('online', run);
  worker?.addEventListener('message', onWorkerMessage);
  return () => {
    window.removeEventListener('online', run);
    worker?.removeEventListener('message', onWorkerMessage);
  };
}

/** Removes everything a user left on this device (drafts and queued saves); used at log-out. */
export async function clearUserData(userId: string): Promise<void> {
  // Under the outbox lock: a sync running meanwhile cannot write back a save just removed.
  await withOutboxLock(() =>
    db.transaction('rw', db.drafts, db.outbox, async () => {
      await db.drafts.where('userId').equals(userId).delete();
      await db.outbox.where('userId').equals(userId).delete();
    }),
  );
  const status = useSyncStatus.getState();
  status.set({ phase: 'saved', pending: 0, lastError: null, changedElsewhere: false, refusedId: null });
}
