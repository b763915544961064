/** The figures shown of check-ins: how well time was estimated, and how often work started on time. */

/** A figure rounded to 2 decimals. */
export function twoDecimals(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The median of some numbers (null when there are none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of actual ÷ planned minutes, 2 decimals; null with no check-in. */
export function estimateRatio(checkIns: ReadonlyArray<{ plannedMinutes: number; actualMinutes: number }>): number | null {
  const middle = median(checkIns.map((checkIn) => checkIn.actualMinutes / checkIn.plannedMinutes));
  return middle === null ? null : twoDecimals(middle);
}

/** The share (0 to 1, 2 decimals) of check-ins started on time; null with none. */
export function startedOnTimeShare(checkIns: ReadonlyArray<{ startedOnTime: boolean }>): number | null {
  if (checkIns.length === 0) return null;
  return twoDecimals(checkIns.filter((checkIn) => checkIn.startedOnTime).length / checkIns.length);
}

/** How many distinct days the check-ins fall on. */
export function distinctDays(checkIns: ReadonlyArray<{ date: string }>): number {
  return new Set(checkIns.map((checkIn) => checkIn.date)).size;
}
