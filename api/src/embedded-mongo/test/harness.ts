/**
 * Where the conformance suite runs: a database of its own (dropped afterwards) on the embedded store
 * shared by the test process, or on a fresh one in a temporary directory when a suite needs store
 * options, or, when MONGODB_TEST_URI is set, on a real MongoDB so the same assertions check parity.
 * Embedded-only suites use `describeEmbedded`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe } from 'vitest';
import { type EmbeddedMongo, type EmbeddedMongoOptions, startEmbeddedMongo } from '../index.js';
import type { Logger } from '../logger.js';
import { listenToStore, sharedStore, uniqueDbName } from '../../../test/store.js';

/** The real MongoDB to check parity against, if any. */
export const parityUri = process.env.MONGODB_TEST_URI;

/** `describe` for tests that only make sense on the embedded store (restart, crash, fuzz). */
export const describeEmbedded = parityUri ? describe.skip : describe;

/** A logger that keeps messages for assertions instead of printing them. */
export function memoryLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    info: (m) => messages.push(`info ${m}`),
    warn: (m) => messages.push(`warn ${m}`),
    error: (m) => messages.push(`error ${m}`),
  };
}

/** A fresh temporary directory, removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Cleanups for the tests of one file, run after each test, last registered first; `temp()` gives a
 * fresh directory removed by them.
 */
export function cleanupAfterEach(): { defer(cleanup: () => Promise<void> | void): void; temp(): string } {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    defer: (cleanup) => cleanups.push(cleanup),
    temp: () => {
      const t = tempDir();
      cleanups.push(t.remove);
      return t.dir;
    },
  };
}

/** A store (or a real MongoDB) plus a connected driver client on a database of its own. */
export interface Target {
  /** What the driver connects to: the Unix socket when the embedded store has one. */
  uri: string;
  /** host:port form, for tests that speak the wire protocol over raw TCP. */
  tcpUri: string;
  dbName: string;
  client: MongoClient;
  store: EmbeddedMongo | undefined;
  logger: ReturnType<typeof memoryLogger>;
  close(): Promise<void>;
}

/**
 * Starts the target of a suite: without `options`, a database on the process's shared store (whose log
 * reaches `logger` until close); with them, a store of its own.
 */
export async function startTarget(options: Partial<EmbeddedMongoOptions> = {}): Promise<Target> {
  const dbName = uniqueDbName();
  const logger = memoryLogger();
  if (parityUri) {
    const client = await new MongoClient(parityUri).connect();
    return {
      uri: parityUri,
      tcpUri: parityUri,
      dbName,
      client,
      store: undefined,
      logger,
      close: async () => {
        await client.db(dbName).dropDatabase();
        await client.close();
      },
    };
  }
  // A suite that needs store options gets a store of its own; the others a database on the process's store.
  const own = Object.keys(options).length > 0 ? tempDir() : null;
  const store = own ? await startEmbeddedMongo({ dir: own.dir, logger, port: 0, ...options }) : await sharedStore();
  const unlisten = own ? () => {} : listenToStore(logger);
  // Through the Unix socket, as the API connects; the lifecycle tests cover TCP.
  const uri = store.socketUri ?? store.uri;
  const client = await new MongoClient(uri).connect();
  return {
    uri,
    tcpUri: store.uri,
    dbName,
    client,
    store,
    logger,
    close: async () => {
      try {
        if (!own) await client.db(dbName).dropDatabase();
      } finally {
        await client.close();
        unlisten();
        if (own) {
          await store.close();
          own.remove();
        }
      }
    },
  };
}

/** The connection string of a target with its database name appended (for mongoose). */
export function withDb(uri: string, dbName: string): string {
  const url = new URL(uri);
  url.pathname = `/${dbName}`;
  return url.toString();
}
