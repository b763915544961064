/**
 * Units of time, and dates and times as people read them (US English), for the API and every screen. Each
 * formatter reads the instant in the reader's own time zone unless it says otherwise.
 */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** An instant as it is stored or sent: an ISO string, milliseconds since the epoch, or a Date. */
export type Instant = string | number | Date;

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const CLOCK_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** The instant as a Date, or null for a missing or bad value. */
function validDate(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 3, 2025"; empty for a missing or bad value. */
export function formatDate(value: Instant | null | undefined): string {
  return validDate(value)?.toLocaleDateString('en-US', SHORT_DATE) ?? '';
}

/**
 * A calendar date stored as midnight UTC of its day (a day someone picked), read in UTC so that every reader
 * sees the day that was picked, whatever their time zone: "Mar 4, 2025"; empty for a missing or bad value.
 */
export function formatCalendarDate(value: Instant | null | undefined): string {
  return validDate(value)?.toLocaleDateString('en-US', { ...SHORT_DATE, timeZone: 'UTC' }) ?? '';
}

/** "Mar 3, 2025 at 4:05 PM"; empty for a missing or bad value. */
export function formatDateTime(value: Instant | null | undefined): string {
  const date = validDate(value);
  return date ? `${formatDate(date)} at ${clockTime(date)}` : '';
}

/**
 * Date and time in a locale's medium style, "Mar 4, 2025, 6:30 PM" in US English; in the reader's locale and
 * time zone unless given; empty for a missing or bad value.
 */
export function formatTimestamp(value: Instant | null | undefined, locale?: string, timeZone?: string): string {
  const date = validDate(value);
  return date
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
    : '';
}

/** "Tue, Dec 1" */
export function shortDay(value: Instant): string {
  return new Date(value).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
}

/** "Tuesday, December 1" */
export function longDay(value: Instant): string {
  return new Date(value).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** "4:00 PM" */
export function clockTime(value: Instant): string {
  return new Date(value).toLocaleTimeString('en-US', CLOCK_TIME);
}

/** When a coaching session is: "Tuesday, December 1 at 4:00 PM". */
export function sessionWhen(value: Instant): string {
  return `${longDay(value)} at ${clockTime(value)}`;
}

/** The local calendar day of an instant as YYYY-MM-DD ("2026-12-01"): a date input's value, and a key per day. */
export function dayKey(value: Instant): string {
  const date = new Date(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * How a picked day (YYYY-MM-DD, as a date input holds it) is stored: midnight UTC of it, which every reader sees
 * as that day (formatCalendarDate, calendarDayKey); null for a text that is not a day of the calendar.
 */
export function calendarDayInstant(key: string): string | null {
  const instant = `${key}T00:00:00.000Z`;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(key) ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) && date.toISOString() === instant ? instant : null;
}

/**
 * The day (YYYY-MM-DD) a stored calendar date names: the nearest midnight UTC, so a day stored the older way, as
 * local midnight (up to 12 hours from UTC), still reads as the day that was picked.
 */
export function calendarDayKey(value: Instant): string {
  return new Date(Math.round(new Date(value).getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** Items grouped by the local day of their start, days in order of first appearance. */
export function byDay<T extends { start: string }>(items: readonly T[]): Array<{ day: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKey(item.start);
    const list = groups.get(key) ?? [];
    list.push(item);
    groups.set(key, list);
  }
  return [...groups].map(([day, list]) => ({ day, items: list }));
}
