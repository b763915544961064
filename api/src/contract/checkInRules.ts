/**
 * The rules of check-ins, apart from the schemas that check requests: a page can read them without loading the
 * validation library.
 */

/** Bounds and windows of check-ins. Days are calendar days on the practice's clock, today included. */
export const CHECK_IN_RULES = {
  taskMax: 200,
  barrierMax: 200,
  plannedMinutes: { min: 1, max: 600 },
  actualMinutes: { min: 0, max: 900 },
  /** How far back a check-in may be dated. */
  backdateDays: 14,
  /**
   * A check-in is dated on the student's own day, which in another time zone may be a day ahead of the practice's
   * or behind it: the server takes dates this many days past either end of the window.
   */
  studentDayGrace: 1,
  /** The consistency count: distinct days with a check-in among this many. */
  consistencyDays: 7,
  /** The estimate ratio: the median over the check-ins of this many days. */
  estimateDays: 14,
  /** The widest span the list answers for at once, and its default: the days up to `to`. */
  listDays: 366,
} as const;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
