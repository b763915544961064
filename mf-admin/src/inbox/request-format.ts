import { formatTimestamp } from '@app/api/contract';

/** Shown for a request without a submission time (older items). */
export const UNKNOWN_DATE = 'Unknown';

/** The submission time in the viewer's locale and zone, or 'Unknown' when missing or invalid. */
export function formatSubmittedAt(createdAt: string | null | undefined, locale?: string, timeZone?: string): string {
  return formatTimestamp(createdAt, locale, timeZone) || UNKNOWN_DATE;
}
