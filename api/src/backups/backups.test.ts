import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EJSON } from 'bson';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Every model the server defines is registered once the app and its routes are loaded.
import '../app.js';
import { deleteStudent, resumeStudentDeletions } from '../commands/studentDeleter.js';
import { connectMongoose, EMBEDDED_DB_NAME } from '../db.js';
import { startEmbeddedMongo, type EmbeddedMongo } from '../embedded-mongo/index.js';
import { ClientProfile, CoachingSession, Plan, ReminderClaim, User } from '../models/index.js';
import { seedPractice, type SeededStudent } from '../../test/practice.js';
import { backupName, listBackups, pruneBackups, writeBackup, type AdminCommand } from './backupWriter.js';
import { bsonDocuments, restoreDump } from './restore.js';
import { createDailyBackup } from './dailyBackup.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const root = mkdtempSync(join(tmpdir(), 'backups-test-'));
let store: EmbeddedMongo;
let students: SeededStudent[];
const adminCommand: AdminCommand = (command) => mongoose.connection.db!.admin().command(command);

beforeAll(async () => {
  // A store of its own: a backup copies a whole store, not one test database.
  store = await startEmbeddedMongo({ dir: join(root, 'store'), logger: quiet });
  await connectMongoose(`${store.socketUri}/${EMBEDDED_DB_NAME}`);
  students = await seedPractice({ students: 120, plansPerStudent: 3, reassessmentsPerPlan: 6, sessionsPerStudent: 20 });
});

afterAll(async () => {
  await mongoose.disconnect();
  await store.close();
  rmSync(root, { recursive: true, force: true });
});

/** A fresh store in `dir` holding the backup `folder`, restored through the driver alone. */
async function restoredStore(folder: string, dir: string): Promise<EmbeddedMongo> {
  const restored = await startEmbeddedMongo({ dir, logger: quiet });
  const client = await MongoClient.connect(restored.socketUri!);
  try {
    await restoreDump(client, folder);
  } finally {
    await client.close();
  }
  return restored;
}

/** Every document of every collection as canonical Extended JSON (exact types), by collection, in `_id` order. */
async function contents(uri: string): Promise<Record<string, string[]>> {
  const client = await MongoClient.connect(uri);
  try {
    const db = client.db(EMBEDDED_DB_NAME);
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    const result: Record<string, string[]> = {};
    for (const name of names) {
      const docs = await db.collection(name).find({}, { promoteValues: false }).sort({ _id: 1 }).toArray();
      result[name] = docs.map((doc) => EJSON.stringify(doc, { relaxed: false }));
    }
    return result;
  } finally {
    await client.close();
  }
}

/** Every collection's index definitions. */
async function indexes(uri: string): Promise<Record<string, unknown[]>> {
  const client = await MongoClient.connect(uri);
  try {
    const db = client.db(EMBEDDED_DB_NAME);
    const result: Record<string, unknown[]> = {};
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray())
      result[name] = (await db.collection(name).listIndexes().toArray()).sort((a, b) => a.name.localeCompare(b.name));
    return result;
  } finally {
    await client.close();
  }
}

