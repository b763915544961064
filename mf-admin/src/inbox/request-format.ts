import { CONSULTATION_GRADE_LEVELS } from '@app/api/contract';

/** Shown for a request without a submission time (older items). */
export const UNKNOWN_DATE = 'Unknown';

/** Shown for an empty optional field such as the parent's name. */
export const NOT_PROVIDED = 'Not provided';

/** The submission time in the viewer's locale and zone, or 'Unknown' when missing or invalid. */
export function formatSubmittedAt(createdAt: string | null | undefined, locale?: string, timeZone?: string): string {
  if (!createdAt) return UNKNOWN_DATE;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The form's label for a grade value ('college-junior' reads 'College Junior'); unknown values as stored. */
export function gradeLabel(value: string): string {
  return CONSULTATION_GRADE_LEVELS.find((grade) => grade.value === value)?.label ?? value;
}
