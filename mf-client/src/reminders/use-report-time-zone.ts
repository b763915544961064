import { useEffect } from 'react';
import { API_PATHS } from '@app/api/contract';
import { apiRequest, useCurrentUser } from '@app/kit/api';

/** The zone this device last reported for a student: reported again only when it changes. */
const reportedKey = (userId: string) => `ef.time-zone:${userId}`;

/**
 * Tells the server the zone of the student's device, once and again whenever it changes (a trip, a move to college),
 * so that reminders keep to quiet hours on the student's own clock. Offline or refused, it is tried on the next page.
 */
export function useReportTimeZone(): void {
  const { user, isClient } = useCurrentUser();
  const userId = isClient ? user?.id : undefined;
  useEffect(() => {
    if (!userId) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || localStorage.getItem(reportedKey(userId)) === zone) return;
    apiRequest('PUT', API_PATHS.reminderTimeZone, { timeZone: zone })
      .then(() => localStorage.setItem(reportedKey(userId), zone))
      .catch(() => undefined);
  }, [userId]);
}
