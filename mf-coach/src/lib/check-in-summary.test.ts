import { describe, expect, it } from 'vitest';
import type { CheckInWeek } from '@app/api/contract';
import { checkInSummary } from './check-in-summary';

const week = (days: number): CheckInWeek => ({
  weekStart: '2025-03-03',
  days,
  estimateRatio: days ? 1 : null,
  startedOnTime: days ? 1 : null,
});

describe('checkInSummary', () => {
  it('counts the days and the weeks with a check-in, and the average a week', () => {
    const weeks = [0, 3, 0, 5].map(week);
    expect(checkInSummary(weeks)).toBe('Checked in on 8 days in 2 of the last 4 weeks: 2.0 days a week on average.');
    expect(checkInSummary([week(1)])).toBe('Checked in on 1 day in 1 of the last 1 week: 1.0 days a week on average.');
    expect(checkInSummary([])).toBe('Checked in on 0 days in 0 of the last 0 weeks: 0.0 days a week on average.');
  });
});
