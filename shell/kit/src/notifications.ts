import type { NewConsultationEvent } from '@app/api/contract';

/** A new-request event as an alert receives it: a push payload may lack any field, and its type is any text. */
export type ConsultationAlert = Partial<Omit<NewConsultationEvent, 'type'>> & { type?: string };

/** Title of the desktop notification for a new consultation request. */
export const NEW_CONSULTATION_TITLE = 'New Consultation Request';

/** The desktop notification for a new consultation request, worded once for the page and the service worker. */
export function consultationNotification(event: ConsultationAlert): { title: string; body: string } {
  const name = event.studentName?.trim() || 'A student';
  const grade = event.gradeLevel?.trim();
  return {
    title: NEW_CONSULTATION_TITLE,
    body: grade ? `${name} (${grade}) has requested a consultation` : `${name} has requested a consultation`,
  };
}

/**
 * The tag the admin page and the service worker both give a request's notification: when both alert
 * for the same request, the second replaces the first instead of showing a duplicate.
 */
export function consultationNotificationTag(event: ConsultationAlert): string {
  return `consultation-request:${event.studentName?.trim() ?? ''}:${event.gradeLevel?.trim() ?? ''}`;
}
