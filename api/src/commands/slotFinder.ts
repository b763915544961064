import { DateTime } from 'luxon';
import {
  DEFAULT_AVAILABILITY,
  SESSION_BUFFER_MINUTES,
  SESSION_MINUTES,
  minutesOf,
  DAY_MS,
  MINUTE_MS,
  SESSION_STATUSES,
  holdsTime,
  type Availability,
  type Slot,
} from '../contract/index.js';
import { Availability as AvailabilityModel, CoachingSession } from '../models/index.js';

const SESSION_MS = SESSION_MINUTES * MINUTE_MS;
const BUFFER_MS = SESSION_BUFFER_MINUTES * MINUTE_MS;
/** Within a range of weekly hours, one session starts every 60 minutes: the session and its buffer. */
const STEP_MS = SESSION_MS + BUFFER_MS;

/** A booked time: its start and end as epoch milliseconds. */
export interface BusyTime {
  start: number;
  end: number;
}

/** What free slots are computed from. */
export interface SlotQuery {
  from: Date;
  to: Date;
  /** The clock: minimum notice and horizon count from it. */
  now: Date;
  timeZone: string;
}

/** The end of a session starting at `start`. */
export function sessionEnd(start: Date): Date {
  return new Date(start.getTime() + SESSION_MS);
}

/**
 * Whether a session at `start` would be too close to a booked one: each session keeps its 10-minute
 * buffer free after it, so two sessions need the buffer between them in either order.
 */
function clashes(start: number, busy: readonly BusyTime[]): boolean {
  const end = start + SESSION_MS;
  return busy.some((taken) => start < taken.end + BUFFER_MS && taken.start < end + BUFFER_MS);
}

/**
 * The free slots between `from` and `to`, start ascending: each range of weekly hours on each day of
 * the practice's calendar gives a session every 60 minutes that fits entirely in the range, except on
 * dates off, before the minimum notice, beyond the horizon, and where a booked session (with its
 * buffer) is in the way. Wall-clock times are read in the practice's zone on each date, so slots keep
 * their local times across daylight-saving changes; a time that does not exist that day is skipped.
 */
export function findSlots(availability: Availability, busy: readonly BusyTime[], query: SlotQuery): Slot[] {
  const earliest = Math.max(query.from.getTime(), query.now.getTime() + availability.minNoticeHours * 60 * MINUTE_MS);
  const horizon = DateTime.fromJSDate(query.now, { zone: query.timeZone }).plus({ weeks: availability.horizonWeeks });
  const latest = Math.min(query.to.getTime(), horizon.toMillis());
  if (earliest >= latest || availability.weekly.length === 0) return [];

  const datesOff = new Set(availability.datesOff);
  const sortedBusy = [...busy].sort((a, b) => a.start - b.start);
  const rangesOn = new Map<number, Array<{ start: number; end: number }>>();
  for (const range of availability.weekly) {
    const list = rangesOn.get(range.weekday) ?? [];
    list.push({ start: minutesOf(range.start), end: minutesOf(range.end) });
    rangesOn.set(range.weekday, list.sort((a, b) => a.start - b.start));
  }
  const slots: Slot[] = [];
  let day = DateTime.fromMillis(earliest, { zone: query.timeZone }).startOf('day');
  const lastDay = DateTime.fromMillis(latest, { zone: query.timeZone }).startOf('day');
  while (day <= lastDay) {
    const next = day.plus({ days: 1 }).startOf('day');
    // On a day of 24 hours a wall time is midnight plus its minutes; only a day with a change of
    // offset (23 or 25 hours) asks the zone for each time.
    const midnight = day.toMillis();
    const regular = next.toMillis() - midnight === DAY_MS;
    const ranges = datesOff.has(day.toISODate()!) ? [] : (rangesOn.get(day.weekday) ?? []);
    for (const range of ranges) {
      // On a day with a change of offset, a session also ends by the range's end as an instant: 50 minutes from
      // 01:30 reach 03:20 across a spring change, past a range ending at 03:00.
      const rangeEnd = regular ? midnight + range.end * MINUTE_MS : dayAt(day, range.end).toMillis();
      for (let minute = range.start; minute + SESSION_MINUTES <= range.end; minute += STEP_MS / MINUTE_MS) {
        const at = regular ? midnight + minute * MINUTE_MS : wallClock(day, minute)?.toMillis();
        if (at === undefined || at < earliest || at + SESSION_MS > latest || at + SESSION_MS > rangeEnd) continue;
        if (clashes(at, nearby(sortedBusy, at))) continue;
        slots.push({ start: new Date(at).toISOString(), end: new Date(at + SESSION_MS).toISOString() });
      }
    }
    day = next;
  }
  return slots;
}

