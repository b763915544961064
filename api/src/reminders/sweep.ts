import type { QuietHours } from '../config.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { ReminderClaim } from '../models/index.js';
import { errorFields, type Logger } from '../services/logger.js';
import { periodicTask, type PeriodicTask } from '../services/periodicTask.js';
import { inQuietHours } from './schedule.js';

/** One reminder that is due now. */
export interface DueReminder {
  /** Names this occurrence within its kind (a plan and its date, say): it is claimed, and sent, once. */
  key: string;
  /** The user it goes to, kept on the claim so that deleting the user takes it along. */
  userId: string | null;
  /** The recipient's zone, whose clock quiet hours are read on (the practice's when absent). */
  timeZone?: string;
  /**
   * Sends it. A throw releases the claim, so the next sweep tries again; a channel sent through `once` before the
   * throw keeps a claim of its own, and is not sent again.
   */
  send(once: SendOnce): Promise<void>;
}

/** Sends one channel of a reminder (its push, say) unless an earlier try of the reminder sent it. */
export type SendOnce = (channel: string, send: () => Promise<unknown>) => Promise<void>;

/** A kind of reminder the sweep sends (reassessments, the weekly digest...). */
export interface ReminderKind {
  name: string;
  /** False for messages with a schedule of their own (the digest at 08:00): quiet hours do not hold them back. */
  quietHours: boolean;
  /** How long a claim is kept: longer than any span in which the same key can be due again. */
  keepClaimsMs: number;
  /** Every reminder of this kind due at `now`, sent or not (the claim tells). */
  due(now: Date): Promise<DueReminder[]>;
}

/** What one sweep did. */
export interface SweepOutcome {
  sent: number;
  /** Due, but already claimed (sent earlier, or by another process). */
  alreadyClaimed: number;
  failed: number;
  /** Kinds with a reminder held back by quiet hours on its recipient's clock. */
  waiting: string[];
}

/** The reminder sweep: every interval, each kind's due reminders are claimed in the store, then sent. */
export type ReminderSweep = PeriodicTask<SweepOutcome>;

/** What the sweep needs. */
export interface SweepOptions {
  kinds: readonly ReminderKind[];
  logger: Logger;
  quietHours: QuietHours | null;
  timeZone: string;
  intervalMs: number;
  /** The clock (tests pass their own). */
  now?: () => Date;
}

/**
 * Claims one occurrence: inserting its key succeeds in exactly one process (the key is the document id),
 * whichever back end the store is, so several API processes sweeping at once send each reminder once.
 */
export async function claimReminder(
  kind: Pick<ReminderKind, 'name' | 'keepClaimsMs'>,
  reminder: Pick<DueReminder, 'key' | 'userId'>,
  now: Date,
): Promise<boolean> {
  try {
    await ReminderClaim.create({
      _id: `${kind.name}:${reminder.key}`,
      kind: kind.name,
      userId: reminder.userId,
      claimedAt: now,
      expire: new Date(now.getTime() + kind.keepClaimsMs),
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Claims a reminder and sends it: 'sent'; 'alreadyClaimed' when an earlier sweep or another process has; 'failed'
 * when sending threw, logged, with the claim released so the next sweep tries again.
 */
export async function sendReminder(
  kind: Pick<ReminderKind, 'name' | 'keepClaimsMs'>,
  reminder: DueReminder,
  now: Date,
  logger: Logger,
): Promise<'sent' | 'alreadyClaimed' | 'failed'> {
  if (!(await claimReminder(kind, reminder, now))) return 'alreadyClaimed';
  const once: SendOnce = async (channel, send) => {
    const part = { key: `${reminder.key}:${channel}`, userId: reminder.userId };
    if (!(await claimReminder(kind, part, now))) return;
    try {
      await send();
    } catch (error) {
      await ReminderClaim.deleteOne({ _id: `${kind.name}:${part.key}` });
      throw error;
    }
  };
  try {
    await reminder.send(once);
    return 'sent';
  } catch (error) {
    logger.error('reminder failed', { kind: kind.name, key: reminder.key, ...errorFields(error) });
    await ReminderClaim.deleteOne({ _id: `${kind.name}:${reminder.key}` });
    return 'failed';
  }
}

/** Builds the sweep; nothing runs until `start` or `run`. */
export function createReminderSweep(options: SweepOptions): ReminderSweep {
  /** Whether quiet hours hold a reminder back now, on its recipient's clock: the next sweep tries it again. */
  const heldBack = (kind: ReminderKind, reminder: DueReminder, now: Date) =>
    kind.quietHours && inQuietHours(now, options.quietHours, reminder.timeZone ?? options.timeZone);

  const sweepKind = async (kind: ReminderKind, now: Date, outcome: SweepOutcome) => {
    for (const reminder of await kind.due(now)) {
      if (heldBack(kind, reminder, now)) {
        if (!outcome.waiting.includes(kind.name)) outcome.waiting.push(kind.name);
        continue;
      }
      outcome[await sendReminder(kind, reminder, now, options.logger)] += 1;
    }
  };

  const sweep = async (now: Date): Promise<SweepOutcome> => {
    const outcome: SweepOutcome = { sent: 0, alreadyClaimed: 0, failed: 0, waiting: [] };
    for (const kind of options.kinds) {
      // One kind failing (its query, the store) leaves the others to run.
      await sweepKind(kind, now, outcome).catch((error: unknown) => {
        outcome.failed += 1;
        options.logger.error('reminder sweep failed', { kind: kind.name, ...errorFields(error) });
      });
    }
    if (outcome.sent > 0 || outcome.failed > 0) options.logger.info('reminders sent', { ...outcome });
    return outcome;
  };

  return periodicTask(sweep, options.intervalMs, options.now ?? (() => new Date()));
}
