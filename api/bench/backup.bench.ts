/**
 * Backup benchmark: how long `npm run backup` (and the daily backup) takes, and how large the backup is, for a
 * practice of 1,000 students with a year of work each. Budget: under 10 s. The practice is seeded into a fresh
 * embedded store and backed up through the server's own path (createBackup over the Unix socket, then the dump).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { writeBackup } from '../src/backups/backupWriter.js';
import { connectMongoose, EMBEDDED_DB_NAME } from '../src/db.js';
import { startEmbeddedMongo } from '../src/embedded-mongo/index.js';
import { seedPractice, YEAR_OF_WORK } from '../test/practice.js';
import type { BenchRow } from './row.js';

const STUDENTS = 1000;
const BUDGET_MS = 10_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function backUpPractice(students: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'backup-bench-'));
  const store = await startEmbeddedMongo({ dir: path.join(dir, 'db'), logger: quiet });
  try {
    await connectMongoose(`${store.socketUri}/${EMBEDDED_DB_NAME}`);
    await seedPractice({ students, ...YEAR_OF_WORK });
    const started = performance.now();
    const backup = await writeBackup(
      (command) => mongoose.connection.db!.admin().command(command),
      path.join(dir, 'backups'),
    );
    return { ms: performance.now() - started, ...backup };
  } finally {
    await mongoose.disconnect();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const backup = await backUpPractice(STUDENTS);
  return [
    {
      name: `backup, ${STUDENTS.toLocaleString('en-US')} students (a year of work each)`,
      figure: `${(backup.ms / 1000).toFixed(1)} s`,
      budget: `< ${BUDGET_MS / 1000} s`,
      met: backup.ms < BUDGET_MS,
      note: `${backup.documents.toLocaleString('en-US')} records, ${(backup.bytes / 1024 / 1024).toFixed(1)} MB`,
    },
  ];
}
