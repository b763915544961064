/** The payload of a new-consultation-request event (SSE message or push), per SPEC section 3. */
export interface ConsultationEvent {
  type?: string;
  studentName?: string;
  gradeLevel?: string;
}

/** Title of the desktop notification for a new consultation request. */
export const NEW_CONSULTATION_TITLE = 'New Consultation Request';

/** The desktop notification for a new consultation request, worded once for the page and the service worker. */
export function consultationNotification(event: ConsultationEvent): { title: string; body: string } {
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
export function consultationNotificationTag(event: ConsultationEvent): string {
  return `consultation-request:${event.studentName?.trim() ?? ''}:${event.gradeLevel?.trim() ?? ''}`;
}
