import type { CurrentUser } from '@app/api/contract';

/** The name the header greets: the profile's first name, else the account's, else 'Student' (SPEC section 2). */
export function greetingName(user: CurrentUser | null): string {
  const name = user?.clientProfile?.studentFirstName?.trim() || user?.firstName?.trim();
  return name || 'Student';
}
