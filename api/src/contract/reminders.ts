import { z } from 'zod';

/** The canonical spelling of an IANA zone name, or null when Intl does not know it. */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A student's reminder choices (GET and PUT /api/reminder-settings). */
export const reminderSettingsSchema = z.strictObject({
  email: z.boolean({ error: 'email must be true or false' }),
});
export type ReminderSettingsPayload = z.infer<typeof reminderSettingsSchema>;

const NOT_A_TIME_ZONE = 'timeZone must be an IANA time zone, e.g. America/New_York';

/**
 * PUT /api/reminder-settings/time-zone: the zone of the student's device, so that reminders keep to the quiet hours
 * on the student's own clock (stored in its canonical spelling).
 */
export const reminderTimeZoneSchema = z.strictObject({
  timeZone: z
    .string({ error: NOT_A_TIME_ZONE })
    .max(64, NOT_A_TIME_ZONE)
    .transform((name, ctx) => {
      const zone = canonicalTimeZone(name);
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: NOT_A_TIME_ZONE });
        return z.NEVER;
      }
      return zone;
    }),
});
export type ReminderTimeZonePayload = z.input<typeof reminderTimeZoneSchema>;

/**
 * GET /api/reminder-settings: the choices, the push endpoints of the student's devices with push on, and the zone
 * their reminders keep quiet hours in (null: none reported yet, the practice's).
 */
export interface ReminderSettings extends ReminderSettingsPayload {
  pushEndpoints: string[];
  timeZone: string | null;
}
