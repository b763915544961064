import { DateTime } from 'luxon';
import type { QuietHours } from '../config.js';

/** Whether `now` falls in the quiet hours, read on the clock of `timeZone` (the recipient's, or the practice's). */
export function inQuietHours(now: Date, quiet: QuietHours | null, timeZone: string): boolean {
  if (!quiet) return false;
  const hour = DateTime.fromJSDate(now, { zone: timeZone }).hour;
  return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
}
