import { describe, expect, it } from 'vitest';
import { planNumber, planTitle, readableNextReassessment, splitNextReassessment } from './planText.js';

describe('planNumber and planTitle', () => {
  it('number plans in the order they were made, from a list newest first', () => {
    const plans = [{ id: 'c' }, { id: 'b' }, { id: 'a' }];
    expect(planNumber(plans, 'a')).toBe(1);
    expect(planNumber(plans, 'c')).toBe(3);
    expect(planNumber(plans, 'z')).toBeNull();
    expect(planTitle(2)).toBe('Plan #2');
  });
});

describe('splitNextReassessment', () => {
  it('reads the picked day and its note; a day that does not exist, or free text, is all note', () => {
    expect(splitNextReassessment(' 2026-04-03  after the test ')).toEqual({ day: '2026-04-03', note: 'after the test' });
    expect(splitNextReassessment('2026-04-03')).toEqual({ day: '2026-04-03', note: '' });
    expect(splitNextReassessment('2026-02-30 soon')).toEqual({ day: null, note: '2026-02-30 soon' });
    expect(splitNextReassessment('2026-13-45')).toEqual({ day: null, note: '2026-13-45' });
    expect(splitNextReassessment('2026-04-031')).toEqual({ day: null, note: '2026-04-031' });
    expect(splitNextReassessment('in two weeks')).toEqual({ day: null, note: 'in two weeks' });
  });
});

describe('readableNextReassessment', () => {
  it('reads the picked date and its note, and leaves older free text as written', () => {
    expect(readableNextReassessment('2026-04-03 after the chemistry test')).toBe('Apr 3, 2026 (after the chemistry test)');
    expect(readableNextReassessment('2026-04-03')).toBe('Apr 3, 2026');
    expect(readableNextReassessment('in two weeks')).toBe('in two weeks');
  });

  it('shows the picked day in every time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Honolulu', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(readableNextReassessment('2026-04-03')).toBe('Apr 3, 2026');
      }
    } finally {
      // Assigning undefined would set the text "undefined": an unset zone is restored by deleting it.
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
