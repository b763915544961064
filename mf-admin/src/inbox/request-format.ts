/** Shown for a request without a submission time (older items). */
export const UNKNOWN_DATE = 'Unknown';

/** The submission time in the viewer's locale and zone, or 'Unknown' when missing or invalid. */
export function formatSubmittedAt(createdAt: string | null | undefined, locale?: string, timeZone?: string): string {
  if (!createdAt) return UNKNOWN_DATE;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
