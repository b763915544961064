import { API_PATHS, reminderSettingsSchema, reminderTimeZoneSchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { readReminderSettings, saveReminderSettings, saveReminderTimeZone } from './reminders.js';

/** The student's reminder choices. */
export const reminderRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.reminderSettings,
    access: 'client',
    summary: 'The student’s reminder choices (e-mail on or off, devices with push on)',
    handler: readReminderSettings,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.reminderSettings,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Turn the student’s e-mail reminders on or off',
    body: reminderSettingsSchema,
    handler: (ctx, { body }) => saveReminderSettings(ctx, body),
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.reminderTimeZone,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Record the time zone of the student’s device: reminders keep to quiet hours on their clock',
    body: reminderTimeZoneSchema,
    handler: (ctx, { body }) => saveReminderTimeZone(ctx, body.timeZone),
  }),
];
