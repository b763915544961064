import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  SESSION_MESSAGES,
  SESSION_PATHS,
  TOTAL_COUNT_HEADER,
  type CoachClientDetail,
  type CoachStats,
  type CoachingSession,
  type SessionStatus,
  type Slot,
} from '../../contract/index.js';
import { Availability as AvailabilityModel, CoachingSession as SessionModel, User } from '../../models/index.js';
import { holdsOf } from '../../commands/sessionBooker.js';
import {
  parseCalendar,
  readCalendarMail,
  createAgent,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../test/index.js';
import { EVERY_DAY } from './test/availability.js';

const ZONE = 'America/New_York';
const HOUR = 3_600_000;

let server: TestServer;
let anonymous: Agent;
let coach: SignedIn;
let ada: SignedIn;
let ben: SignedIn;
let newcomer: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ email: true, config: { practiceTimeZone: ZONE } });
  anonymous = createAgent(server.url);
  [coach, ada, ben, newcomer] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, { email: 'ada@example.com', role: 'client', profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' } }),
    signInAs(server, { email: 'ben@example.com', role: 'client', profile: { studentFirstName: 'Ben', studentLastName: 'Okafor' } }),
    signInAs(server, { email: 'new@example.com', role: 'client' }),
  ]);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.settle();
  await SessionModel.deleteMany({});
  server.mail!.messages.length = 0;
  expect((await coach.agent.put(SESSION_PATHS.availability, EVERY_DAY)).status).toBe(200);
});

