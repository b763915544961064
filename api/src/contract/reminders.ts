import { z } from 'zod';

/** The `type` of a web push telling a student a plan is due for reassessment. */
export const REASSESSMENT_REMINDER_EVENT = 'reassessment_reminder';

/** A reminder as web push carries it: the service worker shows title and body, and a click opens `url`. */
export interface ReminderPush {
  type: typeof REASSESSMENT_REMINDER_EVENT;
  title: string;
  body: string;
  /** An app path, e.g. /reassess-plan/{id}. */
  url: string;
  /** Replaces an earlier notification with the same tag. */
  tag: string;
}

/** The words of a reassessment reminder, in e-mail and push alike. */
export const REASSESSMENT_REMINDER = {
  title: 'Time to reassess your plan',
  body: (goal: string) => `Your plan "${goal}" is due for reassessment. How is it going?`,
} as const;

/** Where a student sets their reminders. */
export const REMINDERS_PATH = '/reminders';

/** A student's reminder choices (GET and PUT /api/reminder-settings). */
export const reminderSettingsSchema = z.strictObject({
  email: z.boolean({ error: 'email must be true or false' }),
});
export type ReminderSettingsPayload = z.infer<typeof reminderSettingsSchema>;

/** GET /api/reminder-settings: the choices, and the push endpoints of the student's devices with push on. */
export interface ReminderSettings extends ReminderSettingsPayload {
  pushEndpoints: string[];
}
