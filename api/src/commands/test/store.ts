import { openTestDatabase } from '../../../test/store.js';

/** A fresh database with mongoose connected to it, for command tests that need no HTTP. */
export interface TestStore {
  close(): Promise<void>;
}

/**
 * Connects mongoose's default connection to a fresh database on the shared embedded store, with every
 * model's indexes built (unique keys matter to the commands under test).
 */
export function openTestStore(): Promise<TestStore> {
  return openTestDatabase();
}
