import type { ConsultationRequest } from '@app/api/contract';

/** The four session-time preferences, in the order the cards show their badges. */
export const PREFERRED_TIMES = [
  { field: 'weekdayMorning', label: 'Weekday Mornings' },
  { field: 'weekdayAfternoon', label: 'Weekday Afternoons' },
  { field: 'weekdayEvening', label: 'Weekday Evenings' },
  { field: 'weekend', label: 'Weekends' },
] as const;

/** Shown instead of badges when no time was chosen. */
export const NO_PREFERENCES = 'No preferences specified';

/** The badge labels of the times a request prefers (empty when none is set). */
export function preferredTimeLabels(
  request: Pick<ConsultationRequest, (typeof PREFERRED_TIMES)[number]['field']>,
): string[] {
  return PREFERRED_TIMES.filter((time) => request[time.field]).map((time) => time.label);
}
