import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.js';

/** What a session carries of an admin log-in (the shared admin password). */
export interface AdminFlag {
  /** Set by the shared admin password (valid 12 hours, under the current password). */
  admin?: boolean;
  /** When the admin password was entered (ms since the epoch). */
  adminSince?: number;
  /** Fingerprint of the admin password it was entered under (never the password). */
  adminKey?: string;
  /** Id of that admin log-in: the admin's push devices are subscribed under it and end with it. */
  adminGrantId?: string;
}

/** The admin flag lives at most this long from the admin log-in, whatever the activity since. */
export const ADMIN_FLAG_MAX_AGE_MS = 12 * 60 * 60 * 1000;

let lastFingerprint: { password: string; key: string; fingerprint: string } | null = null;

/**
 * A fingerprint of the admin password, kept in the admin's session instead of the password: an
 * HMAC under the newest session key, so a copy of the sessions collection does not help guess the
 * password. A flag granted under another password (or key) no longer matches.
 */
export function adminPasswordFingerprint(config: Pick<AppConfig, 'adminPassword' | 'sessionKeys'>): string {
  const key = config.sessionKeys[0]!;
  if (lastFingerprint?.password !== config.adminPassword || lastFingerprint.key !== key) {
    const fingerprint = createHmac('sha256', key).update(`admin password\0${config.adminPassword}`).digest('base64url');
    lastFingerprint = { password: config.adminPassword, key, fingerprint };
  }
  return lastFingerprint.fingerprint;
}

/** A new id for one admin log-in: what the admin's devices were subscribed under. */
export const newAdminGrantId = () => randomBytes(18).toString('base64url');

/** The session fields of an admin log-in made now. */
export function adminGrant(config: Pick<AppConfig, 'adminPassword' | 'sessionKeys'>, now = Date.now()) {
  return {
    admin: true,
    adminSince: now,
    adminKey: adminPasswordFingerprint(config),
    adminGrantId: newAdminGrantId(),
  } as const;
}

/** When a session's admin flag runs out: 12 hours after the log-in. */
export function adminFlagEndsAt(session: Pick<AdminFlag, 'adminSince'>): Date {
  return new Date((session.adminSince ?? 0) + ADMIN_FLAG_MAX_AGE_MS);
}

/**
 * Whether a session holds a valid admin flag: granted less than 12 hours ago (activity does not renew
 * it) under the admin password configured now.
 */
export function holdsAdmin(
  session: AdminFlag | null | undefined,
  config: Pick<AppConfig, 'adminPassword' | 'sessionKeys'>,
  now = Date.now(),
): boolean {
  if (session?.admin !== true || typeof session.adminSince !== 'number') return false;
  if (session.adminSince > now || now - session.adminSince >= ADMIN_FLAG_MAX_AGE_MS) return false;
  return session.adminKey === adminPasswordFingerprint(config);
}