const slotsPath = (from: Date, to: Date) =>
  `${SESSION_PATHS.slots}?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;

async function openSlots(agent: Agent = ada.agent, days = 14): Promise<Slot[]> {
  const response = await agent.get(slotsPath(new Date(), new Date(Date.now() + days * 24 * HOUR)));
  expect(response.status, response.text()).toBe(200);
  return response.json<Slot[]>();
}

/** A time on the 5-minute grid `hours` from now. */
function gridTime(hours: number): Date {
  const at = Date.now() + hours * HOUR;
  return new Date(Math.ceil(at / 300_000) * 300_000);
}

async function book(student: SignedIn, start: string) {
  return student.agent.post(SESSION_PATHS.sessions, { start });
}

async function coachBooks(student: SignedIn, start: Date) {
  const response = await coach.agent.post(SESSION_PATHS.coachSessions, { clientId: student.profileId, start: start.toISOString() });
  expect(response.status, response.text()).toBe(201);
  return response.json<CoachingSession>();
}

describe('GET/PUT /api/coach/availability', () => {
  it('returns what was saved, in the contract shape, dates off sorted without repeats', async () => {
    const saved = {
      weekly: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '13:00', end: '17:30' }],
      datesOff: ['2026-12-25', '2026-12-24', '2026-12-25'],
      minNoticeHours: 48,
      horizonWeeks: 4,
      maxUpcomingSessions: 5,
    };
    const put = await coach.agent.put(SESSION_PATHS.availability, saved);
    expect(put.status, put.text()).toBe(200);
    // Whether no-shows and late cancels use up a session: yes when left out.
    const expected = { ...saved, datesOff: ['2026-12-24', '2026-12-25'], noShowUsesSession: true, lateCancelUsesSession: true };
    expect(put.json()).toEqual(expected);
    expect((await coach.agent.get(SESSION_PATHS.availability)).json()).toEqual(expected);
  });

  it('keeps whether a no-show and a late cancel use up a session; a record saved before reads yes', async () => {
    const policy = { noShowUsesSession: false, lateCancelUsesSession: true };
    const put = await coach.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, ...policy });
    expect(put.json()).toEqual({ ...EVERY_DAY, ...policy });
    const other = { noShowUsesSession: true, lateCancelUsesSession: false };
    await coach.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, ...other });
    expect((await coach.agent.get(SESSION_PATHS.availability)).json()).toEqual({ ...EVERY_DAY, ...other });
    await AvailabilityModel.collection.updateOne(
      { _id: 'practice' as never },
      { $unset: { noShowUsesSession: '', lateCancelUsesSession: '' } },
    );
    expect((await coach.agent.get(SESSION_PATHS.availability)).json()).toEqual(EVERY_DAY);
  });

  it.each([
    [{ ...EVERY_DAY, weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] }, 'weekly.0.weekday'],
    [{ ...EVERY_DAY, weekly: [{ weekday: 1, start: '9am', end: '10:00' }] }, 'weekly.0.start: must be a time as HH:MM'],
    [{ ...EVERY_DAY, weekly: [{ weekday: 1, start: '09:00', end: '09:30' }] }, 'weekly.0.end: must end at least 50 minutes after it starts'],
    [
      { ...EVERY_DAY, weekly: [{ weekday: 2, start: '09:00', end: '12:00' }, { weekday: 2, start: '11:00', end: '13:00' }] },
      'weekly.1: overlaps another range of the same day',
    ],
    [{ ...EVERY_DAY, datesOff: ['2026-02-30'] }, 'datesOff.0: must be a real date'],
    [{ ...EVERY_DAY, minNoticeHours: -1 }, 'minNoticeHours'],
    [{ ...EVERY_DAY, horizonWeeks: 0 }, 'horizonWeeks'],
    [{ ...EVERY_DAY, maxUpcomingSessions: 0 }, 'maxUpcomingSessions: must be from 1 to 10'],
    [{ ...EVERY_DAY, maxUpcomingSessions: 11 }, 'maxUpcomingSessions: must be from 1 to 10'],
    [{ ...EVERY_DAY, maxUpcomingSessions: 2.5 }, 'maxUpcomingSessions: must be a whole number of sessions'],
    [{ ...EVERY_DAY, maxUpcomingSessions: '3' }, 'maxUpcomingSessions: must be a number of sessions'],
    [{ ...EVERY_DAY, noShowUsesSession: 'no' }, 'noShowUsesSession: must be true or false'],
    [{ ...EVERY_DAY, lateCancelUsesSession: null }, 'lateCancelUsesSession: must be true or false'],
    [{ weekly: [], datesOff: [], minNoticeHours: 24, horizonWeeks: 8 }, 'maxUpcomingSessions'],
    [{ weekly: [] }, 'datesOff'],
  ])('refuses %j with a 400 naming the field, changing nothing', async (body, message) => {
    const response = await coach.agent.put(SESSION_PATHS.availability, body);
    expect(response.status).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect((await coach.agent.get(SESSION_PATHS.availability)).json()).toEqual(EVERY_DAY);
  });

  it('is for the coach only', async () => {
    expect((await anonymous.get(SESSION_PATHS.availability)).status).toBe(401);
    expect((await ada.agent.get(SESSION_PATHS.availability)).status).toBe(403);
    expect((await ada.agent.put(SESSION_PATHS.availability, EVERY_DAY)).status).toBe(403);
  });
});

describe('GET /api/sessions/slots', () => {
  it('lists free hourly times in practice hours, from 24 hours ahead, start ascending', async () => {
    const slots = await openSlots();
    expect(slots.length).toBeGreaterThan(100);
    const starts = slots.map((slot) => Date.parse(slot.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThanOrEqual(Date.now() + 23.9 * HOUR);
    for (const slot of slots) {
      const local = DateTime.fromISO(slot.start, { zone: ZONE });
      expect(local.minute).toBe(0);
      expect(local.hour).toBeGreaterThanOrEqual(8);
      expect(local.hour).toBeLessThanOrEqual(19);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(50 * 60_000);
    }
    // The coach reads the same list.
    expect(await openSlots(coach.agent)).toEqual(slots);
  });

  it('drops a booked time and the times inside its buffer, and leaves out dates off', async () => {
    const [first, second] = await openSlots();
    expect((await book(ada, first!.start)).status).toBe(201);
    const after = await openSlots(ben.agent);
    expect(after.map((slot) => slot.start)).not.toContain(first!.start);
    expect(after.map((slot) => slot.start)).toContain(second!.start);

    const date = DateTime.fromISO(second!.start, { zone: ZONE }).toISODate()!;
    await coach.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, datesOff: [date] });
    const offDay = (await openSlots()).filter((slot) => DateTime.fromISO(slot.start, { zone: ZONE }).toISODate() === date);
    expect(offDay).toEqual([]);
  });

  it('refuses a missing, malformed or too wide span with a 400 naming the field', async () => {
    expect((await ada.agent.get(SESSION_PATHS.slots)).json<{ message: string }>().message).toMatch(/^from: /);
    const now = new Date();
    const bad = await ada.agent.get(`${SESSION_PATHS.slots}?from=yesterday&to=${now.toISOString()}`);
    expect(bad.status).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('from: must be an ISO date and time');
    const backwards = await ada.agent.get(slotsPath(now, new Date(now.getTime() - HOUR)));
    expect(backwards.json<{ message: string }>().message).toBe('to: must be after from');
    const wide = await ada.agent.get(slotsPath(now, new Date(now.getTime() + 100 * 24 * HOUR)));
    expect(wide.status).toBe(400);
    expect(wide.json<{ message: string }>().message).toContain('to: must be at most 92 days after from');
  });

  it('needs a signed-in user', async () => {
    expect((await anonymous.get(slotsPath(new Date(), new Date(Date.now() + HOUR)))).status).toBe(401);
  });
});

describe('POST /api/sessions', () => {
  it('books an open time: 201 with id, start, end, clientId, status and meeting link', async () => {
    const [slot] = await openSlots();
    const response = await book(ada, slot!.start);
    expect(response.status, response.text()).toBe(201);
    const session = response.json<CoachingSession>();
    expect(session).toEqual({
      id: expect.any(String),
      start: slot!.start,
      end: slot!.end,
      clientId: ada.profileId,
      status: 'booked',
      meetingUrl: '',
    });
  });

  it('of many bookings of one time at once, exactly one succeeds and the others get 409', async () => {
    const [slot] = await openSlots();
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) => book(index % 2 ? ada : ben, slot!.start)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(23);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.json<{ message: string }>().message).toBe(SESSION_MESSAGES.slotTaken);
    }
    expect(await SessionModel.countDocuments({ start: new Date(slot!.start) })).toBe(1);
  });

  it('refuses a time that is not offered with a 400, and a taken one with a 409', async () => {
    const [slot] = await openSlots();
    const halfPast = new Date(Date.parse(slot!.start) + 30 * 60_000).toISOString();
    const closed = await book(ada, halfPast);
    expect(closed.status).toBe(400);
    expect(closed.json<{ message: string }>().message).toBe(SESSION_MESSAGES.notASlot);
    // Inside the minimum notice: not offered either.
    expect((await book(ada, gridTime(2).toISOString())).status).toBe(400);
    // Off the 5-minute grid, or not a date.
    const offGrid = await book(ada, new Date(Date.parse(slot!.start) + 60_000).toISOString());
    expect(offGrid.json<{ message: string }>().message).toBe('start: must be on a 5-minute mark');
    expect((await book(ada, 'tomorrow')).status).toBe(400);
    expect((await ada.agent.post(SESSION_PATHS.sessions, {})).json<{ message: string }>().message).toMatch(/^start: /);

    expect((await book(ada, slot!.start)).status).toBe(201);
    const taken = await book(ben, slot!.start);
    expect(taken.status).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(SESSION_MESSAGES.slotTaken);
    expect(await SessionModel.countDocuments({})).toBe(1);
  });

  it('is for students with a profile', async () => {
    const [slot] = await openSlots();
    expect((await anonymous.post(SESSION_PATHS.sessions, { start: slot!.start })).status).toBe(401);
    expect((await coach.agent.post(SESSION_PATHS.sessions, { start: slot!.start })).status).toBe(403);
    expect((await newcomer.agent.post(SESSION_PATHS.sessions, { start: slot!.start })).status).toBe(403);
  });
});

describe('POST /api/coach/sessions', () => {
  it('books any client at any future time, outside weekly hours too, and holds its buffer', async () => {
    // 06:15 in New York, three days ahead: before the weekly hours begin.
    const early = DateTime.now().setZone(ZONE).plus({ days: 3 }).set({ hour: 6, minute: 15, second: 0, millisecond: 0 });
    const session = await coachBooks(ben, early.toJSDate());
    expect(session).toMatchObject({ clientId: ben.profileId, status: 'booked', clientName: 'Ben Okafor' });
    // 07:10 is inside the 10-minute buffer after 06:15-07:05.
    const tooClose = await coach.agent.post(SESSION_PATHS.coachSessions, {
      clientId: ada.profileId,
      start: early.plus({ minutes: 55 }).toISO(),
    });
    expect(tooClose.status).toBe(409);
    expect(tooClose.json<{ message: string }>().message).toBe(SESSION_MESSAGES.slotTaken);
    await coachBooks(ada, early.plus({ minutes: 60 }).toJSDate());
  });

  it('refuses a past time, an unknown client and a student caller', async () => {
    const past = await coach.agent.post(SESSION_PATHS.coachSessions, { clientId: ada.profileId, start: gridTime(-2).toISOString() });
    expect(past.status).toBe(400);
    expect(past.json<{ message: string }>().message).toBe(SESSION_MESSAGES.inThePast);
    const nobody = await coach.agent.post(SESSION_PATHS.coachSessions, { clientId: 'nobody', start: gridTime(30).toISOString() });
    expect(nobody.status).toBe(400);
    expect(nobody.json<{ message: string }>().message).toBe(SESSION_MESSAGES.clientNotFound);
    expect((await ada.agent.post(SESSION_PATHS.coachSessions, { clientId: ada.profileId, start: gridTime(30).toISOString() })).status).toBe(403);
    expect(await SessionModel.countDocuments({})).toBe(0);
  });
});

describe('GET /api/sessions', () => {
  it('gives a student their own sessions and the coach everyone’s, with names, start ascending', async () => {
    const [first, second] = await openSlots();
    const own = (await book(ada, second!.start)).json<CoachingSession>();
    const other = (await book(ben, first!.start)).json<CoachingSession>();

    expect((await ada.agent.get(SESSION_PATHS.sessions)).json()).toEqual([own]);
    expect((await ben.agent.get(SESSION_PATHS.sessions)).json()).toEqual([other]);
    expect((await coach.agent.get(SESSION_PATHS.sessions)).json()).toEqual([
      { ...other, clientName: 'Ben Okafor', ownMeetingUrl: '' },
      { ...own, clientName: 'Ada Lovelace', ownMeetingUrl: '' },
    ]);
    expect((await coach.agent.get(`${SESSION_PATHS.sessions}?clientId=${ada.profileId}`)).json()).toEqual([
      { ...own, clientName: 'Ada Lovelace', ownMeetingUrl: '' },
    ]);
    const span = `from=${encodeURIComponent(second!.start)}&to=${encodeURIComponent(second!.end)}`;
    expect((await coach.agent.get(`${SESSION_PATHS.sessions}?${span}`)).json<CoachingSession[]>().map((s) => s.id)).toEqual([own.id]);
    // A student's clientId filter cannot widen their view.
    expect((await ada.agent.get(`${SESSION_PATHS.sessions}?clientId=${ben.profileId}`)).json()).toEqual([own]);
    expect((await anonymous.get(SESSION_PATHS.sessions)).status).toBe(401);
  });

  it('lists an upcoming session however far ahead it was booked, and keeps a span asked in full to 92 days', async () => {
    const far = await coachBooks(ada, gridTime(300 * 24));
    expect((await ada.agent.get(SESSION_PATHS.sessions)).json<CoachingSession[]>().map((s) => s.id)).toEqual([far.id]);
    const from = encodeURIComponent(new Date().toISOString());
    const coachList = await coach.agent.get(`${SESSION_PATHS.sessions}?from=${from}&clientId=${ada.profileId}`);
    expect(coachList.json<CoachingSession[]>().map((s) => s.id)).toEqual([far.id]);
    const to = encodeURIComponent(new Date(Date.now() + 100 * 24 * HOUR).toISOString());
    const wide = await coach.agent.get(`${SESSION_PATHS.sessions}?from=${from}&to=${to}`);
    expect(wide.status).toBe(400);
    expect(wide.json().message).toBe('to: must be at most 92 days after from');
  });

  it('gives the first `limit` sessions, saying how many the span holds when more are left out', async () => {
    const [first, second, third] = await openSlots();
    for (const [student, slot] of [[ada, first], [ben, second], [ada, third]] as const) {
      expect((await book(student, slot!.start)).status).toBe(201);
    }
    const cut = await coach.agent.get(`${SESSION_PATHS.sessions}?limit=2`);
    expect(cut.json<CoachingSession[]>().map((session) => session.start)).toEqual([first!.start, second!.start]);
    expect(cut.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
    const whole = await coach.agent.get(`${SESSION_PATHS.sessions}?limit=5`);
    expect(whole.json<CoachingSession[]>()).toHaveLength(3);
    expect(whole.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
    for (const limit of ['0', '501', 'all']) {
      const refused = await coach.agent.get(`${SESSION_PATHS.sessions}?limit=${limit}`);
      expect(refused.status, limit).toBe(400);
      expect(refused.json().message).toBe('limit: Must be a whole number from 1 to 500');
    }
  });
});

describe('DELETE and PUT /api/sessions/{id}', () => {
  it('lets a student cancel their own session more than 24 hours ahead, freeing the time', async () => {
    const [slot] = await openSlots();
    const session = (await book(ada, slot!.start)).json<CoachingSession>();
    expect((await ben.agent.delete(`${SESSION_PATHS.sessions}/${session.id}`)).status).toBe(404);
    expect((await ada.agent.delete(`${SESSION_PATHS.sessions}/${session.id}`)).status).toBe(204);
    expect((await ada.agent.get(SESSION_PATHS.sessions)).json()).toEqual([]);
    expect((await openSlots(ben.agent)).map((s) => s.start)).toContain(slot!.start);
    expect((await book(ben, slot!.start)).status).toBe(201);
    // Cancelling twice: the session is no longer booked.
    expect((await ada.agent.delete(`${SESSION_PATHS.sessions}/${session.id}`)).status).toBe(409);
  });

  it('keeps a student from cancelling or moving within 24 hours; the coach may', async () => {
    const soon = await coachBooks(ada, gridTime(5));
    const [slot] = await openSlots();
    for (const response of [
      await ada.agent.delete(`${SESSION_PATHS.sessions}/${soon.id}`),
      await ada.agent.put(`${SESSION_PATHS.sessions}/${soon.id}`, { start: slot!.start }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(SESSION_MESSAGES.tooLateToChange);
    }
    expect((await SessionModel.findById(soon.id).lean())!.status).toBe('booked');
    const moved = await coach.agent.put(`${SESSION_PATHS.sessions}/${soon.id}`, { start: gridTime(7).toISOString() });
    expect(moved.status, moved.text()).toBe(200);
    expect((await coach.agent.delete(`${SESSION_PATHS.sessions}/${soon.id}`)).status).toBe(204);
  });

  it('moves a student’s session to another open time, never onto a taken one', async () => {
    const [first, second, third] = await openSlots();
    const session = (await book(ada, first!.start)).json<CoachingSession>();
    await book(ben, third!.start);
    const taken = await ada.agent.put(`${SESSION_PATHS.sessions}/${session.id}`, { start: third!.start });
    expect(taken.status).toBe(409);
    const closed = await ada.agent.put(`${SESSION_PATHS.sessions}/${session.id}`, {
      start: new Date(Date.parse(second!.start) + 15 * 60_000).toISOString(),
    });
    expect(closed.status).toBe(400);
    const moved = await ada.agent.put(`${SESSION_PATHS.sessions}/${session.id}`, { start: second!.start });
    expect(moved.status, moved.text()).toBe(200);
    expect(moved.json()).toEqual({ ...session, start: second!.start, end: second!.end });
    expect((await openSlots(ben.agent)).map((s) => s.start)).toContain(first!.start);
    expect((await ben.agent.put(`${SESSION_PATHS.sessions}/${session.id}`, { start: first!.start })).status).toBe(404);
  });

  it('refuses a malformed id or body', async () => {
    expect((await ada.agent.delete(`${SESSION_PATHS.sessions}/not%20an%20id`)).status).toBe(400);
    expect((await ada.agent.put(`${SESSION_PATHS.sessions}/missing`, { start: 'soon' })).status).toBe(400);
    expect((await ada.agent.put(`${SESSION_PATHS.sessions}/missing`, { start: gridTime(48).toISOString() })).status).toBe(404);
  });
});

describe('PUT /api/sessions/{id}/attendance', () => {
  it('lets the coach mark a session that has started attended or no-show, not a future one', async () => {
    const past = await SessionModel.create({
      clientId: ada.profileId!,
      start: gridTime(-26),
      end: new Date(gridTime(-26).getTime() + 50 * 60_000),
      holds: holdsOf(gridTime(-26)),
      bookedBy: 'coach',
    });
    const path = `${SESSION_PATHS.sessions}/${past._id}/attendance`;
    expect((await ada.agent.put(path, { status: 'attended' })).status).toBe(403);
    expect((await coach.agent.put(path, { status: 'late' })).json<{ message: string }>().message).toBe(
      'status: must be attended, no-show or late-cancel',
    );
    const marked = await coach.agent.put(path, { status: 'no-show' });
    expect(marked.status, marked.text()).toBe(200);
    expect(marked.json<CoachingSession>().status).toBe('no-show');
    expect((await coach.agent.put(path, { status: 'attended' })).json<CoachingSession>().status).toBe('attended');
    // Attendance is part of the client's progress.
    const detail = await coach.agent.get(API_PATHS.coachClient(ada.profileId!));
    expect(detail.json<CoachClientDetail>().progress).toMatchObject({ sessionsAttended: 1, sessionsMissed: 0 });

    const future = await coachBooks(ben, gridTime(30));
    const early = await coach.agent.put(`${SESSION_PATHS.sessions}/${future.id}/attendance`, { status: 'attended' });
    expect(early.status).toBe(400);
    expect(early.json<{ message: string }>().message).toBe(SESSION_MESSAGES.notYetHeld);
  });
});

describe('confirmation e-mails', () => {
  const mailsTo = (email: string) => server.mail!.messages.filter((mail) => mail.to.includes(email));

  it('carry a calendar event: REQUEST on booking and moving, CANCEL on cancelling, one UID, rising SEQUENCE, UTC times', async () => {
    const [first, second] = await openSlots();
    const session = (await book(ada, first!.start)).json<CoachingSession>();
    await server.settle();
    const [booked] = mailsTo(ada.email);
    expect(booked!.subject).toMatch(/^Session booked: /);
    const bookedMail = await readCalendarMail(booked!);
    expect(bookedMail.text).toContain('Your coaching session with Dr. Sarah Mitchell is booked for');
    expect(bookedMail.contentType).toBe('text/calendar');
    expect(bookedMail.filename).toBe('session.ics');
    const invite = bookedMail.calendar;
    expect(invite.method).toBe('REQUEST');
    expect(invite.events).toHaveLength(1);
    const event = invite.events[0]!;
    expect(event.uid).toBe(`${session.id}@127.0.0.1`);
    expect(event.sequence).toBe(0);
    expect(event.start.toISOString()).toBe(first!.start);
    expect(event.end.toISOString()).toBe(first!.end);
    expect(event.rawStart).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(event.rawEnd).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
    expect(event.status).toBe('CONFIRMED');
    // The coach's copy waits for the quarter hour's combined e-mail (sessionFlood.test.ts).
    expect(mailsTo(coach.email)).toEqual([]);

    await ada.agent.put(`${SESSION_PATHS.sessions}/${session.id}`, { start: second!.start });
    await server.settle();
    const moved = mailsTo(ada.email)[1]!;
    expect(moved.subject).toMatch(/^Session moved: /);
    const update = (await readCalendarMail(moved)).calendar;
    expect(update.method).toBe('REQUEST');
    expect(update.events[0]).toMatchObject({ uid: event.uid, sequence: 1 });
    expect(update.events[0]!.start.toISOString()).toBe(second!.start);

    await ada.agent.delete(`${SESSION_PATHS.sessions}/${session.id}`);
    await server.settle();
    const cancelled = mailsTo(ada.email)[2]!;
    expect(cancelled.subject).toMatch(/^Session cancelled: /);
    const cancel = (await readCalendarMail(cancelled)).calendar;
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events[0]).toMatchObject({ uid: event.uid, sequence: 2, status: 'CANCELLED' });
  });

  it('give the time on the student’s clock once their device has told its zone, on the practice’s before', async () => {
    const [first, second] = await openSlots();
    const onClock = (start: string, zone: string) =>
      DateTime.fromISO(start, { zone }).toFormat("cccc, LLLL d 'at' h:mm a ZZZZ");
    await book(ada, first!.start);
    expect((await ben.agent.put(API_PATHS.reminderTimeZone, { timeZone: 'America/Los_Angeles' })).status).toBe(200);
    try {
      await book(ben, second!.start);
      await server.settle();
      expect(mailsTo(ada.email)[0]!.subject).toBe(`Session booked: ${onClock(first!.start, ZONE)}`);
      expect(mailsTo(ben.email)[0]!.subject).toBe(`Session booked: ${onClock(second!.start, 'America/Los_Angeles')}`);
    } finally {
      await User.updateOne({ _id: ben.userId }, { $set: { timeZone: null } });
    }
  });
});

describe('calendar feeds', () => {
  const pathOf = (url: string) => new URL(url).pathname;

  it('serve a user’s sessions at a secret URL without a cookie; the coach’s shows initials only', async () => {
    const [first, second] = await openSlots();
    await book(ada, first!.start);
    await book(ben, second!.start);

    const adaFeed = (await ada.agent.get(SESSION_PATHS.calendarFeed)).json<{ url: string }>();
    expect(adaFeed.url).toMatch(new RegExp(`^${server.url}/api/calendar/[A-Za-z0-9_-]{32}\\.ics$`));
    expect((await ada.agent.get(SESSION_PATHS.calendarFeed)).json()).toEqual(adaFeed);

    const adaFile = await anonymous.get(pathOf(adaFeed.url));
    expect(adaFile.status).toBe(200);
    expect(adaFile.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(adaFile.headers.get('cache-control')).toBe('private, no-store');
    const adaCalendar = parseCalendar(adaFile.text());
    expect(adaCalendar.method).toBe('PUBLISH');
    expect(adaCalendar.events.map((event) => event.start.toISOString())).toEqual([first!.start]);

    const coachFeed = (await coach.agent.get(SESSION_PATHS.calendarFeed)).json<{ url: string }>();
    const coachFile = (await anonymous.get(pathOf(coachFeed.url))).text();
    expect(parseCalendar(coachFile).events.map((event) => event.summary)).toEqual([
      'Coaching session: A.L.',
      'Coaching session: B.O.',
    ]);
    expect(coachFile).not.toMatch(/Ada|Lovelace|Ben|Okafor/);
  });

  it('regenerating gives a new URL and the old one answers 404', async () => {
    const before = (await ben.agent.get(SESSION_PATHS.calendarFeed)).json<{ url: string }>();
    const rotated = await ben.agent.post(SESSION_PATHS.calendarFeedRotate);
    expect(rotated.status).toBe(200);
    const after = rotated.json<{ url: string }>();
    expect(after.url).not.toBe(before.url);
    expect((await anonymous.get(pathOf(before.url))).status).toBe(404);
    expect((await anonymous.get(pathOf(after.url))).status).toBe(200);
    expect((await ben.agent.get(SESSION_PATHS.calendarFeed)).json()).toEqual(after);
    expect((await anonymous.get(SESSION_PATHS.calendarFile('guess'))).status).toBe(404);
    expect((await anonymous.get(SESSION_PATHS.calendarFeed)).status).toBe(401);
    expect((await anonymous.post(SESSION_PATHS.calendarFeedRotate)).status).toBe(401);
  });
});

describe('the coach dashboard’s This Week card', () => {
  const stored = (student: SignedIn, start: DateTime, status: SessionStatus = 'booked') =>
    SessionModel.create({
      clientId: student.profileId!,
      start: start.toJSDate(),
      end: start.plus({ minutes: 50 }).toJSDate(),
      status,
      bookedBy: 'coach',
    });

  it('counts the sessions of this week, Monday to Sunday in practice time, cancelled ones not', async () => {
    const count = async () => (await coach.agent.get(API_PATHS.coachStats)).json<CoachStats>().sessionsThisWeek;
    expect(await count()).toBe(0);
    const monday = DateTime.now().setZone(ZONE).startOf('week');
    await stored(ada, monday.minus({ minutes: 30 })); // last Sunday 23:30: last week
    await stored(ada, monday.plus({ minutes: 10 })); // this Monday 00:10
    await stored(ben, monday.plus({ days: 6 }).set({ hour: 23 })); // this Sunday 23:00, a week with a DST change too
    await stored(ben, monday.plus({ days: 2 }), 'cancelled');
    await stored(ada, monday.plus({ weeks: 1, minutes: 5 })); // next Monday 00:05
    expect(await count()).toBe(2);
  });
});