describe('a backup of the embedded store', () => {
  it("is in mongodump's layout: each collection's documents as BSON, its indexes in the metadata", async () => {
    const backup = await writeBackup(adminCommand, join(root, 'layout'));
    expect(backup.folder).toMatch(/backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
    const dir = join(backup.folder, EMBEDDED_DB_NAME);
    const plans = [...bsonDocuments(readFileSync(join(dir, 'barriers_strategies.bson')))];
    expect(plans).toHaveLength(await Plan.countDocuments());
    const users = JSON.parse(readFileSync(join(dir, 'users.metadata.json'), 'utf8'));
    expect(users.collectionName).toBe('users');
    expect(users.type).toBe('collection');
    expect(users.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(users.indexes[0]).toEqual({ v: { $numberInt: '2' }, key: { _id: { $numberInt: '1' } }, name: '_id_' });
    expect(users.indexes).toContainEqual(expect.objectContaining({ name: 'email_1', unique: true }));
    // The SQLite copy it was made from is gone; everything is private to the server's user.
    expect(readdirSync(backup.folder)).toEqual([EMBEDDED_DB_NAME]);
    expect(statSync(backup.folder).mode & 0o077).toBe(0);
    expect(statSync(join(dir, 'users.bson')).mode & 0o077).toBe(0);
    expect(backup.documents).toBe(120 * (1 + 1 + 3 + 20));
  });

  it('taken during a steady stream of writes, holds each plan and each deleted student whole or not at all', async () => {
    const doomed = students.slice(0, 40);
    let writing = true;
    let writesDuringBackup = 0;
    const reassessing = (async () => {
      for (let round = 1; writing; round++) {
        // Each plan's reassessment and the count it updates are one write: both or neither may be in the copy.
        const plan = await Plan.findOne({ clientId: students[60 + (round % 60)]!.profileId }).lean();
        await Plan.updateOne(
          { _id: plan!._id },
          {
            $push: { reassessments: { currentStatus: `round ${round}` } },
            $set: { nextReassessment: `after ${round}` },
          },
        );
        writesDuringBackup++;
      }
    })();
    const deleting = (async () => {
      for (const student of doomed) {
        if (!writing) break;
        await deleteStudent(student.profileId);
        writesDuringBackup++;
      }
    })();
    const backup = await writeBackup(adminCommand, join(root, 'steady'));
    const duringBackup = writesDuringBackup;
    writing = false;
    await Promise.all([reassessing, deleting]);
    expect(duringBackup, 'writes went on while the backup was taken').toBeGreaterThan(5);

    const restored = await restoredStore(backup.folder, join(root, 'steady-restored'));
    await mongoose.disconnect();
    try {
      await connectMongoose(`${restored.socketUri}/${EMBEDDED_DB_NAME}`);
      // A deletion the copy caught half-way is on the work list, which the next start finishes.
      await resumeStudentDeletions();
      let kept = 0;
      for (const student of doomed) {
        const held = [
          await User.countDocuments({ _id: student.userId }),
          await ClientProfile.countDocuments({ _id: student.profileId }),
          await Plan.countDocuments({ clientId: student.profileId }),
          await CoachingSession.countDocuments({ clientId: student.profileId }),
        ];
        expect(
          [
            [0, 0, 0, 0],
            [1, 1, 3, 20],
          ],
          `student ${student.email}`,
        ).toContainEqual(held);
        kept += held[0]!;
      }
      expect(kept, 'some deletions fell after the copy, some before').toBeLessThan(doomed.length);
      for (const plan of await Plan.find({ 'reassessments.currentStatus': /^round / }).lean()) {
        const last = plan.reassessments.at(-1)!.currentStatus;
        expect(plan.nextReassessment).toBe(`after ${last.slice('round '.length)}`);
      }
    } finally {
      await mongoose.disconnect();
      await restored.close();
      await connectMongoose(`${store.socketUri}/${EMBEDDED_DB_NAME}`);
    }
  });

  it('comes back through the driver alone, as mongorestore loads it: every record byte for byte, every index', async () => {
    const backup = await writeBackup(adminCommand, join(root, 'round-trip'));
    const restored = await restoredStore(backup.folder, join(root, 'round-trip-restored'));
    try {
      expect(await contents(restored.socketUri!)).toEqual(await contents(store.socketUri!));
      expect(await indexes(restored.socketUri!)).toEqual(await indexes(store.socketUri!));
    } finally {
      await restored.close();
    }
  });

  it('is refused to a client over TCP, which has no authentication: it writes a file where it is told', async () => {
    const open = await startEmbeddedMongo({ dir: join(root, 'tcp'), port: 0, unixSocket: false, logger: quiet });
    const client = await MongoClient.connect(open.uri);
    try {
      mkdirSync(join(root, 'tcp-copy'));
      await expect(client.db('admin').command({ createBackup: 1, backupDir: join(root, 'tcp-copy') })).rejects.toThrow(
        'only allowed over the Unix socket',
      );
      expect(readdirSync(join(root, 'tcp-copy'))).toEqual([]);
    } finally {
      await client.close();
      await open.close();
    }
  });
});

describe('backups kept', () => {
  it('keeps exactly BACKUP_KEEP, the newest, and leaves everything else in the folder alone', () => {
    const dir = join(root, 'kept');
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8));
    for (let n = 1; n <= 6; n++) mkdirSync(join(dir, backupName(day(n))), { recursive: true });
    writeFileSync(join(dir, 'notes.txt'), 'the practice keeps its own notes here');
    const abandoned = join(dir, `${backupName(day(2))}.partial`);
    const underWay = join(dir, `${backupName(day(7))}.partial`);
    mkdirSync(abandoned);
    mkdirSync(underWay);
    utimesSync(abandoned, day(2), day(2));

    const removed = pruneBackups(dir, 4, day(7));

    expect(listBackups(dir).map((path) => path.slice(dir.length + 1))).toEqual(
      [3, 4, 5, 6].map((n) => backupName(day(n))),
    );
    expect(removed).toHaveLength(3);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['notes.txt', `${backupName(day(7))}.partial`]));
    expect(readdirSync(dir)).not.toContain(`${backupName(day(2))}.partial`);
  });
});

