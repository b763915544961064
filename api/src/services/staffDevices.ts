import type { AppConfig } from '../config.js';
import { Session } from '../models/index.js';
import { adminPasswordFingerprint } from '../policies/adminFlag.js';
import { currentUser } from '../policies/currentUser.js';

/** What the sender reads of a stored device of the admin or a coach. */
export interface StaffDevice {
  _id: string;
  userId?: string | null;
  adminGrantId?: string | null;
  adminKey?: string | null;
  accessEndsAt?: Date | null;
}

/**
 * The ids of the staff devices whose access has ended, decided when an alert is sent, from the store and the
 * configuration of now (so every process decides alike, and no timer has to be running):
 * - a device of the admin ends with the admin log-in it was subscribed under: when the flag's 12 hours pass,
 *   when ADMIN_PASSWORD changes, and when no session holds that log-in any more (admin log-out, sign-out or
 *   an expired session, on whichever process);
 * - a coach's device ends when the user is gone or the address is no longer in COACH_EMAILS.
 */
export async function endedStaffDevices(
  devices: readonly StaffDevice[],
  config: Pick<AppConfig, 'adminPassword' | 'sessionKeys' | 'coachEmails'>,
  now = new Date(),
): Promise<Set<string>> {
  const fingerprint = adminPasswordFingerprint(config);
  const unexpired = devices.filter(
    (device) =>
      !device.userId &&
      !!device.adminGrantId &&
      device.adminKey === fingerprint &&
      !!device.accessEndsAt &&
      device.accessEndsAt > now,
  );
  const grants = [...new Set(unexpired.map((device) => device.adminGrantId!))];
  const held =
    grants.length > 0
      ? await Session.find({ adminGrantId: { $in: grants }, expire: { $gt: now } }, { adminGrantId: 1 }).lean()
      : [];
  const heldGrants = new Set(held.map((session) => session.adminGrantId));
  const current = new Set(
    unexpired.filter((device) => heldGrants.has(device.adminGrantId!)).map((device) => device._id),
  );

  const userIds = [...new Set(devices.flatMap((device) => (device.userId ? [device.userId] : [])))];
  for (const userId of userIds) {
    if ((await currentUser(userId, config.coachEmails))?.role !== 'coach') continue;
    for (const device of devices) if (device.userId === userId) current.add(device._id);
  }
  return new Set(devices.filter((device) => !current.has(device._id)).map((device) => device._id));
}
