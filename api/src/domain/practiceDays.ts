import { DateTime } from 'luxon';
import { DAY_MS } from '../contract/index.js';

/** Calendar days (YYYY-MM-DD) as the practice counts them: on its clock, weeks starting on Monday. */

/** The day it is at `now` on the practice's clock. */
export function practiceToday(now: Date, timeZone: string): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;
}

/** The moment a day begins on the practice's clock. */
export function startOfPracticeDay(day: string, timeZone: string): Date {
  return DateTime.fromISO(day, { zone: timeZone }).startOf('day').toJSDate();
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The practice's day, with its time zone for reading stored instants as days. */
export interface PracticeClock {
  today: string;
  timeZone: string;
}

/** The practice's clock at `now`. */
export function practiceClock(now: Date, timeZone: string): PracticeClock {
  return { today: practiceToday(now, timeZone), timeZone };
}
