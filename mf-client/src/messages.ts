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
  saveFailed: (description: string) => failed('Error', description),
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
} as const satisfies Record<string, SaveToasts>;
