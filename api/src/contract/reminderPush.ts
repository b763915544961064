/* What a reminder says and where it leads; free of zod, so the service worker can import it. */

/** The `type` of a web push telling a student a plan is due for reassessment. */
export const REASSESSMENT_REMINDER_EVENT = 'reassessment_reminder';
/** The `type` of a web push reminding a student of a session. */
export const SESSION_REMINDER_EVENT = 'session_reminder';
/** Every kind of a student's reminder: the service worker shows each as its title and body. */
export const STUDENT_REMINDER_EVENTS: readonly string[] = [REASSESSMENT_REMINDER_EVENT, SESSION_REMINDER_EVENT];

/** A reminder as web push carries it: the service worker shows title and body, and a click opens `url`. */
export interface ReminderPush {
  type: typeof REASSESSMENT_REMINDER_EVENT | typeof SESSION_REMINDER_EVENT;
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
