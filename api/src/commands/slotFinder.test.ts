import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY, type Availability } from '../contract/index.js';
import { findSlots, type BusyTime } from './slotFinder.js';

const ZONE = 'America/New_York';
const weekdays = (start: string, end: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

function availability(fields: Partial<Availability> = {}): Availability {
  return { ...DEFAULT_AVAILABILITY, weekly: weekdays('09:00', '12:00'), ...fields };
}

const at = (iso: string) => new Date(iso);
const starts = (slots: Array<{ start: string }>) => slots.map((slot) => slot.start);
const busy = (start: string): BusyTime => ({ start: at(start).getTime(), end: at(start).getTime() + 50 * 60_000 });

describe('findSlots', () => {
  // Wednesday 2026-06-03, 08:00 in New York (EDT, UTC-4).
  const now = at('2026-06-03T12:00:00Z');

  it('offers a 50-minute session every hour within each range, in the practice zone', () => {
    const slots = findSlots(availability(), [], {
      from: at('2026-06-08T00:00:00Z'),
      to: at('2026-06-09T00:00:00Z'),
      now,
      timeZone: ZONE,
    });
    // Monday 09:00, 10:00, 11:00 EDT; 11:00 + 50 min ends before 12:00.
    expect(slots).toEqual([
      { start: '2026-06-08T13:00:00.000Z', end: '2026-06-08T13:50:00.000Z' },
      { start: '2026-06-08T14:00:00.000Z', end: '2026-06-08T14:50:00.000Z' },
      { start: '2026-06-08T15:00:00.000Z', end: '2026-06-08T15:50:00.000Z' },
    ]);
  });

  it('leaves out a start whose session would not end inside the range, and sorts several ranges of a day', () => {
    const slots = findSlots(
      availability({ weekly: [{ weekday: 1, start: '14:00', end: '15:40' }, { weekday: 1, start: '09:30', end: '10:20' }] }),
      [],
      { from: at('2026-06-08T00:00:00Z'), to: at('2026-06-09T00:00:00Z'), now, timeZone: ZONE },
    );
    expect(starts(slots)).toEqual(['2026-06-08T13:30:00.000Z', '2026-06-08T18:00:00.000Z']);
  });

  it('keeps wall-clock times across the spring change and skips a time that does not exist', () => {
    const before = at('2026-03-01T12:00:00Z');
    const slots = findSlots(
      availability({ weekly: [{ weekday: 7, start: '01:00', end: '04:00' }, { weekday: 1, start: '09:00', end: '10:00' }] }),
      [],
      { from: at('2026-03-06T00:00:00Z'), to: at('2026-03-10T00:00:00Z'), now: before, timeZone: ZONE },
    );
    expect(starts(slots)).toEqual([
      // Sunday 8 March: 01:00 EST; 02:00 does not exist; 03:00 EDT.
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      // Monday 9 March 09:00 is now EDT (UTC-4), an hour earlier in UTC than the week before.
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('ends every session by its range’s end on the day of the spring change', () => {
    const slots = findSlots(
      availability({
        weekly: [
          { weekday: 7, start: '01:30', end: '03:00' },
          { weekday: 7, start: '05:00', end: '06:00' },
        ],
      }),
      [],
      {
        from: at('2026-03-08T00:00:00Z'),
        to: at('2026-03-09T00:00:00Z'),
        now: at('2026-03-01T12:00:00Z'),
        timeZone: ZONE,
      },
    );
    // 01:30 EST would end at 03:20 EDT, past 03:00; 05:00 EDT ends at 05:50.
    expect(starts(slots)).toEqual(['2026-03-08T09:00:00.000Z']);
  });

  it('keeps wall-clock times across the autumn change', () => {
    const slots = findSlots(availability(), [], {
      from: at('2026-10-30T00:00:00Z'),
      to: at('2026-11-03T00:00:00Z'),
      now: at('2026-10-20T12:00:00Z'),
      timeZone: ZONE,
    });
    // Friday 30 October 09:00 EDT = 13:00Z; Monday 2 November 09:00 EST = 14:00Z.
    expect(starts(slots)[0]).toBe('2026-10-30T13:00:00.000Z');
    expect(starts(slots)[3]).toBe('2026-11-02T14:00:00.000Z');
  });

  it('keeps the 10-minute buffer around booked sessions, whichever side they are on', () => {
    const day = { from: at('2026-06-08T00:00:00Z'), to: at('2026-06-09T00:00:00Z'), now, timeZone: ZONE };
    // Booked by the coach at 10:05: the 10:00 slot overlaps it, 09:00 ends at 09:50 (15 minutes before), 11:00
    // starts 5 minutes after it ends (less than the buffer).
    expect(starts(findSlots(availability(), [busy('2026-06-08T14:05:00Z')], day))).toEqual(['2026-06-08T13:00:00.000Z']);
    // Booked at 10:00 exactly: only that slot goes.
    expect(starts(findSlots(availability(), [busy('2026-06-08T14:00:00Z')], day))).toEqual([
      '2026-06-08T13:00:00.000Z',
      '2026-06-08T15:00:00.000Z',
    ]);
    // Booked at 08:05 (ends 08:55): 09:00 is 5 minutes after it, inside its buffer.
    expect(starts(findSlots(availability(), [busy('2026-06-08T12:05:00Z')], day))).toEqual([
      '2026-06-08T14:00:00.000Z',
      '2026-06-08T15:00:00.000Z',
    ]);
  });

  it('offers nothing on a date off', () => {
    const slots = findSlots(availability({ datesOff: ['2026-06-08'] }), [], {
      from: at('2026-06-08T00:00:00Z'),
      to: at('2026-06-10T00:00:00Z'),
      now,
      timeZone: ZONE,
    });
    expect(starts(slots).every((start) => start.startsWith('2026-06-09'))).toBe(true);
    expect(slots).toHaveLength(3);
  });

  it('offers nothing before the minimum notice', () => {
    // Now: Monday 8 June 10:30 EDT. With 24 hours' notice the first slot is Tuesday 11:00.
    const monday = at('2026-06-08T14:30:00Z');
    const query = { from: monday, to: at('2026-06-10T00:00:00Z'), now: monday, timeZone: ZONE };
    expect(starts(findSlots(availability(), [], query))).toEqual(['2026-06-09T15:00:00.000Z']);
    expect(starts(findSlots(availability({ minNoticeHours: 0 }), [], query))).toEqual([
      '2026-06-08T15:00:00.000Z',
      '2026-06-09T13:00:00.000Z',
      '2026-06-09T14:00:00.000Z',
      '2026-06-09T15:00:00.000Z',
    ]);
  });

  it('offers nothing beyond the horizon', () => {
    const query = { from: at('2026-06-01T00:00:00Z'), to: at('2026-09-01T00:00:00Z'), now, timeZone: ZONE };
    const eight = starts(findSlots(availability(), [], query));
    // 8 weeks from Wednesday 3 June 08:00 is Wednesday 29 July 08:00: that day's 09:00 is beyond it.
    expect(eight.at(-1)).toBe('2026-07-28T15:00:00.000Z');
    const one = starts(findSlots(availability({ horizonWeeks: 1 }), [], query));
    expect(one.at(-1)).toBe('2026-06-09T15:00:00.000Z');
  });

  it('offers nothing without weekly hours, or for a span in the past', () => {
    const query = { from: at('2026-06-08T00:00:00Z'), to: at('2026-06-09T00:00:00Z'), now, timeZone: ZONE };
    expect(findSlots(availability({ weekly: [] }), [], query)).toEqual([]);
    expect(findSlots(availability(), [], { ...query, from: at('2026-05-01T00:00:00Z'), to: at('2026-05-02T00:00:00Z') })).toEqual([]);
  });

  it('reads a range ending at 24:00 as midnight', () => {
    const slots = findSlots(availability({ weekly: [{ weekday: 1, start: '22:00', end: '24:00' }] }), [], {
      from: at('2026-06-08T00:00:00Z'),
      to: at('2026-06-10T00:00:00Z'),
      now,
      timeZone: ZONE,
    });
    expect(starts(slots)).toEqual(['2026-06-09T02:00:00.000Z', '2026-06-09T03:00:00.000Z']);
  });
});
