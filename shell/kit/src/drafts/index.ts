/** "@app/kit/drafts": the app's one IndexedDB database: form drafts, the outbox of offline saves, sync status. */
export { AppDatabase, db, DATABASE_NAME, type DraftRow, type OutboxRow } from './database';
export { saveDraft, loadDraft, deleteDraft } from './drafts';
export {
  enqueue,
  flushOutbox,
  listOutbox,
  discardQueuedSave,
  startOutboxSync,
  clearUserData,
  refreshSyncStatus,
  type QueuedSave,
  type FlushResult,
} from './outbox';
export { OUTBOX_SYNC_TAG, OUTBOX_REPLAYED_MESSAGE, requestBackgroundSync } from './background-sync';
export { replayOutbox, type ReplayResult } from './replay';
export { withOutboxLock, sendQueuedSave } from './send';
export { useSyncStatus, SYNC_PHASE_LABELS, type SyncPhase, type SyncStatus } from './sync-status';
export { SyncStatusBadge } from './sync-status-badge';
