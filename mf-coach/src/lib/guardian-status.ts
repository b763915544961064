import { formatDate, formatDateTime, type Guardian } from '@app/api/contract';

/** Where a guardian stands with the agreement for families, against its current version (0: not written). */
export function agreementStatus(
  guardian: Pick<Guardian, 'acceptedVersion' | 'acceptedAt'>,
  currentVersion: number,
): { text: string; current: boolean } {
  if (guardian.acceptedVersion === null) return { text: 'Has not accepted the agreement yet', current: false };
  const accepted = `Accepted version ${guardian.acceptedVersion} on ${formatDate(guardian.acceptedAt)}`;
  if (currentVersion > guardian.acceptedVersion) {
    return { text: `${accepted}; asked to accept version ${currentVersion}`, current: false };
  }
  return { text: accepted, current: true };
}

/** The guardian's invitation: until when its link works, that it has expired, or that they have signed in. */
export function invitationStatus(
  guardian: Pick<Guardian, 'signedIn' | 'invitationExpiresAt'>,
  now = new Date(),
): string {
  if (guardian.signedIn) return 'Has signed in';
  if (guardian.invitationExpiresAt === null) return 'Invitation link expired';
  const expires = new Date(guardian.invitationExpiresAt);
  return expires.getTime() > now.getTime()
    ? `Invitation link works until ${formatDateTime(expires)}`
    : `Invitation link expired on ${formatDate(expires)}`;
}

/** "sent to 1 guardian", "sent to 3 guardians". */
export function sentToText(count: number): string {
  return `Sent to ${count} ${count === 1 ? 'guardian' : 'guardians'}`;
}
