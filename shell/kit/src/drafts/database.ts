import Dexie, { type Table } from 'dexie';
import { DATABASE_NAME } from './names';

export { DATABASE_NAME };

/** A form's unsaved content, kept per user and per form key (e.g. "orientation", "plan:new"). */
export interface DraftRow {
  userId: string;
  key: string;
  value: unknown;
  updatedAt: number;
}

/** A save made on this device and not yet accepted by the server; sent in id order. */
export interface OutboxRow {
  id?: number;
  userId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body: unknown;
  createdAt: number;
  attempts: number;
  lastError: string | null;
  /** The draft written with this save: forgotten once the server has the save, unless it was changed since. */
  draft?: { key: string; updatedAt: number };
  /** Names this save to the API (Idempotency-Key), so that it is made once however often it is sent. */
  idempotencyKey?: string;
  /** The version (updatedAt) of the record this save replaces, as it was when made; none to replace any version. */
  baseVersion?: string;
  /** The record the save changes, when saves to other addresses change it too (a plan and its reassessment). */
  record?: string;
  /** The student chose to keep this save over a change made elsewhere: it goes in over whatever is stored. */
  kept?: true;
}

/**
 * The app's one IndexedDB database. Only the kit opens it, and the kit is a module-federation
 * singleton, so no two remotes can open it at different versions.
 */
export class AppDatabase extends Dexie {
  drafts!: Table<DraftRow, [string, string]>;
  outbox!: Table<OutboxRow, number>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      drafts: '[userId+key], userId',
      outbox: '++id, userId',
    });
  }
}

/** The shared database instance (opened lazily on first use). */
export const db = new AppDatabase();
