import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  byDay,
  clockTime,
  calendarDayInstant,
  calendarDayKey,
  dayKey,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTimestamp,
  longDay,
  sessionWhen,
  shortDay,
} from './dates.js';

/** 4:05 PM on Tuesday, March 4, 2025, in the local time zone. */
const local = new Date(2025, 2, 4, 16, 5);

describe('time units', () => {
  it('count milliseconds', () => {
    expect([MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([60_000, 3_600_000, 86_400_000]);
  });
});

describe('formatDate and formatDateTime', () => {
  it('read the local day and time', () => {
    expect(formatDate(local.toISOString())).toBe('Mar 4, 2025');
    expect(formatDateTime(local.getTime())).toBe('Mar 4, 2025 at 4:05 PM');
  });

  it('are empty for a missing or bad value', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('shows the day the student picked, whatever the local time zone', () => {
    expect(formatCalendarDate('2025-03-04T00:00:00.000Z')).toBe('Mar 4, 2025');
  });

  it('is empty for a missing or bad value', () => {
    expect(formatCalendarDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTimestamp', () => {
  it('reads the time in the given locale and zone', () => {
    expect(formatTimestamp('2025-03-04T23:30:00.000Z', 'en-US', 'America/New_York')).toBe('Mar 4, 2025, 6:30 PM');
  });

  it('is empty for a missing or bad value', () => {
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp('not a date')).toBe('');
  });
});

describe('session times', () => {
  it('read the local day and time', () => {
    expect(shortDay(local.toISOString())).toBe('Tue, Mar 4');
    expect(longDay(local)).toBe('Tuesday, March 4');
    expect(clockTime(local)).toBe('4:05 PM');
    expect(sessionWhen(local.toISOString())).toBe('Tuesday, March 4 at 4:05 PM');
  });

  it('group items by their local day, in order of first appearance', () => {
    const at = (day: number, hour: number) => ({ start: new Date(2025, 2, day, hour).toISOString() });
    const items = [at(4, 9), at(5, 9), at(4, 15)];
    expect(byDay(items)).toEqual([
      { day: '2025-03-04', items: [items[0], items[2]] },
      { day: '2025-03-05', items: [items[1]] },
    ]);
  });
});

describe('dayKey', () => {
  it('writes the local day as a date input holds it', () => {
    expect(dayKey(local)).toBe('2025-03-04');
    expect(dayKey(new Date(2025, 11, 1, 23, 59))).toBe('2025-12-01');
  });
});

describe('calendarDayInstant and calendarDayKey', () => {
  it('store a picked day as midnight UTC and read the same day back, in any time zone', () => {
    expect(calendarDayInstant('2025-03-04')).toBe('2025-03-04T00:00:00.000Z');
    expect(calendarDayKey('2025-03-04T00:00:00.000Z')).toBe('2025-03-04');
    expect(formatCalendarDate(calendarDayInstant('2025-03-04'))).toBe('Mar 4, 2025');
  });

  it('refuse a text that is no day of the calendar', () => {
    for (const text of ['03/04/2025', '2025-02-30', '2025-3-4', '', '2025-03-04T00:00:00Z'])
      expect(calendarDayInstant(text), text).toBeNull();
  });
});
