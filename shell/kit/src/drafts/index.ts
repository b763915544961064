/** "@app/kit/drafts": the app's one IndexedDB database: form drafts and the outbox of offline saves. */
export { AppDatabase, db, DATABASE_NAME, type DraftRow, type OutboxRow } from './database';
export { saveDraft, loadDraft, deleteDraft } from './drafts';
export {
  enqueue,
  flushOutbox,
  listOutbox,
  discardQueuedSave,
  keepQueuedSave,
  startOutboxSync,
  clearUserData,
  refreshSyncStatus,
  type QueuedSave,
  type FlushResult,
} from './outbox';
export { OUTBOX_SYNC_TAG, OUTBOX_REPLAYED_MESSAGE, requestBackgroundSync } from './background-sync';
export { replayOutbox, type ReplayResult } from './replay';
export { withOutboxLock } from './send';