/** `minute` minutes past midnight on `day`'s date in its zone (Luxon moves a time in a spring gap past it). */
function dayAt(day: DateTime, minute: number): DateTime {
  const hour = Math.floor(minute / 60);
  if (hour === 24) return day.plus({ days: 1 }).startOf('day');
  return day.set({ hour, minute: minute % 60, second: 0, millisecond: 0 });
}

/** `minute` minutes past midnight on `day`'s date in its zone, or null when that wall time does not exist. */
function wallClock(day: DateTime, minute: number): DateTime | null {
  const time = dayAt(day, minute);
  return minute === 24 * 60 || (time.hour === Math.floor(minute / 60) && time.minute === minute % 60) ? time : null;
}

/** The booked times that could clash with a session at `at` (busy is sorted by start). */
function nearby(busy: readonly BusyTime[], at: number): BusyTime[] {
  const window = SESSION_MS + BUFFER_MS;
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (busy[mid]!.start < at - window) low = mid + 1;
    else high = mid;
  }
  const result: BusyTime[] = [];
  for (let i = low; i < busy.length && busy[i]!.start < at + window; i += 1) result.push(busy[i]!);
  return result;
}

/** The coach's availability as stored, or the defaults before it was first set. */
export async function loadAvailability(): Promise<Availability> {
  const stored = await AvailabilityModel.findById('practice').lean();
  if (!stored) return DEFAULT_AVAILABILITY;
  return {
    weekly: stored.weekly.map(({ weekday, start, end }) => ({ weekday, start, end })),
    datesOff: [...stored.datesOff],
    minNoticeHours: stored.minNoticeHours,
    horizonWeeks: stored.horizonWeeks,
    maxUpcomingSessions: stored.maxUpcomingSessions ?? DEFAULT_AVAILABILITY.maxUpcomingSessions,
    noShowUsesSession: stored.noShowUsesSession ?? DEFAULT_AVAILABILITY.noShowUsesSession,
    lateCancelUsesSession: stored.lateCancelUsesSession ?? DEFAULT_AVAILABILITY.lateCancelUsesSession,
  };
}

/** The sessions that hold time between two instants (see holdsTime), optionally leaving one out. */
export async function busyTimes(from: Date, to: Date, except?: string): Promise<BusyTime[]> {
  const since = new Date(from.getTime() - SESSION_MS - BUFFER_MS);
  const until = new Date(to.getTime() + BUFFER_MS);
  const sessions = await CoachingSession.find(
    {
      start: { $lt: until, $gte: since },
      status: { $in: SESSION_STATUSES.filter(holdsTime) },
      ...(except ? { _id: { $ne: except } } : {}),
    },
    { start: 1, end: 1 },
  ).lean();
  return sessions.map((session) => ({ start: session.start.getTime(), end: session.end.getTime() }));
}

/** The free slots between two instants, read from the store. */
export async function listFreeSlots(query: SlotQuery, except?: string): Promise<Slot[]> {
  const [availability, busy] = await Promise.all([loadAvailability(), busyTimes(query.from, query.to, except)]);
  return findSlots(availability, busy, query);
}
