import type { StatementPeriod } from './statement.js';

/*
 * A statement's months and addresses, apart from the statement's schemas: a page that links to statements needs no
 * validation library to do so.
 */

/** A statement's address: the path with the period (and the student, for a guardian) as its query. */
export function statementUrl(path: string, period: StatementPeriod, student?: string): string {
  const query = new URLSearchParams({ from: period.from, to: period.to, ...(student ? { student } : {}) });
  return `${path}?${query.toString()}`;
}

/** The calendar month `monthsBack` months before the one `today` (YYYY-MM-DD) is in; this month ends today. */
export function monthPeriod(today: string, monthsBack = 0): StatementPeriod {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const from = first.toISOString().slice(0, 10);
  return { from, to: monthsBack === 0 ? today : last.toISOString().slice(0, 10) };
}
