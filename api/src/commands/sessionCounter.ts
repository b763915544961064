import { DateTime } from 'luxon';
import { SESSION_STATUSES } from '../contract/index.js';
import { CoachingSession } from '../models/index.js';
import { startIn } from './sessionLister.js';

/** The statuses of a scheduled session: every one but cancelled. */
const SCHEDULED = SESSION_STATUSES.filter((status) => status !== 'cancelled');

/** Monday 00:00 to the next Monday 00:00 of the week holding `now`, on the practice's clock. */
export function practiceWeek(now: Date, timeZone: string): { from: Date; to: Date } {
  const monday = DateTime.fromJSDate(now, { zone: timeZone }).startOf('week');
  return { from: monday.toJSDate(), to: monday.plus({ weeks: 1 }).toJSDate() };
}

/**
 * How many sessions are scheduled from `from` to `to` (held ones included, cancelled ones not), one student's
 * when given. Named by status and time, the count is read from the { status, start } index alone.
 */
export function countScheduledSessions(from: Date, to: Date | undefined, clientId?: string): Promise<number> {
  return CoachingSession.countDocuments({
    status: { $in: SCHEDULED },
    start: startIn({ from, to }),
    ...(clientId === undefined ? {} : { clientId }),
  });
}

/** The sessions scheduled this week (Monday to Sunday, practice time), held ones included, cancelled ones not. */
export async function countSessionsThisWeek(now: Date, timeZone: string): Promise<number> {
  const { from, to } = practiceWeek(now, timeZone);
  return countScheduledSessions(from, to);
}
