import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './dates.js';
import { CHANGE_NOTICE_HOURS, studentMayChange } from './sessionRules.js';

describe('studentMayChange', () => {
  const now = Date.parse('2026-03-02T12:00:00.000Z');

  it('allows a change up to CHANGE_NOTICE_HOURS before the start, and not later', () => {
    const deadline = now + CHANGE_NOTICE_HOURS * HOUR_MS;
    expect(studentMayChange(new Date(deadline).toISOString(), now)).toBe(true);
    expect(studentMayChange(new Date(deadline - 1), now)).toBe(false);
    expect(studentMayChange(deadline + HOUR_MS, now)).toBe(true);
  });
});
