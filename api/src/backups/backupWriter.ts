import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeDump, type DumpSummary } from '../embedded-mongo/dump.js';

/** Sends one command to the store's `admin` database (the server's mongoose connection, or the CLI's client). */
export type AdminCommand = (command: Record<string, unknown>) => Promise<unknown>;

/** A backup written. */
export interface Backup extends DumpSummary {
  folder: string;
}

/** Complete backups are named by when they were taken (UTC), so their names sort oldest first. */
const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
/** A backup being written; renamed to its final name only once complete. */
const PARTIAL = '.partial';
/** A partial folder older than this was left by a process that died while writing it. */
const ABANDONED_PARTIAL_MS = 24 * 60 * 60 * 1000;

/** The folder name of a backup taken at `at`. */
export function backupName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Writes a backup of the whole embedded store into `backupDir`/backup-<time>, in mongodump's layout: the store
 * copies itself as of one moment (createBackup) beside it, the copy becomes the dump, then is removed. The
 * folder carries its final name only once everything is written, so a half-written backup is never taken
 * for one. Folders and files are private to the server's user: they hold every student's records.
 */
export async function writeBackup(command: AdminCommand, backupDir: string, now = new Date()): Promise<Backup> {
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const folder = join(backupDir, backupName(now));
  const partial = folder + PARTIAL;
  const copyDir = join(partial, '.store');
  mkdirSync(copyDir, { recursive: true, mode: 0o700 });
  try {
    await command({ createBackup: 1, backupDir: copyDir });
    const summary = await writeDump(join(copyDir, 'embedded-mongo.sqlite'), partial);
    rmSync(copyDir, { recursive: true, force: true });
    renameSync(partial, folder);
    return { folder, ...summary };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups in `backupDir`, oldest first. */
export function listBackups(backupDir: string): string[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => join(backupDir, name));
}

/**
 * Keeps the newest `keep` complete backups and removes the older ones, with any partial folder abandoned by a
 * process that died while writing it. Nothing else in the folder is touched. Returns the folders removed.
 */
export function pruneBackups(backupDir: string, keep: number, now = new Date()): string[] {
  const backups = listBackups(backupDir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  if (existsSync(backupDir))
    for (const name of readdirSync(backupDir)) {
      const path = join(backupDir, name);
      if (name.endsWith(PARTIAL) && BACKUP_NAME.test(name.slice(0, -PARTIAL.length)))
        if (now.getTime() - statSync(path).mtimeMs > ABANDONED_PARTIAL_MS) removed.push(path);
    }
  for (const path of removed) rmSync(path, { recursive: true, force: true });
  return removed;
}
