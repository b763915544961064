import type { CurrentUser } from '@app/api/contract';

const HONORIFICS = new Set(['dr', 'dr.', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'prof', 'prof.', 'phd']);

/** The last word of a full name that is not a title ("Dr. Sarah Mitchell, PhD" gives "Mitchell"). */
export function lastNameOf(fullName: string): string {
  const words = fullName
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((word) => !HONORIFICS.has(word.toLowerCase()));
  return words.at(-1) ?? '';
}

/**
 * How the dashboard greets the coach: 'Dr.' and the account's last name, or, for an account that signed
 * in by e-mail link and so has no name, the last name of the practice's coach from the site settings.
 * "Welcome" on a first visit (nothing set up yet), "Welcome back" after.
 */
export function coachGreeting(user: Pick<CurrentUser, 'lastName'> | null, siteCoachName: string, firstVisit: boolean): string {
  const lastName = user?.lastName?.trim() || lastNameOf(siteCoachName);
  const welcome = firstVisit ? 'Welcome' : 'Welcome back';
  return lastName ? `${welcome}, Dr. ${lastName}` : welcome;
}

/** A first visit, as the server's records tell it: no address approved for sign-in and no client yet. */
export function isFirstVisit(records: { approvedEmails: number; clients: number }): boolean {
  return records.approvedEmails === 0 && records.clients === 0;
}
