import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { calendarDayKey } from '../contract/index.js';
import { startOfPracticeDay } from '../domain/practiceDays.js';
import { inQuietHours } from './schedule.js';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error instanceof ConfigError ? error.message : String(error);
  }
  return '';
};

describe('REMINDER_QUIET_HOURS and DIGEST_WEEKDAY', () => {
  it('default to 21-8 and Mondays at 08:00', () => {
    const config = loadConfig({});
    expect(config.reminderQuietHours).toEqual({ from: 21, to: 8 });
    expect(config.digestSchedule).toEqual({ weekday: 1, hour: 8 });
    expect(config.reminderSweepMs).toBe(15 * 60 * 1000);
  });

  it('read other hours and days, and off', () => {
    expect(loadConfig({ REMINDER_QUIET_HOURS: '22-7' }).reminderQuietHours).toEqual({ from: 22, to: 7 });
    expect(loadConfig({ REMINDER_QUIET_HOURS: 'off' }).reminderQuietHours).toBeNull();
    expect(loadConfig({ DIGEST_WEEKDAY: 'Friday' }).digestSchedule).toEqual({ weekday: 5, hour: 8 });
    expect(loadConfig({ DIGEST_WEEKDAY: 'off' }).digestSchedule).toBeNull();
  });

  it.each([
    [{ REMINDER_QUIET_HOURS: '21' }, 'REMINDER_QUIET_HOURS: must be two different hours like 21-8, or off'],
    [{ REMINDER_QUIET_HOURS: '25-8' }, 'REMINDER_QUIET_HOURS: must be two different hours like 21-8, or off'],
    [{ REMINDER_QUIET_HOURS: '8-8' }, 'REMINDER_QUIET_HOURS: must be two different hours like 21-8, or off'],
    [{ DIGEST_WEEKDAY: 'someday' }, 'DIGEST_WEEKDAY: must be a weekday name like monday, or off'],
  ])('names the variable at fault: %j', (env, message) => {
    expect(errorOf(env)).toContain(message);
  });
});

describe('quiet hours on the practice clock', () => {
  const zone = 'America/Los_Angeles';
  const local = (iso: string) => new Date(`${iso}-08:00`); // Pacific standard time

  it('span midnight when they start later than they end', () => {
    const quiet = { from: 21, to: 8 };
    expect(inQuietHours(local('2026-12-01T20:59'), quiet, zone)).toBe(false);
    expect(inQuietHours(local('2026-12-01T21:00'), quiet, zone)).toBe(true);
    expect(inQuietHours(local('2026-12-02T03:00'), quiet, zone)).toBe(true);
    expect(inQuietHours(local('2026-12-02T07:59'), quiet, zone)).toBe(true);
    expect(inQuietHours(local('2026-12-02T08:00'), quiet, zone)).toBe(false);
  });

  it('hold within one day when they start earlier, and never when off', () => {
    expect(inQuietHours(local('2026-12-01T13:30'), { from: 12, to: 14 }, zone)).toBe(true);
    expect(inQuietHours(local('2026-12-01T14:00'), { from: 12, to: 14 }, zone)).toBe(false);
    expect(inQuietHours(local('2026-12-01T23:00'), null, zone)).toBe(false);
  });

  it('read a date-only value as its calendar date, beginning at the practice’s midnight', () => {
    expect(calendarDayKey(new Date('2026-12-10T00:00:00.000Z'))).toBe('2026-12-10');
    // Stored the older way, as local midnight in New York or Berlin: still the day picked.
    expect(calendarDayKey(new Date('2026-12-10T05:00:00.000Z'))).toBe('2026-12-10');
    expect(calendarDayKey(new Date('2026-12-09T23:00:00.000Z'))).toBe('2026-12-10');
    expect(startOfPracticeDay('2026-12-10', zone).toISOString()).toBe('2026-12-10T08:00:00.000Z');
  });
});
