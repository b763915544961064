import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  SESSION_MESSAGES,
  SESSION_PATHS,
  type AttendanceStatus,
  type CoachClientDetail,
  type CoachingSession,
  type Slot,
} from '../../contract/index.js';
import {
  AccessLogEntry,
  CoachingSession as SessionModel,
  ReminderClaim,
  SessionNotice,
} from '../../models/index.js';
import { holdsOf } from '../../commands/sessionBooker.js';
import {
  createAgent,
  parseCalendar,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../test/index.js';
import { linkGuardian, signInAsGuardian } from '../family/test/guardians.js';
import { EVERY_DAY } from './test/availability.js';

/*
 * The coach records sessions that happened outside the booking (POST /api/coach/sessions with `attendance`), and
 * marks a booked session that has started as cancelled late (PUT /api/sessions/{id}/attendance).
 */

const ZONE = 'America/New_York';
const HOUR = 3_600_000;

let server: TestServer;
let coach: SignedIn;
let ada: SignedIn;
let ben: SignedIn;
let guardian: Agent;

beforeAll(async () => {
  server = await startTestServer({ email: true, config: { practiceTimeZone: ZONE, reminderQuietHours: null } });
  [coach, ada, ben] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, { email: 'ada@example.com', role: 'client', profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' } }),
    signInAs(server, { email: 'ben@example.com', role: 'client', profile: { studentFirstName: 'Ben', studentLastName: 'Okafor' } }),
  ]);
  guardian = await signInAsGuardian(server, await linkGuardian(ada.profileId!, { email: 'anne@example.com', name: 'Anne' }));
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.settle();
  await Promise.all([SessionModel.deleteMany({}), SessionNotice.deleteMany({}), ReminderClaim.deleteMany({})]);
  server.mail!.messages.length = 0;
  expect((await coach.agent.put(SESSION_PATHS.availability, EVERY_DAY)).status).toBe(200);
});

/** A time on the 5-minute grid `hours` from now (negative: ago). */
function gridTime(hours: number): Date {
  return new Date(Math.ceil((Date.now() + hours * HOUR) / 300_000) * 300_000);
}

function record(student: SignedIn, start: Date, attendance?: unknown, agent: Agent = coach.agent) {
  return agent.post(SESSION_PATHS.coachSessions, {
    clientId: student.profileId,
    start: start.toISOString(),
    ...(attendance === undefined ? {} : { attendance }),
  });
}

async function recorded(student: SignedIn, start: Date, attendance: AttendanceStatus): Promise<CoachingSession> {
  const reply = await record(student, start, attendance);
  expect(reply.status, reply.text()).toBe(201);
  return reply.json<CoachingSession>();
}

/** A booked session that started `hoursAgo` hours ago and was never marked. */
async function bookedInThePast(student: SignedIn, hoursAgo: number) {
  const start = gridTime(-hoursAgo);
  const session = await SessionModel.create({
    clientId: student.profileId!,
    start,
    end: new Date(start.getTime() + 50 * 60_000),
    holds: holdsOf(start),
    bookedBy: 'coach',
  });
  return session.toObject();
}

const message = (reply: { json<T>(): T }) => reply.json<{ message: string }>().message;

