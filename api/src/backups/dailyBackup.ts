import { DateTime } from 'luxon';
import mongoose from 'mongoose';
import type { Config } from '../config.js';
import { ReminderClaim } from '../models/index.js';
import { claimReminder } from '../reminders/sweep.js';
import { errorFields, type Logger } from '../services/logger.js';
import { periodicTask, type PeriodicTask } from '../services/periodicTask.js';
import { pruneBackups, writeBackup, type AdminCommand, type Backup } from './backupWriter.js';

/** How often the task looks at the clock: the backup starts within this of BACKUP_HOUR. */
export const DAILY_BACKUP_CHECK_MS = 15 * 60 * 1000;
/** Each day's backup is claimed once, as reminders are; the claim is kept past the day it names. */
const BACKUP_CLAIMS = { name: 'backup', keepClaimsMs: 2 * 24 * 60 * 60 * 1000 };

/** The daily backup: `start` looks now, then every 15 minutes; `stop` waits for a backup under way. */
export type DailyBackup = PeriodicTask<Backup | null>;

/** The server's own connection to the store, for createBackup. */
export const mongooseAdminCommand: AdminCommand = (command) => mongoose.connection.db!.admin().command(command);

/**
 * Builds the daily backup of the embedded store. From BACKUP_HOUR (practice time) on, one process claims the
 * day in the store, so N processes write one backup; it writes it, keeps the newest BACKUP_KEEP and logs the
 * backup with its size. A day whose hour the server missed (stopped then, or the hour skipped when daylight saving
 * time begins) is backed up at the next look. A failure is an error line, tried again at the next look; serving
 * goes on either way.
 */
export function createDailyBackup(options: {
  config: Pick<Config, 'backups' | 'practiceTimeZone'>;
  logger: Logger;
  command?: AdminCommand;
  /** The clock (tests pass their own). */
  now?: () => Date;
}): DailyBackup {
  const { config, logger, command = mongooseAdminCommand } = options;
  const backUp = async (now: Date): Promise<Backup | null> => {
    const local = DateTime.fromJSDate(now, { zone: config.practiceTimeZone });
    if (local.hour < config.backups.hour) return null;
    const day = { key: local.toISODate()!, userId: null };
    try {
      if (!(await claimReminder(BACKUP_CLAIMS, day, now))) return null;
    } catch (error) {
      logger.error('daily backup failed', errorFields(error));
      return null;
    }
    const started = Date.now();
    try {
      const backup = await writeBackup(command, config.backups.dir, now);
      const removed = pruneBackups(config.backups.dir, config.backups.keep, now);
      logger.info('backup written', {
        folder: backup.folder,
        bytes: backup.bytes,
        documents: backup.documents,
        collections: backup.collections,
        ms: Date.now() - started,
        removedOlder: removed.length,
      });
      return backup;
    } catch (error) {
      // Released, so the next look tries again.
      await ReminderClaim.deleteOne({ _id: `${BACKUP_CLAIMS.name}:${day.key}` }).catch(() => {});
      logger.error('daily backup failed', { ...errorFields(error), dir: config.backups.dir });
      return null;
    }
  };
  return periodicTask(backUp, DAILY_BACKUP_CHECK_MS, options.now ?? (() => new Date()));
}
