import { DateTime } from 'luxon';
import type { QuietHours } from '../config.js';

/** Whether `now` falls in the quiet hours, read on the practice's clock. */
export function inQuietHours(now: Date, quiet: QuietHours | null, timeZone: string): boolean {
  if (!quiet) return false;
  const hour = DateTime.fromJSDate(now, { zone: timeZone }).hour;
  return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
}

/** The calendar date a stored date-only value names (the form sends midnight UTC of the chosen day). */
export function calendarDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** The moment a calendar date (YYYY-MM-DD) begins on the practice's clock. */
export function startOfDate(date: string, timeZone: string): Date {
  return DateTime.fromISO(date, { zone: timeZone }).startOf('day').toJSDate();
}