describe('POST /api/coach/sessions with attendance', () => {
  it('records a past session with each attendance, tells nobody, and logs it as a recorded session', async () => {
    const statuses: AttendanceStatus[] = ['attended', 'no-show', 'late-cancel'];
    const sessions = [];
    for (const [index, attendance] of statuses.entries()) {
      const start = gridTime(-(index + 1) * 26);
      const session = await recorded(ada, start, attendance);
      expect(session).toEqual({
        id: expect.any(String),
        start: start.toISOString(),
        end: new Date(start.getTime() + 50 * 60_000).toISOString(),
        clientId: ada.profileId,
        status: attendance,
        clientName: 'Ada Lovelace',
        meetingUrl: '',
        ownMeetingUrl: '',
      });
      sessions.push(session);
    }
    const listed = (await coach.agent.get(`${SESSION_PATHS.sessions}?clientId=${ada.profileId}`)).json<CoachingSession[]>();
    expect(listed.map((session) => [session.id, session.status])).toEqual(
      [...sessions].reverse().map((session) => [session.id, session.status]),
    );

    // No booking e-mail to the student, no reminder, nothing waiting for the coach's quarter-hourly e-mail.
    await server.settle();
    expect(server.mail!.messages).toEqual([]);
    expect(await ReminderClaim.countDocuments()).toBe(0);
    expect(await SessionNotice.countDocuments()).toBe(0);
    expect(await AccessLogEntry.countDocuments({ action: 'client.session.record', clientId: ada.profileId })).toBe(3);
    expect(await AccessLogEntry.countDocuments({ action: 'client.session.book', clientId: ada.profileId })).toBe(0);
    // Attendance counts in the client's progress: a late cancel is a missed session.
    const detail = (await coach.agent.get(API_PATHS.coachClient(ada.profileId!))).json<CoachClientDetail>();
    expect(detail.progress).toMatchObject({ sessionsAttended: 1, sessionsMissed: 2 });
  });

  it('records a session that started minutes ago; booking it is refused', async () => {
    const justStarted = new Date(Math.floor(Date.now() / 300_000) * 300_000);
    const refused = await record(ben, justStarted);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(SESSION_MESSAGES.inThePast);
    expect((await recorded(ben, justStarted, 'attended')).status).toBe('attended');
  });

  it('refuses a past start without attendance, and attendance on a future start, storing nothing', async () => {
    const logged = await AccessLogEntry.countDocuments();
    const past = await record(ada, gridTime(-30));
    expect(past.status).toBe(400);
    expect(message(past)).toBe(SESSION_MESSAGES.inThePast);
    const ahead = await record(ada, gridTime(30), 'attended');
    expect(ahead.status).toBe(400);
    expect(message(ahead)).toBe(SESSION_MESSAGES.attendanceAhead);
    expect(message(ahead)).toMatch(/^attendance: /);
    expect(await SessionModel.countDocuments()).toBe(0);
    expect(await AccessLogEntry.countDocuments()).toBe(logged);
  });

  it.each([
    ['late', 'attendance: must be attended, no-show or late-cancel'],
    ['cancelled', 'attendance: must be attended, no-show or late-cancel'],
    [true, 'attendance: must be attended, no-show or late-cancel'],
  ])('refuses attendance %j with a 400 naming the values, storing nothing', async (attendance, expected) => {
    const reply = await record(ada, gridTime(-30), attendance);
    expect(reply.status).toBe(400);
    expect(message(reply)).toBe(expected);
    expect(await SessionModel.countDocuments()).toBe(0);
  });

  it('refuses an unknown client and an off-grid start, storing nothing', async () => {
    const nobody = await coach.agent.post(SESSION_PATHS.coachSessions, {
      clientId: 'nobody',
      start: gridTime(-30).toISOString(),
      attendance: 'attended',
    });
    expect(nobody.status).toBe(400);
    expect(message(nobody)).toBe(SESSION_MESSAGES.clientNotFound);
    const offGrid = await record(ada, new Date(gridTime(-30).getTime() + 60_000), 'attended');
    expect(offGrid.status).toBe(400);
    expect(message(offGrid)).toBe('start: must be on a 5-minute mark');
    expect(await SessionModel.countDocuments()).toBe(0);
  });

  it('ignores weekly hours, dates off and notice, and takes none of the student’s upcoming places', async () => {
    // Before the weekly hours begin, on a date off, well inside the notice.
    const early = DateTime.now().setZone(ZONE).minus({ days: 2 }).set({ hour: 6, minute: 15, second: 0, millisecond: 0 });
    await coach.agent.put(SESSION_PATHS.availability, {
      ...EVERY_DAY,
      datesOff: [early.toISODate()],
      maxUpcomingSessions: 1,
    });
    await recorded(ben, early.toJSDate(), 'attended');
    await recorded(ben, early.minus({ days: 1 }).toJSDate(), 'no-show');
    // The bound of one upcoming session is still Ben's to use.
    const from = new Date();
    const slots = (
      await ben.agent.get(`${SESSION_PATHS.slots}?from=${from.toISOString()}&to=${new Date(from.getTime() + 7 * 24 * HOUR).toISOString()}`)
    ).json<Slot[]>();
    const booked = await ben.agent.post(SESSION_PATHS.sessions, { start: slots[0]!.start });
    expect(booked.status, booked.text()).toBe(201);
  });

  it('refuses a session over another that held the time (409), but not over one cancelled late', async () => {
    const start = gridTime(-50);
    await recorded(ada, start, 'attended');
    // Inside the first one's 50 minutes and its 10-minute buffer.
    for (const at of [start, new Date(start.getTime() + 30 * 60_000), new Date(start.getTime() - 55 * 60_000)]) {
      const clash = await record(ben, at, 'attended');
      expect(clash.status).toBe(409);
      expect(message(clash)).toBe(SESSION_MESSAGES.timeHeld);
    }
    // A late cancel gave its time back: a session held then is recorded over it, and the reverse too.
    await recorded(ben, new Date(start.getTime() + 60 * 60_000), 'late-cancel');
    await recorded(ada, new Date(start.getTime() + 60 * 60_000), 'attended');
    await recorded(ben, start, 'late-cancel');
    expect(await SessionModel.countDocuments()).toBe(4);
    // Nor is a past session recorded over one still booked there.
    const booked = await bookedInThePast(ben, 10);
    const overBooked = await record(ada, booked.start, 'no-show');
    expect(overBooked.status).toBe(409);
    expect(await SessionModel.countDocuments()).toBe(5);
  });

  it('is for the coach only: a student or a guardian gets 403 and nothing is stored', async () => {
    for (const agent of [ada.agent, guardian]) {
      const reply = await record(ada, gridTime(-30), 'attended', agent);
      expect(reply.status).toBe(403);
    }
    expect((await record(ada, gridTime(-30), 'attended', createAgent(server.url))).status).toBe(401);
    expect(await SessionModel.countDocuments()).toBe(0);
  });
});

