import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from './embedded-mongo/index.js';
import type { Config } from './config.js';
import type { Logger } from './services/logger.js';

/** The database the product's collections live in, on the embedded store. */
export const EMBEDDED_DB_NAME = 'coaching';

/** A connected data store. */
export interface Database {
  kind: 'embedded' | 'mongodb';
  /** Where the data lives: a folder for the embedded store, the host for MongoDB. */
  location: string;
  close(): Promise<void>;
}

/** Connects mongoose to a URI with the settings every store shares, and builds the indexes. */
export async function connectMongoose(uri: string): Promise<void> {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 20 });
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
}

function hostOf(uri: string): string {
  const match = /^mongodb(?:\+srv)?:\/\/(?:[^@/]*@)?([^/?]+)/.exec(uri);
  return match?.[1] ?? 'MongoDB';
}

/** Where the embedded store keeps its files. */
export function embeddedStoreDir(config: Config): string {
  return path.join(config.dataDir, 'db');
}

/** Starts the embedded store in DATA_DIR/db, serving on its Unix socket only. */
export function startEmbeddedStore(config: Config, logger: Logger): Promise<EmbeddedMongo> {
  return startEmbeddedMongo({
    dir: embeddedStoreDir(config),
    logger: {
      info: (message) => logger.debug(message, { component: 'embedded-mongo' }),
      warn: (message) => logger.warn(message, { component: 'embedded-mongo' }),
      error: (message) => logger.error(message, { component: 'embedded-mongo' }),
    },
  });
}

/**
 * Connects to MONGODB_URI when set; to `embeddedUri` when another process (the cluster's primary)
 * runs the embedded store; otherwise starts the embedded store in DATA_DIR/db and connects to it.
 * Closing disconnects mongoose, then stops the embedded store if this process started it.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { embeddedUri?: string } = {},
): Promise<Database> {
  if (config.mongodbUri) {
    await connectMongoose(config.mongodbUri);
    return { kind: 'mongodb', location: hostOf(config.mongodbUri), close: () => mongoose.disconnect() };
  }
  const dir = embeddedStoreDir(config);
  if (options.embeddedUri) {
    await connectMongoose(`${options.embeddedUri}/${EMBEDDED_DB_NAME}`);
    return { kind: 'embedded', location: dir, close: () => mongoose.disconnect() };
  }
  const store = await startEmbeddedStore(config, logger);
  try {
    // The store serves on its Unix socket only: no other user of the machine can reach it.
    await connectMongoose(`${store.uri}/${EMBEDDED_DB_NAME}`);
  } catch (error) {
    await store.close();
    throw error;
  }
  return {
    kind: 'embedded',
    location: dir,
    close: async () => {
      await mongoose.disconnect();
      await store.close();
    },
  };
}
