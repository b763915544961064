/**
 * How a plan reads on every screen: its number and title, its JSON-encoded lists, its next reassessment.
 * No schema here, so a page that only shows plans loads no validation code.
 */
import { formatCalendarDate } from './dates.js';

/** Reads one of a plan's JSON-encoded lists, tolerating bad data as an empty list. */
export function decodeList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A plan's number in the order the student made them (the first plan is Plan #1), so a number never changes
 * when a newer plan is added and the student and the coach call a plan by the same number. `plans` is a list
 * as the API gives it, newest first.
 */
export function planNumber(plans: readonly { id: string }[], id: string): number | null {
  const index = plans.findIndex((plan) => plan.id === id);
  return index < 0 ? null : plans.length - index;
}

/** What every screen calls a plan: "Plan #n". */
export function planTitle(n: number): string {
  return `Plan #${n}`;
}

/**
 * The parts of a next-reassessment text: the day the reassess page's date picker wrote ("2026-04-03", a day
 * that exists) and the note after it; older free text is all note.
 */
export function splitNextReassessment(text: string): { day: string | null; note: string } {
  const match = /^(\d{4}-\d{2}-\d{2})(?:\s+([\s\S]*))?$/.exec(text.trim());
  const day = match?.[1];
  const date = new Date(`${day}T00:00:00.000Z`);
  // A day that does not exist (2026-02-30) is no date.
  if (!day || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(day)) return { day: null, note: text.trim() };
  return { day, note: match[2]?.trim() ?? '' };
}

/** The wire text of the next reassessment (free text): the day as YYYY-MM-DD, then the note. */
export function joinNextReassessment(day: string, note: string): string {
  return [day, note.trim()].filter(Boolean).join(' ');
}

/**
 * A next-reassessment text as people read it, the same for the student and the coach: the picked day and its
 * note ("2026-04-03 after the test") as "Apr 3, 2026 (after the test)"; older free text as it was written.
 */
export function readableNextReassessment(text: string): string {
  const { day, note } = splitNextReassessment(text);
  if (!day) return note;
  const date = formatCalendarDate(`${day}T00:00:00.000Z`);
  return note ? `${date} (${note})` : date;
}