describe('PUT /api/sessions/{id}/attendance: late-cancel', () => {
  it('marks a booked session that has started as cancelled late, giving its time back', async () => {
    const booked = await bookedInThePast(ada, 30);
    const path = SESSION_PATHS.attendance(booked._id);
    const marked = await coach.agent.put(path, { status: 'late-cancel' });
    expect(marked.status, marked.text()).toBe(200);
    expect(marked.json<CoachingSession>().status).toBe('late-cancel');
    expect(await AccessLogEntry.countDocuments({ action: 'client.session.attendance', clientId: ada.profileId })).toBe(1);
    const stored = await SessionModel.findById(booked._id).lean();
    expect(stored).toMatchObject({ status: 'late-cancel' });
    expect(stored!.holds).toBeUndefined();

    // The coach's lists keep it, with its status; the progress counts it missed.
    const listed = (await coach.agent.get(`${SESSION_PATHS.sessions}?clientId=${ada.profileId}`)).json<CoachingSession[]>();
    expect(listed.map((session) => session.status)).toEqual(['late-cancel']);
    const detail = (await coach.agent.get(API_PATHS.coachClient(ada.profileId!))).json<CoachClientDetail>();
    expect(detail.progress).toMatchObject({ sessionsAttended: 0, sessionsMissed: 1 });

    // Another session held in its place is recorded; marking the late cancel attended after all is then refused.
    await recorded(ben, booked.start, 'attended');
    const back = await coach.agent.put(path, { status: 'attended' });
    expect(back.status).toBe(409);
    expect(message(back)).toBe(SESSION_MESSAGES.timeHeld);
    expect((await SessionModel.findById(booked._id).lean())!.status).toBe('late-cancel');
  });

  it('takes the time back when a late cancel is corrected to attended or no-show', async () => {
    const booked = await bookedInThePast(ada, 30);
    const path = SESSION_PATHS.attendance(booked._id);
    expect((await coach.agent.put(path, { status: 'late-cancel' })).status).toBe(200);
    const corrected = await coach.agent.put(path, { status: 'no-show' });
    expect(corrected.status, corrected.text()).toBe(200);
    expect(corrected.json<CoachingSession>().status).toBe('no-show');
    expect((await SessionModel.findById(booked._id).lean())!.holds).toHaveLength(holdsOf(booked.start).length);
    expect((await record(ben, booked.start, 'attended')).status).toBe(409);
  });

  it('refuses a late cancel before the session starts, a bad status, and callers other than the coach', async () => {
    const start = gridTime(30);
    const future = (
      await coach.agent.post(SESSION_PATHS.coachSessions, { clientId: ada.profileId, start: start.toISOString() })
    ).json<CoachingSession>();
    const early = await coach.agent.put(SESSION_PATHS.attendance(future.id), { status: 'late-cancel' });
    expect(early.status).toBe(400);
    expect(message(early)).toBe(SESSION_MESSAGES.notYetHeld);

    const booked = await bookedInThePast(ada, 30);
    const path = SESSION_PATHS.attendance(booked._id);
    const bad = await coach.agent.put(path, { status: 'late' });
    expect(bad.status).toBe(400);
    expect(message(bad)).toBe('status: must be attended, no-show or late-cancel');
    for (const agent of [ada.agent, guardian]) expect((await agent.put(path, { status: 'late-cancel' })).status).toBe(403);
    expect((await SessionModel.findById(booked._id).lean())!.status).toBe('booked');
  });

  it('leaves a late-cancelled session out of the calendar feeds; held ones stay', async () => {
    const held = await recorded(ada, gridTime(-50), 'attended');
    const booked = await bookedInThePast(ada, 26);
    await coach.agent.put(SESSION_PATHS.attendance(booked._id), { status: 'late-cancel' });
    for (const agent of [ada.agent, coach.agent]) {
      const { url } = (await agent.get(SESSION_PATHS.calendarFeed)).json<{ url: string }>();
      const feed = parseCalendar((await createAgent(server.url).get(new URL(url).pathname)).text());
      expect(feed.events.map((event) => event.start.toISOString())).toEqual([held.start]);
    }
  });
});

describe('PUT /api/coach/availability: whether missed sessions use one', () => {
  it('is the coach’s to set: a student or a guardian gets 403 and the policy stays as it was', async () => {
    const off = { ...EVERY_DAY, noShowUsesSession: false, lateCancelUsesSession: false };
    for (const agent of [ada.agent, guardian]) expect((await agent.put(SESSION_PATHS.availability, off)).status).toBe(403);
    expect((await coach.agent.get(SESSION_PATHS.availability)).json()).toEqual(EVERY_DAY);
  });
});