describe('the daily backup', () => {
  const config = (dir: string) => ({
    backups: { dir, hour: 3, keep: 2 },
    practiceTimeZone: 'America/New_York',
  });
  // 02:55, 03:20 and 09:00 in New York on 30 November 2037 (UTC-5): in the future, so the day's claim is not swept
  // away by its TTL while the test runs.
  const beforeBackupHour = new Date('2037-11-30T07:55:00Z');
  const atBackupHour = new Date('2037-11-30T08:20:00Z');
  const laterThatDay = new Date('2037-11-30T14:00:00Z');

  it('writes one backup a day at BACKUP_HOUR in practice time, however many processes look, and keeps BACKUP_KEEP', async () => {
    const dir = join(root, 'daily');
    const logged: Array<[string, Record<string, unknown>]> = [];
    const logger = {
      ...quiet,
      debug: () => {},
      info: (message: string, fields = {}) => logged.push([message, fields]),
    };
    const first = createDailyBackup({ config: config(dir), logger, command: adminCommand });
    const second = createDailyBackup({ config: config(dir), logger, command: adminCommand });

    expect(await first.run(beforeBackupHour)).toBeNull();
    const results = await Promise.all([first.run(atBackupHour), second.run(atBackupHour)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await second.run(laterThatDay)).toBeNull();
    expect(listBackups(dir)).toHaveLength(1);
    expect(logged).toContainEqual([
      'backup written',
      expect.objectContaining({
        folder: listBackups(dir)[0],
        bytes: expect.any(Number),
        documents: expect.any(Number),
      }),
    ]);

    // The next two days: still at most BACKUP_KEEP (2) kept.
    for (const day of [1, 2]) await first.run(new Date(atBackupHour.getTime() + day * 24 * 60 * 60 * 1000));
    expect(listBackups(dir)).toHaveLength(2);
  });

  it('backs up a day whose hour it missed at its next look: stopped then, or the hour skipped for summer time', async () => {
    const dir = join(root, 'missed');
    // BACKUP_HOUR=2: on 14 March 2038 New York's clocks go from 02:00 to 03:00, and no look falls in hour 2.
    const daily = createDailyBackup({
      config: { ...config(dir), backups: { dir, hour: 2, keep: 2 } },
      logger: { ...quiet, debug: () => {} },
      command: adminCommand,
    });
    expect(await daily.run(new Date('2038-03-14T06:55:00Z'))).toBeNull(); // 01:55 EST
    expect(await daily.run(new Date('2038-03-14T07:05:00Z'))).not.toBeNull(); // 03:05 EDT
    expect(listBackups(dir)).toHaveLength(1);
  });

  it('logs a failed backup as an error, never throws, and tries again at the next look', async () => {
    const dir = join(root, 'failing');
    const errors: string[] = [];
    const logger = { ...quiet, debug: () => {}, error: (message: string) => errors.push(message) };
    let fail = true;
    const failing: AdminCommand = (command) => (fail ? Promise.reject(new Error('disk full')) : adminCommand(command));
    const daily = createDailyBackup({ config: config(dir), logger, command: failing });
    const day = new Date('2037-12-05T08:05:00Z');

    expect(await daily.run(day)).toBeNull();
    expect(errors).toEqual(['daily backup failed']);
    expect(listBackups(dir)).toEqual([]);
    expect(await ReminderClaim.countDocuments({ kind: 'backup', _id: 'backup:2037-12-05' })).toBe(0);

    fail = false;
    expect(await daily.run(new Date(day.getTime() + 15 * 60 * 1000))).not.toBeNull();
    expect(listBackups(dir)).toHaveLength(1);
  });
});
