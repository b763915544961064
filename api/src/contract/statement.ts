import { z } from 'zod';
import { isCalendarDay } from './checkInRules.js';
import { idField } from './fields.js';
import { SESSION_MINUTES } from './site.js';

/*
 * A statement: the student's account over a period of calendar days, as a printable page the coach opens or
 * e-mails to the family, and the family opens from their account.
 */

/** The longest period one statement covers, in days (a year, a leap year's included). */
export const STATEMENT_DAYS_MAX = 366;

/** How each session reads on a statement: "Executive-function coaching, 50 minutes". */
export const STATEMENT_SERVICE = `Executive-function coaching, ${SESSION_MINUTES} minutes`;

/** What a refused statement is told. */
export const STATEMENT_MESSAGES = {
  from: 'Start date must be a date (YYYY-MM-DD)',
  to: 'End date must be a date (YYYY-MM-DD)',
  order: 'The start date must be on or before the end date',
  span: `A statement covers at most ${STATEMENT_DAYS_MAX} days`,
  student: 'Choose which student’s statement to open',
  studentNotFound: 'Student not found',
  notShared: 'This student does not share their account with you',
  mailOff: 'E-mail is not set up, so the statement cannot be sent',
  notSent: 'The statement e-mail could not be sent. Please try again.',
} as const;

/** The days a calendar period spans, both ends included. */
function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const calendarDay = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

/** A period of calendar days, both ends included: the start first, at most STATEMENT_DAYS_MAX days. */
const periodShape = { from: calendarDay(STATEMENT_MESSAGES.from), to: calendarDay(STATEMENT_MESSAGES.to) };

function checkPeriod({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: STATEMENT_MESSAGES.order });
  else if (daysIn(from, to) > STATEMENT_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['to'], message: STATEMENT_MESSAGES.span });
}

/** GET /api/coach/client/:id/statement?from=&to= and the body of …/statement/send: the period, both days included. */
export const statementPeriodSchema = z.strictObject(periodShape).superRefine(checkPeriod);
export type StatementPeriod = z.output<typeof statementPeriodSchema>;

/** GET /api/my-account/statement?from=&to=&student=: a guardian names the student; a student may name themselves. */
export const myStatementQuerySchema = z
  .strictObject({ ...periodShape, student: idField.optional() })
  .superRefine(checkPeriod);
export type MyStatementQuery = z.output<typeof myStatementQuerySchema>;

/** Who a statement was e-mailed to (POST /api/coach/client/:id/statement/send). */
export interface StatementRecipient {
  name: string;
  email: string;
  role: 'student' | 'guardian';
}

/** The reply of POST /api/coach/client/:id/statement/send: each address the statement went to. */
export interface StatementSent {
  sentTo: StatementRecipient[];
}

/** The e-mail's subject: "Your statement from Bright Minds". */
export function statementMailSubject(shortName: string): string {
  return `Your statement from ${shortName}`;
}
