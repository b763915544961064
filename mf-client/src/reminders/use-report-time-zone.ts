import { useEffect } from 'react';
import { API_PATHS, type ReminderSettings, type ReminderTimeZonePayload } from '@app/api/contract';
import { apiRequest, useCurrentUser } from '@app/kit/api';
import { showReminderSettings } from './use-reminder-settings';

/** Where the device notes the zone it last reported for a student: reported again only when it changes. */
const reportedKey = (userId: string) => `ef.time-zone:${userId}`;

/** The zone this device last reported for the student, or null (none yet, or storage turned off). */
function lastReported(userId: string): string | null {
  try {
    return localStorage.getItem(reportedKey(userId));
  } catch {
    return null;
  }
}

/** Notes the reported zone on the device; with storage turned off, the next page reports it again. */
function noteReported(userId: string, zone: string): void {
  try {
    localStorage.setItem(reportedKey(userId), zone);
  } catch {
    // Nothing kept: reported again on the next page, which the server takes as often.
  }
}

/** The report under way or made since this page loaded: a page opened meanwhile does not send it again. */
let underWay: string | null = null;

/**
 * Tells the server the zone of the student's device, once and again whenever it changes (a trip, a move to college),
 * so that reminders keep to quiet hours on the student's own clock. Offline or refused, it is tried on the next page.
 */
export function useReportTimeZone(): void {
  const { user, isClient } = useCurrentUser();
  // A student without a profile yet has no reminders to keep: the server would refuse the report.
  const userId = isClient && user?.clientProfile ? user.id : undefined;
  useEffect(() => {
    if (!userId) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const report = `${userId} ${zone}`;
    if (!zone || underWay === report || lastReported(userId) === zone) return;
    underWay = report;
    const body: ReminderTimeZonePayload = { timeZone: zone };
    apiRequest('PUT', API_PATHS.reminderTimeZone, body)
      .then(async (response) => {
        noteReported(userId, zone);
        showReminderSettings((await response.json()) as ReminderSettings);
      })
      .catch(() => {
        underWay = null;
      });
  }, [userId]);
}
