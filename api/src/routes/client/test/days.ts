import { DateTime } from 'luxon';

/**
 * A fixed-offset zone where it is about noon now, so a test's "today" on the practice's clock cannot turn over
 * while it runs (and is the same calendar day as in UTC).
 */
export function zoneAtNoon(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  // Etc/GMT zones carry the opposite sign: Etc/GMT-5 is five hours ahead of UTC.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** A fixed-offset zone whose calendar day now is not UTC's: a day ahead, or a day behind. */
export function zoneOnAnotherDay(now = new Date()): string {
  return now.getUTCHours() >= 10 ? 'Etc/GMT-14' : 'Etc/GMT+12';
}

/** The day (YYYY-MM-DD) `offset` days from today in a zone (negative: before). */
export function dayIn(zone: string, offset = 0, now = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).plus({ days: offset }).toISODate()!;
}
