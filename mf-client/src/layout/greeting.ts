import type { CurrentUser } from '@app/api/contract';

/** The name the dashboard greets: the profile's first name, else the account's, else 'Student'. */
export function greetingName(user: CurrentUser | null): string {
  const name = user?.clientProfile?.studentFirstName?.trim() || user?.firstName?.trim();
  return name || 'Student';
}

/** The dashboard's greeting: "Welcome" until the student has saved or started anything, then "Welcome back". */
export function greeting(user: CurrentUser | null, firstVisit: boolean): string {
  return `${firstVisit ? 'Welcome' : 'Welcome back'}, ${greetingName(user)}!`;
}
