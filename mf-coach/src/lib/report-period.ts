import {
  REPORT_MESSAGES,
  addMonths,
  dayKey,
  monthsPeriod,
  reportQuerySchema,
  type ReportQuery,
} from '@app/api/contract';

/** The months a report covers, as the Report page's pickers hold them (YYYY-MM, '' when cleared). */
export interface MonthRange {
  fromMonth: string;
  toMonth: string;
}

/** The months the Report page opens on: the last 12, this one (on the viewer's calendar) included. */
export function lastTwelveMonths(now: Date = new Date()): MonthRange {
  const toMonth = dayKey(now).slice(0, 7);
  return { fromMonth: addMonths(toMonth, -11), toMonth };
}

/** What is wrong with a pick of months, under the picker at fault. */
export type RangeProblem = { field: keyof MonthRange; message: string };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The days the picked months cover, from the first of the one to the last of the other, as the API reads them;
 * or the problem with the pick, worded as the API would word it.
 */
export function periodOf(range: MonthRange): { period: ReportQuery } | { problem: RangeProblem } {
  for (const field of ['fromMonth', 'toMonth'] as const) {
    if (!MONTH.test(range[field])) return { problem: { field, message: REPORT_MESSAGES.month } };
  }
  const period = monthsPeriod(range.fromMonth, range.toMonth);
  const checked = reportQuerySchema.safeParse(period);
  if (checked.success) return { period: checked.data };
  return { problem: { field: 'toMonth', message: checked.error.issues[0]!.message } };
}
