import { CHECK_IN_RULES, dayKey, type CheckInInput } from '@app/api/contract';
import type { Checked, FieldErrors } from '../forms/field-errors';
import { CHECK_IN_TEXT } from '../messages';

/**
 * The check-in form's checks are written here without the contract's schema: the dashboard loads no validation
 * library, and the server checks the same rules (CHECK_IN_RULES) again, line breaks among them (a one-line input
 * cannot hold the usual ones).
 */

/** The check-in form as the student fills it in: minutes as typed, the day as the date input holds it. */
export interface CheckInFormValues {
  task: string;
  plannedMinutes: string;
  actualMinutes: string;
  startedOnTime: '' | 'yes' | 'no';
  barrier: string;
  /** One of the student's plans, or '' for none. */
  planId: string;
  /**
   * YYYY-MM-DD, local; '' for today, read when the check-in is sent, so a form left open past midnight dates it
   * on the day it is sent.
   */
  date: string;
}

/** The days a check-in may be dated, as date inputs hold them: today and the days before it within the window. */
export function checkInDays(now = new Date()): { earliest: string; today: string } {
  const earliest = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (CHECK_IN_RULES.backdateDays - 1));
  return { earliest: dayKey(earliest), today: dayKey(now) };
}

/** A fresh check-in, dated today. */
export function emptyCheckInForm(): CheckInFormValues {
  return { task: '', plannedMinutes: '', actualMinutes: '', startedOnTime: '', barrier: '', planId: '', date: '' };
}

/** Typed minutes as a whole number within bounds, or null. */
function wholeMinutes(text: string, { min, max }: { min: number; max: number }): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= min && minutes <= max ? minutes : null;
}

/** A text's message when it is longer than allowed. */
function lengthError(text: string, max: number): string | undefined {
  return text.length > max ? CHECK_IN_TEXT.errors.tooLong(max) : undefined;
}

/**
 * Checks a check-in: the payload to send (blank barrier and plan as null; the day always given, so a check-in
 * queued offline keeps the day it was made), or the messages by field.
 */
export function validateCheckInForm(values: CheckInFormValues, now = new Date()): Checked<CheckInInput> {
  const errors: FieldErrors = {};
  const task = values.task.trim();
  const barrier = values.barrier.trim();
  const planned = wholeMinutes(values.plannedMinutes, CHECK_IN_RULES.plannedMinutes);
  const actual = wholeMinutes(values.actualMinutes, CHECK_IN_RULES.actualMinutes);
  const days = checkInDays(now);
  const date = values.date || days.today;

  const taskError = task ? lengthError(task, CHECK_IN_RULES.taskMax) : CHECK_IN_TEXT.errors.task;
  if (taskError) errors.task = taskError;
  if (planned === null) {
    const { min, max } = CHECK_IN_RULES.plannedMinutes;
    errors.plannedMinutes = CHECK_IN_TEXT.errors.plannedMinutes(min, max);
  }
  if (actual === null) {
    const { min, max } = CHECK_IN_RULES.actualMinutes;
    errors.actualMinutes = CHECK_IN_TEXT.errors.actualMinutes(min, max);
  }
  if (!values.startedOnTime) errors.startedOnTime = CHECK_IN_TEXT.errors.startedOnTime;
  const barrierError = lengthError(barrier, CHECK_IN_RULES.barrierMax);
  if (barrierError) errors.barrier = barrierError;
  // Date inputs hold YYYY-MM-DD, so comparing the text compares the days.
  if (date < days.earliest || date > days.today) {
    errors.date = CHECK_IN_TEXT.errors.date(CHECK_IN_RULES.backdateDays);
  }
  if (Object.keys(errors).length > 0 || planned === null || actual === null) return { errors };

  return {
    payload: {
      task,
      plannedMinutes: planned,
      actualMinutes: actual,
      startedOnTime: values.startedOnTime === 'yes',
      barrier: barrier || null,
      planId: values.planId || null,
      date,
    },
  };
}
