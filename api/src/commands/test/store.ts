import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../embedded-mongo/index.js';

/** A fresh embedded store with mongoose connected to it, for command tests that need no HTTP. */
export interface TestStore {
  close(): Promise<void>;
}

/** Starts an embedded store in a temporary folder and connects mongoose's default connection to it. */
export async function openTestStore(): Promise<TestStore> {
  const dir = await mkdtemp(join(tmpdir(), 'commands-store-'));
  const store: EmbeddedMongo = await startEmbeddedMongo({ dir, synchronous: 'normal', logger: silent });
  await mongoose.connect(`${store.uri}/test`);
  // Wait for every model's indexes (unique keys matter to the commands under test).
  await Promise.all(mongoose.modelNames().map((name) => mongoose.model(name).init()));
  return {
    async close() {
      await mongoose.disconnect();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const silent = { info() {}, warn() {}, error() {} };
