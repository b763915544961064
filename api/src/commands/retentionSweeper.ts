import type { Config } from '../config.js';
import { DAY_MS } from '../contract/index.js';
import { AccessLogEntry, ConsultationRequest } from '../models/index.js';
import { finishLastPasses } from './studentDeleter.js';
import { errorFields, type Logger } from '../services/logger.js';
import { periodicTask, type PeriodicTask } from '../services/periodicTask.js';

/** How often the retention sweep runs (and once at start-up). */
export const RETENTION_SWEEP_MS = DAY_MS;

/** What one sweep removed. */
export interface RetentionOutcome {
  consultationRequests: number;
  accessLogEntries: number;
  /** Students' deletions whose last pass ran (commands/studentDeleter.ts). */
  studentDeletions: number;
}

/**
 * Deletes what is past its retention period at `now`: consultation requests older than
 * `consultationDays` (one without a date counts as oldest, as in the admin's list) and access-log
 * entries older than `accessLogDays`; and runs the last pass of students' deletions due one. Running it twice, or
 * in several processes at once, is harmless.
 */
export async function sweepRetention(now: Date, retention: Config['retention']): Promise<RetentionOutcome> {
  const requestsBefore = new Date(now.getTime() - retention.consultationDays * DAY_MS);
  const entriesBefore = new Date(now.getTime() - retention.accessLogDays * DAY_MS);
  const requests = await ConsultationRequest.deleteMany({
    $or: [{ createdAt: { $lt: requestsBefore } }, { createdAt: null }],
  });
  const entries = await AccessLogEntry.deleteMany({ createdAt: { $lt: entriesBefore } });
  const studentDeletions = await finishLastPasses(now);
  return { consultationRequests: requests.deletedCount, accessLogEntries: entries.deletedCount, studentDeletions };
}

/** The daily sweep: `start` sweeps at once, then every interval; `stop` waits for a sweep under way. */
export type RetentionSweep = PeriodicTask<RetentionOutcome | null>;

/** Builds the sweep; nothing runs until `start` or `run`. A failed sweep is logged and tried at the next. */
export function createRetentionSweep(options: {
  retention: Config['retention'];
  logger: Logger;
  intervalMs?: number;
  /** The clock (tests pass their own). */
  now?: () => Date;
}): RetentionSweep {
  const sweep = async (now: Date) => {
    try {
      const outcome = await sweepRetention(now, options.retention);
      if (outcome.consultationRequests + outcome.accessLogEntries + outcome.studentDeletions > 0) {
        options.logger.info('retention sweep removed old records', { ...outcome });
      }
      return outcome;
    } catch (error) {
      options.logger.error('retention sweep failed', errorFields(error));
      return null;
    }
  };
  return periodicTask(sweep, options.intervalMs ?? RETENTION_SWEEP_MS, options.now ?? (() => new Date()));
}
