import type { AppConfig } from '../config.js';
import { ApprovedEmail, ClientProfile, PushSubscription, User } from '../models/index.js';

/** A student a reminder may reach, and by which channels. */
export interface ReminderRecipient {
  userId: string;
  email: string;
  byEmail: boolean;
  byPush: boolean;
  /** The zone the student's device last reported, else the practice's: their reminders' clock. */
  timeZone: string;
}

/**
 * The students of the given profiles whom a reminder may reach, by profile id: active, with an account whose
 * address is still approved (a withdrawn approval stops reminders as it stops sign-in), and with e-mail
 * reminders on or a device where push is on. Four indexed reads, whatever the number of students.
 */
export async function reminderRecipients(
  profileIds: readonly string[],
  config: AppConfig,
  mailerEnabled: boolean,
): Promise<Map<string, ReminderRecipient>> {
  const recipients = new Map<string, ReminderRecipient>();
  if (profileIds.length === 0) return recipients;
  const profiles = await ClientProfile.find(
    { _id: { $in: [...new Set(profileIds)] }, isActive: { $ne: false } },
    { userId: 1 },
  ).lean();
  const users = await User.find(
    { _id: { $in: profiles.map((profile) => profile.userId) } },
    { email: 1, reminderEmails: 1, timeZone: 1 },
  ).lean();
  const addresses = users.map((user) => user.email.trim().toLowerCase());
  const approved = new Set<string>([
    ...config.coachEmails,
    ...(await ApprovedEmail.distinct('email', { email: { $in: addresses } })).map(String),
  ]);
  const withPush = new Set(
    (
      await PushSubscription.distinct('userId', { audience: 'student', userId: { $in: users.map((user) => user._id) } })
    ).map(String),
  );
  const userOf = new Map(users.map((user) => [user._id, user]));
  for (const profile of profiles) {
    const user = userOf.get(profile.userId);
    if (!user || !approved.has(user.email.trim().toLowerCase())) continue;
    const byEmail = user.reminderEmails !== false && mailerEnabled;
    const byPush = withPush.has(user._id);
    const timeZone = user.timeZone ?? config.practiceTimeZone;
    if (byEmail || byPush) {
      recipients.set(profile._id, { userId: user._id, email: user.email, byEmail, byPush, timeZone });
    }
  }
  return recipients;
}
