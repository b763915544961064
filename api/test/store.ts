import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { forgetActivityCatalog } from '../src/commands/activityCatalog.js';
import { connectMongoose } from '../src/db.js';
import { startEmbeddedMongo, type EmbeddedMongo, type Logger } from '../src/embedded-mongo/index.js';

/**
 * One embedded store per test process, started on first use and kept until the process exits (its temp
 * folder removed then); each test file works in a database of its own on it. Test files of one process
 * run one after another, so what the store logs goes to the listeners of the file running now.
 */
interface SharedStore {
  store: Promise<EmbeddedMongo>;
  listeners: Set<Partial<Logger>>;
}

// Kept on the global object: one store per process, however many times this module is evaluated.
const KEY = Symbol.for('api.test.sharedStore');
const holder = globalThis as { [KEY]?: SharedStore };

function shared(): SharedStore {
  if (holder[KEY]) return holder[KEY];
  const listeners = new Set<Partial<Logger>>();
  const tell = (level: keyof Logger) => (message: string) => {
    for (const listener of listeners) listener[level]?.(message);
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-store-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', remove);
  // The test runner ends its workers with SIGTERM: remove the folder, then end as the signal would.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      remove();
      process.kill(process.pid, signal);
    });
  const store = startEmbeddedMongo({
    dir,
    // TCP as well as the Unix socket: the wire-level tests speak to a port.
    port: 0,
    synchronous: 'normal',
    logger: { info: tell('info'), warn: tell('warn'), error: tell('error') },
  });
  holder[KEY] = { store, listeners };
  return holder[KEY];
}

/** The store of this test process (started now if it is not running yet). Never close it. */
export function sharedStore(): Promise<EmbeddedMongo> {
  return shared().store;
}

/** Sends what the shared store logs to `logger` too, until the returned function is called. */
export function listenToStore(logger: Partial<Logger>): () => void {
  const { listeners } = shared();
  listeners.add(logger);
  return () => {
    listeners.delete(logger);
  };
}

/** A database name no other test file of any process uses. */
export function uniqueDbName(): string {
  return `t_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** A fresh database on the shared store with mongoose's default connection on it. */
export interface TestDatabase {
  store: EmbeddedMongo;
  dbName: string;
  /** The connection string mongoose uses, database included. */
  uri: string;
  /** Drops the database and disconnects mongoose; the store keeps running. */
  close(): Promise<void>;
}

/**
 * Connects mongoose to a database of its own on the shared store, as the app connects (connectMongoose:
 * through the Unix socket, every model's collection and indexes built). One at a time per process:
 * mongoose has one default connection.
 */
export async function openTestDatabase(options: { log?: Partial<Logger> } = {}): Promise<TestDatabase> {
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.disconnected)
    throw new Error('mongoose is still connected: a test file before this one did not close its test server or store');
  const store = await sharedStore();
  const dbName = uniqueDbName();
  const uri = `${store.socketUri ?? store.uri}/${dbName}`;
  const unlisten = options.log ? listenToStore(options.log) : () => {};
  try {
    await connectMongoose(uri);
  } catch (error) {
    unlisten();
    await mongoose.disconnect();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    store,
    dbName,
    uri,
    close() {
      closing ??= (async () => {
        try {
          // Also makes each model build its collection and indexes again on the next connect.
          await mongoose.connection.dropDatabase();
        } finally {
          await mongoose.disconnect();
          unlisten();
          // The library kept in this process belongs to the dropped database.
          forgetActivityCatalog();
        }
      })();
      return closing;
    },
  };
}
