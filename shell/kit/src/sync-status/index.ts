/**
 * "@app/kit/sync-status": where the student's saves stand, and the badge that says so. Apart from the offline
 * database ("@app/kit/drafts", which updates it), so that a page can show it without loading the database.
 */
export { useSyncStatus, SYNC_PHASE_LABELS, type SyncPhase, type SyncStatus } from './sync-status';
export { SyncStatusBadge } from './sync-status-badge';
