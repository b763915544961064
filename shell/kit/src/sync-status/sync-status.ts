import { create } from 'zustand';

/**
 * Where the student's saves stand: `saved` (the server has everything), `pending` (saved on this device,
 * will sync), `syncing` (sending now), `error` (the server refused or failed; kept on this device).
 */
export type SyncPhase = 'saved' | 'pending' | 'syncing' | 'error';

/** The sync status shown by the one status badge. */
export interface SyncStatus {
  phase: SyncPhase;
  /** Saves waiting in the outbox. */
  pending: number;
  /** Why the server refused the last save (its own message when it gave one), for the error phase. */
  lastError: string | null;
  /** The refused save replaces a record changed since on another device: it can be kept over that change. */
  changedElsewhere: boolean;
  /** The outbox row of the refused save that the error phase is about. */
  refusedId: number | null;
  set: (patch: Partial<Omit<SyncStatus, 'set'>>) => void;
}

/** The one store of the outbox's state. */
export const useSyncStatus = create<SyncStatus>()((set) => ({
  phase: 'saved',
  pending: 0,
  lastError: null,
  changedElsewhere: false,
  refusedId: null,
  set: (patch) => set(patch),
}));

/** Words for each phase, used by the status badge. */
export const SYNC_PHASE_LABELS: Record<SyncPhase, string> = {
  saved: 'All changes saved',
  pending: 'Saved on this device, will sync',
  syncing: 'Syncing...',
  error: 'Sync failed',
};
