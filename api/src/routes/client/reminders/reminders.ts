import type { ReminderSettings, ReminderSettingsPayload } from '../../../contract/index.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import { PushSubscription, User } from '../../../models/index.js';

async function settingsOf(userId: string): Promise<ReminderSettings> {
  const [user, devices] = await Promise.all([
    User.findById(userId, { reminderEmails: 1, timeZone: 1 }).lean(),
    PushSubscription.find({ userId, audience: 'student' }, { endpoint: 1 }).lean(),
  ]);
  return {
    email: user?.reminderEmails !== false,
    pushEndpoints: devices.map((device) => device.endpoint),
    timeZone: user?.timeZone ?? null,
  };
}

/** GET /api/reminder-settings: the signed-in student's reminder choices. */
export async function readReminderSettings(ctx: AppContext): Promise<ReminderSettings> {
  ctx.set('Cache-Control', 'no-store');
  return settingsOf(actorOf(ctx).userId);
}

/** PUT /api/reminder-settings: turns e-mail reminders on or off (push is per device: POST /api/push/subscribe). */
export async function saveReminderSettings(ctx: AppContext, body: ReminderSettingsPayload): Promise<ReminderSettings> {
  const { userId } = actorOf(ctx);
  await User.updateOne({ _id: userId }, { $set: { reminderEmails: body.email } });
  return settingsOf(userId);
}

/** PUT /api/reminder-settings/time-zone: the zone of the student's device, for quiet hours on their own clock. */
export async function saveReminderTimeZone(ctx: AppContext, timeZone: string): Promise<ReminderSettings> {
  const { userId } = actorOf(ctx);
  await User.updateOne({ _id: userId }, { $set: { timeZone } });
  return settingsOf(userId);
}
