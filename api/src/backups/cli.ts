/**
 * npm run backup [-- <folder>]: writes a backup of the embedded store, whether the server is running or not,
 * into BACKUP_DIR (or the folder given) and prints where.
 * npm run restore -- <backup folder> [--force]: loads a backup into the embedded store while the server is
 * stopped; a store that already holds records is refused unless --force, which moves it aside.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { embeddedStoreDir } from '../db.js';
import { startEmbeddedMongo, storeSocketPath, type EmbeddedMongo } from '../embedded-mongo/index.js';
import { FILE_NAME } from '../embedded-mongo/storage.js';
import { messageOf } from '../services/logger.js';
import { backupName, writeBackup } from './backupWriter.js';
import { dumpedCollections, restoreDump } from './restore.js';

/** A refusal: its message is the sentence the user reads, and the command ends with exit code 1. */
class Refusal extends Error {}

const quiet = { info: () => {}, warn: () => {}, error: (message: string) => process.stderr.write(`${message}\n`) };

/** The running server's store, through its socket. */
function socketUri(storeDir: string): string {
  return `mongodb://${encodeURIComponent(storeSocketPath(storeDir))}`;
}

/** Opens the store in `storeDir` for this command alone, or null when the server is running on it. */
async function openStoppedStore(storeDir: string): Promise<EmbeddedMongo | null> {
  try {
    return await startEmbeddedMongo({ dir: storeDir, logger: quiet });
  } catch (error) {
    if (error instanceof Error && error.message.includes('in use by another process')) return null;
    throw error;
  }
}

async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

function refuseMongoDb(config: Config, instead: string): void {
  if (config.mongodbUri)
    throw new Refusal(`MONGODB_URI is set: this command works on the embedded store only. For MongoDB use ${instead}.`);
}

async function backUp(config: Config, args: string[]): Promise<void> {
  refuseMongoDb(config, 'mongodump --uri "$MONGODB_URI" --out <folder>');
  const storeDir = embeddedStoreDir(config);
  if (!existsSync(join(storeDir, FILE_NAME))) throw new Refusal(`There is no store in ${storeDir} to back up yet.`);
  const backupDir = args[0] ? resolve(args[0]) : config.backups.dir;
  const own = await openStoppedStore(storeDir);
  try {
    // While the server runs, its store copies itself as it serves; otherwise this command opened it.
    const uri = own?.socketUri ?? socketUri(storeDir);
    const backup = await withClient(uri, (client) =>
      writeBackup((command) => client.db('admin').command(command), backupDir),
    );
    console.log(`${backup.documents} records in ${backup.collections} collections (${backup.bytes} bytes) written to:`);
    console.log(backup.folder);
  } finally {
    await own?.close();
  }
}

async function restore(config: Config, args: string[]): Promise<void> {
  refuseMongoDb(config, 'mongorestore --uri "$MONGODB_URI" --dir <folder>');
  const force = args.includes('--force');
  const [given] = args.filter((arg) => arg !== '--force');
  if (!given) throw new Refusal('Name the backup folder: npm run restore -- <folder> [--force]');
  const folder = resolve(given);
  if (!existsSync(folder) || dumpedCollections(folder).length === 0)
    throw new Refusal(`${folder} is not a backup: it holds no <database>/<collection>.bson files.`);
  const storeDir = embeddedStoreDir(config);
  const stamp = backupName(new Date()).slice('backup-'.length);
  const aside = join(config.dataDir, `db-before-restore-${stamp}`);
  const hasStore = existsSync(join(storeDir, FILE_NAME));
  if (hasStore) {
    const current = await openForRestore(config, storeDir);
    const records = await withClient(current.socketUri!, countRecords).finally(() => current.close());
    if (records > 0 && !force)
      throw new Refusal(
        `${storeDir} already holds ${records} records, which a restore would replace. ` +
          `Run again with --force to move them aside to ${aside} (nothing is deleted) and restore.`,
      );
  }
  // Built beside the store and swapped in only once whole: a restore that fails leaves the store as it was. A folder
  // left by a restore that was killed holds a copy of students' records: it goes first.
  for (const entry of readdirSync(config.dataDir))
    if (entry.startsWith('db-restoring-')) rmSync(join(config.dataDir, entry), { recursive: true, force: true });
  const building = join(config.dataDir, `db-restoring-${stamp}`);
  const restored = await restoreInto(building, folder).catch((error: unknown) => {
    rmSync(building, { recursive: true, force: true });
    throw new Refusal(`${folder} could not be restored (${messageOf(error)}). Nothing was changed in ${storeDir}.`);
  });
  if (hasStore) {
    // A server started while the restore ran would keep writing to the store moved aside: check again just before.
    const current = await openForRestore(config, storeDir).catch((error: unknown) => {
      rmSync(building, { recursive: true, force: true });
      throw error;
    });
    await current.close();
    renameSync(storeDir, aside);
    console.log(`The store that was in ${storeDir} is now in ${aside}.`);
  }
  renameSync(building, storeDir);
  console.log(
    `Restored ${restored.documents} records in ${restored.collections} collections from ${folder}. Start the server with npm start.`,
  );
}

/** Opens the store in `storeDir` for a restore; refuses while the server runs on it. */
async function openForRestore(config: Config, storeDir: string): Promise<EmbeddedMongo> {
  const store = await openStoppedStore(storeDir);
  if (!store) throw new Refusal(`The server is running on ${config.dataDir}: stop it, then restore.`);
  return store;
}

/** Loads a backup into a new store in `dir`, closed when done. */
async function restoreInto(dir: string, folder: string) {
  const store = await startEmbeddedMongo({ dir, logger: quiet });
  try {
    return await withClient(store.socketUri!, (client) => restoreDump(client, folder));
  } finally {
    await store.close();
  }
}

/** Documents in every collection of every database of a store. */
async function countRecords(client: MongoClient): Promise<number> {
  let total = 0;
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name } of databases) {
    for (const { name: collection } of await client.db(name).listCollections({}, { nameOnly: true }).toArray())
      total += await client.db(name).collection(collection).countDocuments();
  }
  return total;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  // Backups hold every student's records: whatever this command writes is private to its user.
  process.umask(0o077);
  try {
    const config = loadConfig();
    if (command === 'backup') await backUp(config, args);
    else if (command === 'restore') await restore(config, args);
    else throw new Refusal('Usage: npm run backup [-- <folder>] | npm run restore -- <folder> [--force]');
    return 0;
  } catch (error) {
    if (error instanceof Refusal || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
