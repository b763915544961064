import type { SyncPhase } from '@app/kit/sync-status';
import type { ToastOptions } from '@app/kit/ui';
import type { SaveToasts } from './data/save-with-toasts';
import { SAVED_LINE } from './orientation/content';

const failed = (title: string, description: string) => ({ title, description, variant: 'destructive' }) as const;

/** Every toast of the student's pages, but those of a form's save (below). */
export const TOASTS = {
  profileCreated: { title: 'Profile Created!', description: 'Welcome! Your student workspace is ready.' },
  profileFailed: failed('Error', 'Failed to create profile. Please try again.'),
  remindersUpdated: (on: boolean) => ({
    title: 'Reminders Updated',
    description: on ? 'E-mail reminders are on.' : 'E-mail reminders are off.',
  }),
  remindersFailed: failed('Error', 'Failed to update reminders. Please try again.'),
  sessionBooked: (when: string) => ({
    title: 'Session booked',
    description: `${when}. A confirmation e-mail is on its way.`,
  }),
  bookingFailed: failed('Booking failed', 'The session could not be booked. Please try again.'),
  sessionMoved: (when: string) => ({ title: 'Session moved', description: `Now ${when}.` }),
  moveFailed: failed('Move failed', 'The session could not be moved. Please try again.'),
  sessionCancelled: (when: string) => ({ title: 'Session cancelled', description: `${when} is cancelled.` }),
  cancelFailed: failed('Cancel failed', 'The session could not be cancelled. Please try again.'),
  savedOnDevice: (what: string) => ({
    title: 'Saved on this device',
    description: `You are offline. Your ${what} will be sent as soon as you are back online.`,
  }),
  /** Online, but an earlier save to the same place was refused: this one waits behind it. */
  heldOnDevice: (what: string) => ({
    title: 'Saved on this device',
    description: `An earlier change here could not be sent. Your ${what} will be sent once you retry or discard it.`,
  }),
  saveFailed: (description: string) => failed('Error', description),
  checkInsPaused: (paused: boolean) => ({
    title: paused ? 'Check-ins Paused' : 'Check-ins Resumed',
    description: paused ? 'Nothing is counted until you resume.' : 'Your check-ins count again.',
  }),
  pauseFailed: failed('Error', 'Failed to change your check-ins. Please try again.'),
  sharingSaved: (name: string) => ({ title: 'Sharing saved', description: `${name} now sees what you ticked.` }),
  sharingFailed: failed('Error', 'Failed to save what you share. Please try again.'),
  agreementAccepted: { title: 'Agreement accepted', description: 'Thank you. Here is what your student shares with you.' },
  agreementFailed: failed('Error', 'The agreement could not be accepted. Please try again.'),
} as const satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;

/** What the student is told about each form's save. */
export const SAVE_TOASTS = {
  newPlan: {
    what: 'plan',
    saved: { title: 'Plan Saved!', description: 'Your plan has been saved.' },
    failed: 'Failed to save plan. Please try again.',
  },
  planEdit: {
    what: 'plan',
    saved: { title: 'Plan Updated', description: 'Your changes to the plan have been saved.' },
    failed: 'Failed to save plan. Please try again.',
  },
  reassessment: {
    what: 'reassessment',
    saved: { title: 'Plan Updated', description: 'Your reassessment has been saved.' },
    failed: 'Failed to save plan reassessment. Please try again.',
  },
  responses: {
    what: 'responses',
    saved: { title: 'Responses Saved!', description: SAVED_LINE },
    failed: 'Failed to save responses. Please try again.',
  },
  checkIn: {
    what: 'check-in',
    saved: { title: 'Check-in Saved', description: 'Your check-in has been recorded.' },
    failed: 'Failed to save check-in. Please try again.',
  },
  planScore: {
    what: 'score',
    saved: { title: 'Score Recorded', description: 'Your score for this plan has been saved.' },
    failed: 'Failed to record score. Please try again.',
  },
} as const satisfies Record<string, SaveToasts>;

/** What scoring a plan between reassessments says. */
export const SCORE_TEXT = {
  choose: 'Choose the level closest to where you are',
  noteTooLong: (max: number) => `Must be at most ${max} characters`,
  recorded: (sign: string, meaning: string) => `Recorded ${sign}: ${meaning}.`,
} as const;

/**
 * What a form says of its save kept on this device: it goes when the connection returns, or, while a refused save
 * waits for the student (phase `error`), the banner at the top says what to do.
 */
export function queuedLine(phase: SyncPhase): string {
  return phase === 'error'
    ? 'Saved on this device. It has not been sent yet: see the message at the top of the page.'
    : 'Saved on this device. It will be sent when you are back online.';
}

/** The lowest an estimate ratio is said to be, so that a tiny ratio never reads as "0×". */
const LOWEST_SPOKEN_RATIO = 0.1;

/** What the check-in card says. */
export const CHECK_IN_TEXT = {
  /** The one line on the estimate after a save: more time than planned suggests the actual as the next estimate. */
  feedback: (planned: number, actual: number) => {
    if (actual > planned) return `Planned ${planned}, took ${actual}: next time try ${actual}.`;
    if (actual < planned) return `Planned ${planned}, took ${actual}: you finished early.`;
    return `Planned ${planned}, took ${actual}: spot on.`;
  },
  /** Consistency without streaks: distinct days with a check-in among the last few. */
  consistency: (days: number, of: number) => `Checked in ${days} of the last ${of} days`,
  /** The median of actual ÷ planned minutes in plain words, to one decimal. */
  estimateRatio: (ratio: number) => {
    const rounded = Math.max(LOWEST_SPOKEN_RATIO, Math.round(ratio * 10) / 10);
    return rounded === 1 ? 'Tasks take you about as long as you plan' : `Tasks take you about ${rounded}× what you plan`;
  },
  paused: 'Check-ins are paused (holiday or illness): nothing is counted until you resume.',
  pause: 'Pause check-ins (holiday or illness)',
  resume: 'Resume check-ins',
  noSummary: 'Your check-in count shows here once it can be loaded.',
  errors: {
    task: 'Say what you worked on',
    plannedMinutes: (min: number, max: number) => `Planned minutes: a whole number from ${min} to ${max}`,
    actualMinutes: (min: number, max: number) => `Actual minutes: a whole number from ${min} to ${max}`,
    startedOnTime: 'Choose Yes or No',
    tooLong: (max: number) => `Must be at most ${max} characters`,
    date: (days: number) => `Choose a day within the last ${days} days`,
  },
} as const;
