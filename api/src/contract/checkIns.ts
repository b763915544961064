import { z } from 'zod';
import { CHECK_IN_RULES, isCalendarDay } from './checkInRules.js';
import { idField, optionalText, requiredText } from './fields.js';

/**
 * The student's check-ins: what they set out to do, how long they planned and took, whether they started on time.
 * Their bounds and windows are in checkInRules.ts.
 */

const calendarDay = z
  .string({ error: 'Must be a date as YYYY-MM-DD' })
  .refine(isCalendarDay, 'Must be a real date as YYYY-MM-DD');

/** A whole number of minutes within bounds, with one message for every way of missing them. */
const minutes = (field: string, { min, max }: { min: number; max: number }) => {
  const message = `${field} must be a whole number of minutes from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/**
 * POST /api/check-ins. `date`, the student's own day (today on the practice's clock when absent), may go back 14
 * days (the server checks the days on the practice's clock, a day past either end allowed: CHECK_IN_RULES'
 * studentDayGrace); `planId` must name one of the student's own plans.
 */
export const checkInSchema = z.strictObject({
  task: requiredText('Task is required', CHECK_IN_RULES.taskMax),
  plannedMinutes: minutes('plannedMinutes', CHECK_IN_RULES.plannedMinutes),
  actualMinutes: minutes('actualMinutes', CHECK_IN_RULES.actualMinutes),
  startedOnTime: z.boolean({ error: 'startedOnTime must be true or false' }),
  barrier: optionalText(CHECK_IN_RULES.barrierMax).nullable(),
  planId: idField.nullable().optional(),
  date: calendarDay.optional(),
});
export type CheckInInput = z.input<typeof checkInSchema>;
export type CheckInPayload = z.output<typeof checkInSchema>;

/**
 * GET /api/check-ins?from=&to=: the days, inclusive. `to` defaults to today, `from` to the 365 days before `to`;
 * the span is at most 366 days.
 */
export const checkInListQuerySchema = z.strictObject({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type CheckInListQuery = z.output<typeof checkInListQuerySchema>;

/** PUT /api/check-ins/pause: stops (true) or resumes (false) counting, for holidays or illness. */
export const checkInPauseSchema = z.strictObject({
  paused: z.boolean({ error: 'paused must be true or false' }),
});
export type CheckInPausePayload = z.output<typeof checkInPauseSchema>;

/** One check-in as the student reads it back. */
export interface CheckIn {
  id: string;
  task: string;
  plannedMinutes: number;
  actualMinutes: number;
  startedOnTime: boolean;
  barrier: string | null;
  planId: string | null;
  /** The day the work was done, YYYY-MM-DD. */
  date: string;
  createdAt: string;
}

/**
 * GET /api/check-ins/summary: consistency without streaks. The distinct days with a check-in among the last 7,
 * whether counting is paused, and the median of actual ÷ planned minutes over the last 14 days (2 decimals;
 * null with no check-in).
 */
export interface CheckInSummary {
  daysWithCheckIn: number;
  of: typeof CHECK_IN_RULES.consistencyDays;
  paused: boolean;
  estimateRatio: number | null;
}

/** Whether counting is paused, and since when it is paused or counted again; in the student's export. */
export interface ExportedCheckInPause {
  paused: boolean;
  since: string;
}
