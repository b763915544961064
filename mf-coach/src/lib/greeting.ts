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
 */
export function coachGreeting(user: Pick<CurrentUser, 'lastName'> | null, siteCoachName: string): string {
  const lastName = user?.lastName?.trim() || lastNameOf(siteCoachName);
  return lastName ? `Welcome back, Dr. ${lastName}` : 'Welcome back';
}
