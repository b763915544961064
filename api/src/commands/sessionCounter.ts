import { DateTime } from 'luxon';
import { CoachingSession } from '../models/index.js';

/** Monday 00:00 to the next Monday 00:00 of the week holding `now`, on the practice's clock. */
export function practiceWeek(now: Date, timeZone: string): { from: Date; to: Date } {
  const monday = DateTime.fromJSDate(now, { zone: timeZone }).startOf('week');
  return { from: monday.toJSDate(), to: monday.plus({ weeks: 1 }).toJSDate() };
}

/** The sessions scheduled this week (Monday to Sunday, practice time), held ones included, cancelled ones not. */
export async function countSessionsThisWeek(now: Date, timeZone: string): Promise<number> {
  const { from, to } = practiceWeek(now, timeZone);
  return CoachingSession.countDocuments({ status: { $ne: 'cancelled' }, start: { $gte: from, $lt: to } });
}
