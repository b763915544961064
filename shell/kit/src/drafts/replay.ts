import type { DraftRow, OutboxRow } from './database';
import { DATABASE_NAME, DRAFTS_STORE, OUTBOX_STORE } from './names';
import { sendInOrder, withOutboxLock } from './send';

// The service worker's side of the outbox. It reads the database with plain IndexedDB rather than dexie, which
// would more than double the worker's size; the layout it reads (one object store per table) is dexie's own.

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Opens the app's database at its current version, or null when it does not exist (nothing was ever queued). */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE_NAME);
    // No database yet: do not create an empty one under dexie's feet.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

/** Resolves once a transaction has committed; rejects when it fails or is aborted. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });
}

function store(database: IDBDatabase, mode: IDBTransactionMode): IDBObjectStore {
  return database.transaction(OUTBOX_STORE, mode).objectStore(OUTBOX_STORE);
}

/** Changes some fields of a queued save still in the outbox (one removed meanwhile stays removed). */
function patchRow(outbox: IDBObjectStore, id: number, patch: Partial<OutboxRow>): void {
  const read = outbox.get(id) as IDBRequest<OutboxRow | undefined>;
  read.onsuccess = () => {
    if (read.result) outbox.put({ ...read.result, ...patch });
  };
}

/**
 * Removes a sent save and, in the same transaction, the draft written with it unless it was changed since; stores
 * the later saves to the same record with the version it made (`rebased`).
 */
function removeSent(database: IDBDatabase, row: OutboxRow, rebased: readonly OutboxRow[]): Promise<void> {
  const transaction = database.transaction([OUTBOX_STORE, DRAFTS_STORE], 'readwrite');
  const outbox = transaction.objectStore(OUTBOX_STORE);
  outbox.delete(row.id!);
  for (const { id, baseVersion } of rebased) patchRow(outbox, id!, { baseVersion });
  if (row.draft) {
    const { key, updatedAt } = row.draft;
    const drafts = transaction.objectStore(DRAFTS_STORE);
    const draftId = [row.userId, key];
    const read = drafts.get(draftId) as IDBRequest<DraftRow | undefined>;
    read.onsuccess = () => {
      if (read.result?.updatedAt === updatedAt) drafts.delete(draftId);
    };
  }
  return committed(transaction);
}

/** The outcome of a replay by the service worker. */
export interface ReplayResult {
  sent: OutboxRow[];
  /** Users with a save the server refused (kept with its error for the page to show, and later ones to its record). */
  refused: string[];
  /** Users whose queue waits for them to sign in again (someone else is signed in now). */
  waiting: string[];
  /** Some save's first send is still being made: the sync is to run again later. */
  stillBeingMade: boolean;
}

/**
 * Sends every user's queued saves in order, from the service worker, under the same lock as the pages. A refused
 * save is kept with its error, and so are that user's later saves to its record; a user who is not the one signed
 * in keeps their queue as it is; an unreachable server rejects, so the browser retries the sync later.
 */
export function replayOutbox(): Promise<ReplayResult> {
  return withOutboxLock(async () => {
    const database = await openExisting();
    if (!database) return { sent: [], refused: [], waiting: [], stillBeingMade: false };
    try {
      const queued = database.objectStoreNames.contains(OUTBOX_STORE);
      const rows = queued ? ((await settle(store(database, 'readonly').getAll())) as OutboxRow[]) : [];
      const pass = await sendInOrder(rows, {
        noteFailure(row, lastError) {
          const outbox = store(database, 'readwrite');
          patchRow(outbox, row.id!, { attempts: row.attempts + 1, lastError });
          return committed(outbox.transaction);
        },
        removeSent: (row, rebased) => removeSent(database, row, rebased),
      });
      if (pass.unreachable) throw new TypeError(pass.unreachable);
      const refused = new Set(pass.refused.map(({ row }) => row.userId));
      return {
        sent: pass.sent,
        refused: [...refused],
        waiting: [...pass.waiting],
        stillBeingMade: pass.stillBeingMade,
      };
    } finally {
      database.close();
    }
  });
}
