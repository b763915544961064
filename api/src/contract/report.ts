import { z } from 'zod';
import { isCalendarDay } from './checkInRules.js';
import type { AttendanceStatus } from './sessionRules.js';

/*
 * The practice's report: how its business went over a period of calendar days, `from` to `to` inclusive, on the
 * practice's clock (its time zone), as a whole and month by month.
 */

/** The longest period a report covers. */
export const REPORT_MAX_YEARS = 5;

/** What a refused period is told (after the name of the field at fault). */
export const REPORT_MESSAGES = {
  day: 'Must be a date as YYYY-MM-DD',
  order: 'The period must not end before it starts',
  span: `The period can span at most ${REPORT_MAX_YEARS} years`,
  /** The Report page's month pickers, left empty. */
  month: 'Choose a month',
} as const;

const reportDay = z.string({ error: REPORT_MESSAGES.day }).refine(isCalendarDay, REPORT_MESSAGES.day);

/** The day `years` after `day` (29 February to 1 March when the year has none). */
function yearsAfter(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/**
 * GET /api/coach/report, /report/months and /report/export ?from=&to=: both required, real days YYYY-MM-DD,
 * `to` not before `from`, and less than REPORT_MAX_YEARS years after it; nothing else.
 */
export const reportQuerySchema = z.strictObject({ from: reportDay, to: reportDay }).superRefine(({ from, to }, ctx) => {
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.order });
  else if (to >= yearsAfter(from, REPORT_MAX_YEARS)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.span });
  }
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/**
 * GET /api/coach/report?from=&to=: the practice's figures over the period. The figures read the records as they
 * are now (attendance as marked, payments as recorded); a student deleted with their records is in none of them.
 */
export interface PracticeReport {
  /** Sessions marked attended whose start falls in the period. */
  sessionsAttended: number;
  /** Sessions marked no-show whose start falls in the period. */
  noShows: number;
  /** Sessions marked late-cancel whose start falls in the period. */
  lateCancels: number;
  /** Payments received in the period (by the day paid), in dollars. */
  income: number;
  /**
   * What clients owed at the end of the period, in dollars: the sum of the balances due that are above zero, each
   * read as the client's account reads it from the packages sold, the sessions that used one (by start) and the
   * payments received (by the day paid) up to the period's end, with the practice's price of a session and its
   * policy on no-shows and late cancels as they are now. One client's money paid ahead does not offset another's
   * debt. For a period ending today or later, it is what the accounts show now.
   */
  outstanding: number;
  /** Clients with at least one session marked attended in the period. */
  activeClients: number;
  /** Clients who joined in the period: their profile was created in it. */
  newClients: number;
}

/** One month of the report: the figures of the part of the period in that month, `outstanding` at its end. */
export interface ReportMonth extends PracticeReport {
  /** YYYY-MM. */
  month: string;
}

/**
 * GET /api/coach/report/months?from=&to=: every month the period touches, oldest first, and the period's own
 * figures (what GET /api/coach/report answers): the months' counts and income added up, outstanding at the period's
 * end as in its last month, a client active in several months counted once.
 */
export interface ReportMonths {
  months: ReportMonth[];
  total: PracticeReport;
}

/** The report's seven figures, in the order the screen's table and the spreadsheet's columns show them. */
export const REPORT_FIGURES = [
  { key: 'sessionsAttended', label: 'Sessions attended', money: false },
  { key: 'noShows', label: 'No-shows', money: false },
  { key: 'lateCancels', label: 'Late cancellations', money: false },
  { key: 'income', label: 'Income', money: true },
  { key: 'outstanding', label: 'Outstanding', money: true },
  { key: 'activeClients', label: 'Active clients', money: false },
  { key: 'newClients', label: 'New clients', money: false },
] as const satisfies ReadonlyArray<{ key: keyof PracticeReport; label: string; money: boolean }>;

/** The attendance each session count of the report counts, by its stored status. */
export const REPORT_ATTENDANCE = {
  attended: 'sessionsAttended',
  'no-show': 'noShows',
  'late-cancel': 'lateCancels',
} as const satisfies Record<AttendanceStatus, keyof PracticeReport>;

/** The months from `from` to `to` (YYYY-MM or any day in them), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The days of the months `fromMonth` to `toMonth` (YYYY-MM): from the first of the one to the last of the other. */
export function monthsPeriod(fromMonth: string, toMonth: string): ReportQuery {
  const [year, month] = toMonth.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${fromMonth}-01`, to: `${toMonth}-${String(lastDay).padStart(2, '0')}` };
}

/** The month `months` after `month` (YYYY-MM; before it when negative). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** "Mar 2025" for 2025-03. */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The spreadsheet's file name: practice-report-{from}-to-{to}.xlsx. */
export function reportFileName({ from, to }: ReportQuery): string {
  return `practice-report-${from}-to-${to}.xlsx`;
}
