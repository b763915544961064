/** ISO text of a stored date, or null when there is none (JSON dates are ISO strings). */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** ISO text of a date the store always sets (createdAt, updatedAt); the epoch if an old record lacks it. */
export function iso(value: Date | string | null | undefined): string {
  return isoOrNull(value) ?? new Date(0).toISOString();
}
