import type { Activity, ActivityCategory } from '@app/api/contract';

/** The check-in card's anchor on the dashboard (/dashboard#check-in). */
export const CHECK_IN_ID = 'check-in';

/** The activities that ask the student to estimate and time a task: the library's time-management ones. */
const TIMED_CATEGORY: ActivityCategory = 'time_management';

/** Whether an activity offers to log its task as a check-in. */
export function logsAsCheckIn(activity: Pick<Activity, 'category'>): boolean {
  return activity.category === TIMED_CATEGORY;
}

/**
 * Follows a link to the check-in card. The address change brings the card into view and into focus; when the
 * address already names the card, no change happens, so the card is told directly.
 */
export function followCheckInLink(event: { preventDefault: () => void }): void {
  if (window.location.hash !== `#${CHECK_IN_ID}`) return;
  event.preventDefault();
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
