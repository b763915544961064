/** Name of the app's one IndexedDB database (kept apart so the service worker can name it without loading dexie). */
export const DATABASE_NAME = 'ef-coaching';

/** The object store of queued saves, as dexie lays out the `outbox` table. */
export const OUTBOX_STORE = 'outbox';

/** The object store of drafts, as dexie lays out the `drafts` table (keyed by [userId, key]). */
export const DRAFTS_STORE = 'drafts';
