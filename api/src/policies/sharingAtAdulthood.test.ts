import { describe, expect, it } from 'vitest';
import { isPausedAtAdulthood, sectionsShown } from './sharingAtAdulthood.js';

/** Auckland is 13 hours ahead of UTC in March: its 10 March begins at 11:00 UTC on 9 March. */
const clock = { today: '2026-03-20', timeZone: 'Pacific/Auckland' };
const BORN = '2008-03-10';
const link = (sharedAt: string | null) => ({
  sections: ['sessions', 'goals'],
  sharedAt: sharedAt ? new Date(sharedAt) : null,
});

describe('sharing paused at 18', () => {
  it('pauses what was set before the 18th birthday, counted on the practice’s clock', () => {
    expect(isPausedAtAdulthood(BORN, link('2026-03-09T10:59:59Z'), clock)).toBe(true);
    expect(isPausedAtAdulthood(BORN, link('2026-03-09T11:00:00Z'), clock)).toBe(false);
    // Never set by the student, however recently linked: the default was not the adult's choice.
    expect(isPausedAtAdulthood(BORN, link(null), clock)).toBe(true);
  });

  it('does not pause before the birthday, nor without a date of birth', () => {
    expect(isPausedAtAdulthood(BORN, link(null), { ...clock, today: '2026-03-09' })).toBe(false);
    expect(isPausedAtAdulthood(null, link(null), clock)).toBe(false);
  });

  it('shows a paused guardian no section, and otherwise what the student shares', () => {
    expect(sectionsShown(BORN, link(null), clock)).toEqual([]);
    expect(sectionsShown(BORN, link('2026-03-15T00:00:00Z'), clock)).toEqual(['sessions', 'goals']);
  });
});
