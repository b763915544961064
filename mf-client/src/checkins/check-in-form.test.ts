import { describe, expect, it } from 'vitest';
import { checkInDays, emptyCheckInForm, validateCheckInForm, type CheckInFormValues } from './check-in-form';

const now = new Date(2026, 2, 20, 15, 30);
const filled: CheckInFormValues = {
  ...emptyCheckInForm(),
  task: '  Chemistry worksheet ',
  plannedMinutes: '30',
  actualMinutes: '45',
  startedOnTime: 'no',
};

describe('the check-in form', () => {
  it('starts empty, dated today, and may go back 14 days counting today', () => {
    expect(emptyCheckInForm()).toMatchObject({ task: '', startedOnTime: '', date: '' });
    expect(checkInDays(now)).toEqual({ earliest: '2026-03-07', today: '2026-03-20' });
  });

  it('gives the payload: whole minutes, yes or no, blank barrier and plan as null, the day', () => {
    expect(validateCheckInForm(filled, now)).toEqual({
      payload: {
        task: 'Chemistry worksheet',
        plannedMinutes: 30,
        actualMinutes: 45,
        startedOnTime: false,
        barrier: null,
        planId: null,
        date: '2026-03-20',
      },
    });
    const detailed = validateCheckInForm({ ...filled, startedOnTime: 'yes', barrier: ' Group chat ', planId: 'p1', date: '2026-03-07' }, now);
    expect(detailed).toMatchObject({ payload: { startedOnTime: true, barrier: 'Group chat', planId: 'p1', date: '2026-03-07' } });
  });

  it('refuses minutes outside the bounds or not whole, and days outside the window', () => {
    expect(validateCheckInForm({ ...filled, plannedMinutes: '0', actualMinutes: '901' }, now)).toEqual({
      errors: {
        plannedMinutes: 'Planned minutes: a whole number from 1 to 600',
        actualMinutes: 'Actual minutes: a whole number from 0 to 900',
      },
    });
    expect(validateCheckInForm({ ...filled, plannedMinutes: '2.5', actualMinutes: '0' }, now)).toEqual({
      errors: { plannedMinutes: 'Planned minutes: a whole number from 1 to 600' },
    });
    for (const date of ['2026-03-06', '2026-03-21']) {
      expect(validateCheckInForm({ ...filled, date }, now), date).toEqual({
        errors: { date: 'Choose a day within the last 14 days' },
      });
    }
    expect(validateCheckInForm({ ...filled, barrier: 'b'.repeat(201) }, now)).toEqual({
      errors: { barrier: 'Must be at most 200 characters' },
    });
  });

  it('dates a form left on today on the day it is sent: opened before midnight, sent after, it is the new day', () => {
    const nextMorning = new Date(2026, 2, 21, 0, 10);
    const checked = validateCheckInForm(filled, nextMorning);
    if (!('payload' in checked)) throw new Error('expected a payload');
    expect(checked.payload.date).toBe('2026-03-21');
    // A day the student chose stays chosen.
    expect(validateCheckInForm({ ...filled, date: '2026-03-20' }, nextMorning)).toMatchObject({
      payload: { date: '2026-03-20' },
    });
  });
});
