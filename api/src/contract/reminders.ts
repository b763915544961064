import { z } from 'zod';

/** A student's reminder choices (GET and PUT /api/reminder-settings). */
export const reminderSettingsSchema = z.strictObject({
  email: z.boolean({ error: 'email must be true or false' }),
});
export type ReminderSettingsPayload = z.infer<typeof reminderSettingsSchema>;

/** GET /api/reminder-settings: the choices, and the push endpoints of the student's devices with push on. */
export interface ReminderSettings extends ReminderSettingsPayload {
  pushEndpoints: string[];
}
