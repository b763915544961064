import type { CheckInWeek } from '@app/api/contract';

/**
 * Weeks of check-ins summed up in a sentence for the family's report: days checked in over the weeks, in how many
 * of them, and the average a week (one decimal).
 */
export function checkInSummary(weeks: readonly CheckInWeek[]): string {
  const days = weeks.reduce((sum, week) => sum + week.days, 0);
  const active = weeks.filter((week) => week.days > 0).length;
  const average = weeks.length === 0 ? 0 : days / weeks.length;
  const dayWord = days === 1 ? 'day' : 'days';
  const weekWord = weeks.length === 1 ? 'week' : 'weeks';
  return `Checked in on ${days} ${dayWord} in ${active} of the last ${weeks.length} ${weekWord}: ${average.toFixed(1)} days a week on average.`;
}
