import { formatCalendarDate, formatDate } from '@app/api/contract';

/**
 * Dates on the charts' axes, without the year: only the charts use them, so they load with the charts (what the
 * charts share with the page, such as how a score reads, they are given by the page).
 */

const withoutYear = (text: string) => text.replace(/, \d{4}$/, '');

/** An instant in the reader's time zone: "Mar 3". */
export function shortDate(value: string | number): string {
  return withoutYear(formatDate(value));
}

/** A week by its Monday (YYYY-MM-DD): "Mar 3". */
export function weekTick(weekStart: string): string {
  return withoutYear(formatCalendarDate(weekStart));
}
