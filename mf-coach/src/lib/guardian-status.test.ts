import { describe, expect, it } from 'vitest';
import { agreementStatus, invitationStatus, sentToText } from './guardian-status';

describe('agreementStatus', () => {
  it('says a guardian has not accepted yet', () => {
    expect(agreementStatus({ acceptedVersion: null, acceptedAt: null }, 2)).toEqual({
      text: 'Has not accepted the agreement yet',
      current: false,
    });
  });

  it('names the version and the day of an acceptance of the current version', () => {
    expect(agreementStatus({ acceptedVersion: 2, acceptedAt: '2026-03-03T15:00:00Z' }, 2)).toEqual({
      text: 'Accepted version 2 on Mar 3, 2026',
      current: true,
    });
  });

  it('says an earlier version was accepted and the current one is asked for', () => {
    expect(agreementStatus({ acceptedVersion: 1, acceptedAt: '2026-03-03T15:00:00Z' }, 3)).toEqual({
      text: 'Accepted version 1 on Mar 3, 2026; asked to accept version 3',
      current: false,
    });
  });
});

describe('invitationStatus', () => {
  const now = new Date('2026-03-05T12:00:00Z');

  it('gives the day a live invitation link stops working', () => {
    expect(invitationStatus({ signedIn: false, invitationExpiresAt: '2026-03-10T12:00:00Z' }, now)).toMatch(
      /^Invitation link works until Mar 10, 2026 at \d{1,2}:\d{2} [AP]M$/,
    );
  });

  it('says an invitation link expired', () => {
    expect(invitationStatus({ signedIn: false, invitationExpiresAt: '2026-03-01T12:00:00Z' }, now)).toBe(
      'Invitation link expired on Mar 1, 2026',
    );
  });

  it('says an invitation link expired once the store no longer holds it, when the guardian never signed in', () => {
    expect(invitationStatus({ signedIn: false, invitationExpiresAt: null }, now)).toBe('Invitation link expired');
  });

  it('says the guardian signed in', () => {
    expect(invitationStatus({ signedIn: true, invitationExpiresAt: null }, now)).toBe('Has signed in');
  });
});

describe('sentToText', () => {
  it('counts guardians in words', () => {
    expect(sentToText(0)).toBe('Sent to 0 guardians');
    expect(sentToText(1)).toBe('Sent to 1 guardian');
    expect(sentToText(2)).toBe('Sent to 2 guardians');
  });
});
