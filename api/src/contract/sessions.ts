import { z } from 'zod';
import { idField, pageSizeField } from './fields.js';
import { meetingUrlField } from './meetingLink.js';
import { SESSION_MINUTES } from './site.js';
import {
  ATTENDANCE_STATUSES,
  MAX_LIST_DAYS,
  SESSION_GRID_MINUTES,
  UPCOMING_SESSIONS,
  type SessionStatus,
} from './sessionRules.js';

/** Coaching sessions: the coach's availability, free slots, bookings and calendar feeds. */

const clock = z
  .string({ error: 'must be a time as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time as HH:MM (00:00 to 24:00)');

/** Minutes since midnight of an HH:MM clock time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** One range of weekly hours: ISO weekday (Monday = 1) and wall-clock times in the practice's zone. */
export const weeklyRangeSchema = z
  .strictObject({
    weekday: z.number({ error: 'must be a weekday from 1 (Monday) to 7 (Sunday)' }).int().min(1).max(7),
    start: clock,
    end: clock,
  })
  .refine((range) => minutesOf(range.end) - minutesOf(range.start) >= SESSION_MINUTES, {
    message: `must end at least ${SESSION_MINUTES} minutes after it starts`,
    path: ['end'],
  });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real date as YYYY-MM-DD');

/** A yes-or-no setting of the practice: yes when left out (records saved before it existed read as yes too). */
const policyField = z.boolean({ error: 'must be true or false' }).default(true);

/**
 * PUT /api/coach/availability, and what GET returns; `maxUpcomingSessions` bounds each student's upcoming sessions;
 * `noShowUsesSession` and `lateCancelUsesSession` say whether such a session uses up one of the student's sessions.
 */
export const availabilitySchema = z
  .strictObject({
    weekly: z.array(weeklyRangeSchema).max(70, 'at most 70 ranges'),
    datesOff: z.array(isoDate).max(400, 'at most 400 dates'),
    minNoticeHours: z.number({ error: 'must be a number of hours' }).int().min(0).max(24 * 14),
    horizonWeeks: z.number({ error: 'must be a number of weeks' }).int().min(1).max(52),
    maxUpcomingSessions: z
      .number({ error: 'must be a number of sessions' })
      .int({ error: 'must be a whole number of sessions' })
      .min(UPCOMING_SESSIONS.min, `must be from ${UPCOMING_SESSIONS.min} to ${UPCOMING_SESSIONS.max}`)
      .max(UPCOMING_SESSIONS.max, `must be from ${UPCOMING_SESSIONS.min} to ${UPCOMING_SESSIONS.max}`),
    noShowUsesSession: policyField,
    lateCancelUsesSession: policyField,
  })
  .superRefine((value, ctx) => {
    // Two ranges of one day that overlap would offer the same time twice.
    const byDay = new Map<number, Array<{ start: number; end: number; index: number }>>();
    value.weekly.forEach((range, index) => {
      const list = byDay.get(range.weekday) ?? [];
      list.push({ start: minutesOf(range.start), end: minutesOf(range.end), index });
      byDay.set(range.weekday, list);
    });
    for (const list of byDay.values()) {
      list.sort((a, b) => a.start - b.start);
      for (let i = 1; i < list.length; i += 1) {
        if (list[i]!.start < list[i - 1]!.end) {
          ctx.addIssue({ code: 'custom', message: 'overlaps another range of the same day', path: ['weekly', list[i]!.index] });
        }
      }
    }
  });

export type Availability = z.output<typeof availabilitySchema>;
export type WeeklyRange = Availability['weekly'][number];

/**
 * The availability before the coach has set any: no weekly hours, 24 hours' notice, 8 weeks ahead, 3 upcoming
 * sessions; a no-show and a late cancel each use up a session.
 */
export const DEFAULT_AVAILABILITY: Availability = {
  weekly: [],
  datesOff: [],
  minNoticeHours: 24,
  horizonWeeks: 8,
  maxUpcomingSessions: UPCOMING_SESSIONS.default,
  noShowUsesSession: true,
  lateCancelUsesSession: true,
};

/** Whether a no-show and a late cancel use up one of the student's sessions (the Availability page sets it). */
export type SessionUsePolicy = Pick<Availability, 'noShowUsesSession' | 'lateCancelUsesSession'>;

const instant = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(40)
    .pipe(z.iso.datetime({ offset: true, error: 'must be an ISO date and time' }))
    .transform((value) => new Date(value));

/** A session start: an instant on the 5-minute grid. */
const sessionStart = instant('start').refine(
  (date) => date.getTime() % (SESSION_GRID_MINUTES * 60_000) === 0,
  `must be on a ${SESSION_GRID_MINUTES}-minute mark`,
);

/** A span of time (from < to, at most MAX_LIST_DAYS days). */
const span = z.strictObject({ from: instant('from'), to: instant('to') }).superRefine(({ from, to }, ctx) => {
  // Runs only once both are dates (zod stops at a field's own error first).
  if (!(from instanceof Date) || !(to instanceof Date)) return;
  if (to.getTime() <= from.getTime()) ctx.addIssue({ code: 'custom', message: 'must be after from', path: ['to'] });
  else if (to.getTime() - from.getTime() > MAX_LIST_DAYS * 24 * 3_600_000) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_LIST_DAYS} days after from`, path: ['to'] });
  }
});

/** GET /api/sessions/slots?from=&to= */
export const slotQuerySchema = span;

/** The most sessions one list holds (GET /api/sessions?limit=, this many when not given). */
export const SESSION_LIST_MAX = 500;

/**
 * The reply header of GET /api/sessions saying how many sessions the span holds, sent when the list stops at its
 * limit with more left out (the dashboard's agenda shows its first sessions and this count).
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * GET /api/sessions: an optional span (from defaults to 30 days back; without to, every later session, however far
 * ahead it was booked); the coach may name one client; `limit`
 * keeps the first sessions (1 to 500).
 */
export const sessionListQuerySchema = z
  .strictObject({
    from: instant('from'),
    to: instant('to'),
    clientId: idField,
    limit: pageSizeField(SESSION_LIST_MAX, SESSION_LIST_MAX),
  })
  .partial();

/** POST /api/sessions and PUT /api/sessions/{id}. */
export const sessionStartSchema = z.strictObject({ start: sessionStart });

/**
 * PUT /api/sessions/{id}: a new start, and (the coach alone) the session's own meeting link ('' = the
 * practice's); at least one of them.
 */
export const sessionChangeSchema = z
  .strictObject({ start: sessionStart.optional(), meetingUrl: meetingUrlField.optional() })
  .refine((change) => change.start !== undefined || change.meetingUrl !== undefined, {
    message: 'start is required',
    path: ['start'],
  });

/** What the coach records of a session that has started. */
const attendanceField = z.enum(ATTENDANCE_STATUSES, { error: 'must be attended, no-show or late-cancel' });

/**
 * POST /api/coach/sessions: `meetingUrl` is the session's own link ('' or left out = the practice's). With
 * `attendance`, a session held outside the booking is recorded instead: its start has passed.
 */
export const coachBookingSchema = z.strictObject({
  clientId: idField,
  start: sessionStart,
  meetingUrl: meetingUrlField.optional(),
  attendance: attendanceField.optional(),
});

/** PUT /api/sessions/{id}/attendance: the coach's record of a past session. */
export const attendanceSchema = z.strictObject({ status: attendanceField });

/** One free time (GET /api/sessions/slots), start ascending. */
export interface Slot {
  start: string;
  end: string;
}

/** A booked (or cancelled, or held) session. */
export interface CoachingSession {
  id: string;
  start: string;
  end: string;
  clientId: string;
  status: SessionStatus;
  /** The student's first and last name, for the coach's lists; absent in a student's own replies. */
  clientName?: string;
  /** The link the session is held on: its own, else the practice's ('' when neither has one). */
  meetingUrl?: string;
  /** The session's own link ('' = the practice's), in the coach's replies only. */
  ownMeetingUrl?: string;
}

/** GET /api/calendar-feed, POST /api/calendar-feed/rotate. */
export interface CalendarFeed {
  url: string;
}

/** GET /api/calendar/{token}.ics: any text is looked up (a wrong one is the same 404 as a revoked one). */
export const calendarFileParams = z.strictObject({ token: z.string().max(100) });

/** The words of a session reminder, in e-mail and push alike. */
export const SESSION_REMINDER = {
  title: 'Coaching session reminder',
  body: (coachName: string, when: string) => `Your coaching session with ${coachName} is on ${when}.`,
  /** Said in the e-mail while the student's packages hold few sessions (FEW_SESSIONS_LEFT or fewer). */
  sessionsLeft: (count: number) => `Sessions left in your package: ${count}`,
} as const;

/** A reminder tells a student with packages how many sessions are left once this many or fewer remain. */
export const FEW_SESSIONS_LEFT = 2;
