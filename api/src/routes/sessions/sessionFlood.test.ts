// One student cannot fill the calendar or the mail cap: a bound on upcoming sessions, a limit on changes
// an hour, a share of the hourly mail cap kept for sign-in links, and one e-mail to the coach a quarter hour.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  SESSION_MESSAGES,
  SESSION_PATHS,
  tooManyUpcomingSessions,
  type Availability,
  type CoachingSession,
  type Slot,
} from '../../contract/index.js';
import { sessionTime } from '../../commands/sessionAnnouncer.js';
import { holdsOf } from '../../commands/sessionBooker.js';
import { ReminderClaim, CoachingSession as SessionModel, SessionNotice } from '../../models/index.js';
import { createSessionNoticeSweep } from '../../reminders/index.js';
import { createMemoryLogger } from '../../services/logger.js';
import { createMailer } from '../../services/mailer.js';
import { createRateCounter } from '../../services/rateCounter.js';
import { RATE_LIMITS } from '../../services/rateLimits.js';
import {
  createAgent,
  requestSignInLink,
  signInAs,
  startTestServer,
  type SignedIn,
  type TestServer,
} from '../../../test/index.js';
import { EVERY_DAY } from './test/availability.js';

const ZONE = 'America/New_York';
const HOUR = 3_600_000;
const QUARTER_HOUR = 15 * 60_000;

let server: TestServer;
let coach: SignedIn;
let ada: SignedIn;
let ben: SignedIn;

beforeAll(async () => {
  server = await startTestServer({
    email: true,
    config: { practiceTimeZone: ZONE },
    // The real numbers of the limit under test.
    rateLimits: { sessionChange: { max: RATE_LIMITS.sessionChange.max, windowMs: RATE_LIMITS.sessionChange.windowMs } },
  });
  [coach, ada, ben] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, {
      email: 'ada@example.com',
      role: 'client',
      profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' },
    }),
    signInAs(server, {
      email: 'ben@example.com',
      role: 'client',
      profile: { studentFirstName: 'Ben', studentLastName: 'Okafor' },
    }),
  ]);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.settle();
  // Tests move the sweep's clock ahead: each starts with no quarter hour claimed.
  await Promise.all([SessionModel.deleteMany({}), SessionNotice.deleteMany({}), ReminderClaim.deleteMany({})]);
  await server.services.rateLimiter.reset();
  server.mail!.messages.length = 0;
  expect((await coach.agent.put(SESSION_PATHS.availability, EVERY_DAY)).status).toBe(200);
});

async function openSlots(): Promise<Slot[]> {
  const from = new Date();
  const to = new Date(Date.now() + 14 * 24 * HOUR);
  const response = await ada.agent.get(
    `${SESSION_PATHS.slots}?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`,
  );
  expect(response.status, response.text()).toBe(200);
  return response.json<Slot[]>();
}

const book = (student: SignedIn, start: string) => student.agent.post(SESSION_PATHS.sessions, { start });
const move = (who: SignedIn, id: string, start: string) => who.agent.put(`${SESSION_PATHS.sessions}/${id}`, { start });
const cancel = (who: SignedIn, id: string) => who.agent.delete(`${SESSION_PATHS.sessions}/${id}`);
const message = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

async function booked(student: SignedIn, start: string): Promise<CoachingSession> {
  const response = await book(student, start);
  expect(response.status, response.text()).toBe(201);
  return response.json<CoachingSession>();
}

const upcoming = (student: SignedIn) =>
  SessionModel.countDocuments({ clientId: student.profileId, status: 'booked', start: { $gt: new Date() } });

describe('a student filling the calendar', () => {
  it('is refused a booking beyond the bound on upcoming sessions, with a 409 naming the bound', async () => {
    const slots = await openSlots();
    for (const slot of slots.slice(0, 3)) await booked(ada, slot.start);
    const refused = await book(ada, slots[3]!.start);
    expect(refused.status).toBe(409);
    expect(message(refused)).toBe(
      'You already have 3 upcoming sessions, the most you can book at once. Please contact your coach to book more.',
    );
    expect(await upcoming(ada)).toBe(3);
    // The time stays open for others, and the coach's higher bound lets Ada book one more.
    await booked(ben, slots[3]!.start);
    expect((await coach.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, maxUpcomingSessions: 4 })).status).toBe(
      200,
    );
    await booked(ada, slots[4]!.start);
    expect(message(await book(ada, slots[5]!.start))).toBe(tooManyUpcomingSessions(4, 4));
  });

  it('cannot pass the bound with many bookings sent at once', async () => {
    const slots = await openSlots();
    const responses = await Promise.all(slots.slice(0, 8).map((slot) => book(ada, slot.start)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const response of responses.filter((r) => r.status === 409))
      expect(message(response)).toBe(tooManyUpcomingSessions(3, 3));
    expect(await upcoming(ada)).toBe(3);
  });

  it('cannot make room by moving a session; only cancelling one, or one taking place, frees a place', async () => {
    const slots = await openSlots();
    const sessions = [];
    for (const slot of slots.slice(0, 3)) sessions.push(await booked(ada, slot.start));
    const moved = await move(ada, sessions[0]!.id, slots[5]!.start);
    expect(moved.status, moved.text()).toBe(200);
    expect(message(await book(ada, slots[0]!.start))).toBe(tooManyUpcomingSessions(3, 3));
    expect(await upcoming(ada)).toBe(3);

    expect((await cancel(ada, sessions[1]!.id)).status).toBe(204);
    await booked(ada, slots[6]!.start);
    expect((await book(ada, slots[7]!.start)).status).toBe(409);

    // A session that has started holds no place any more (even one not yet marked attended).
    await SessionModel.updateOne(
      { _id: sessions[2]!.id },
      { $set: { start: new Date(Date.now() - HOUR), holds: holdsOf(new Date(Date.now() - HOUR)) } },
    );
    await booked(ada, slots[7]!.start);
    expect(await upcoming(ada)).toBe(3);
  });

  it('counts the sessions the coach booked; the coach may book beyond the bound', async () => {
    const slots = await openSlots();
    for (const slot of slots.slice(0, 2)) {
      const response = await coach.agent.post(SESSION_PATHS.coachSessions, {
        clientId: ada.profileId,
        start: slot.start,
      });
      expect(response.status, response.text()).toBe(201);
    }
    await booked(ada, slots[2]!.start);
    expect(message(await book(ada, slots[3]!.start))).toBe(tooManyUpcomingSessions(3, 3));
    const beyond = await coach.agent.post(SESSION_PATHS.coachSessions, {
      clientId: ada.profileId,
      start: slots[3]!.start,
    });
    expect(beyond.status, beyond.text()).toBe(201);
    expect(await upcoming(ada)).toBe(4);
    expect(message(await book(ada, slots[4]!.start))).toBe(
      'You already have 4 upcoming sessions; you can book at most 3 at once. Please contact your coach to book more.',
    );
  });

  it('lets the coach set the bound from 1 to 10 under Availability; anything else is a 400 that changes nothing', async () => {
    for (const bad of [0, 11, -3, 2.5, '5', null]) {
      const response = await coach.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, maxUpcomingSessions: bad });
      expect(response.status).toBe(400);
      expect(message(response)).toMatch(/^maxUpcomingSessions: /);
    }
    expect((await coach.agent.get(SESSION_PATHS.availability)).json()).toEqual(EVERY_DAY);
    expect((await ada.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, maxUpcomingSessions: 10 })).status).toBe(
      403,
    );

    const one = await coach.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, maxUpcomingSessions: 1 });
    expect(one.json<Availability>().maxUpcomingSessions).toBe(1);
    const slots = await openSlots();
    await booked(ada, slots[0]!.start);
    expect(message(await book(ada, slots[1]!.start))).toBe(
      'You already have 1 upcoming session, the most you can book at once. Please contact your coach to book more.',
    );
    const ten = await coach.agent.put(SESSION_PATHS.availability, { ...EVERY_DAY, maxUpcomingSessions: 10 });
    expect((await coach.agent.get(SESSION_PATHS.availability)).json()).toEqual(ten.json());
  });
});

describe('a student flooding bookings, moves and cancellations', () => {
  it(`is refused past ${RATE_LIMITS.sessionChange.max} an hour with a 429 naming the limit, counted per student not per address`, async () => {
    const slots = await openSlots();
    // 1 booking, 8 moves and a cancellation: ten changes.
    const session = await booked(ada, slots[0]!.start);
    for (let n = 1; n <= 8; n += 1) expect((await move(ada, session.id, slots[n % 2]!.start)).status).toBe(200);
    expect((await cancel(ada, session.id)).status).toBe(204);

    const refused = await book(ada, slots[2]!.start);
    expect(refused.status).toBe(429);
    expect(message(refused)).toBe(SESSION_MESSAGES.changesPerHour);
    expect(message(refused)).toBe(
      'You can book, move or cancel at most 10 sessions an hour. Please try again later or contact your coach.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await SessionModel.countDocuments({ clientId: ada.profileId, status: 'booked' })).toBe(0);

    // Ben, on the same address, books on; the coach's own changes are not counted.
    const bens = await booked(ben, slots[2]!.start);
    for (let n = 0; n < 12; n += 1) expect((await move(coach, bens.id, slots[3 + (n % 2)]!.start)).status).toBe(200);
  });
});

describe('session changes crowding out sign-in links', () => {
  it('drop other mail past its share of MAIL_HOURLY_CAP, and sign-in links still go out', async () => {
    const cap = server.config.mailHourlyCap;
    server.config.mailHourlyCap = 8; // 6 for other mail, 2 kept for sign-in links
    try {
      const slots = await openSlots();
      // Eight changes, each e-mailing the student.
      const adas = [];
      for (const slot of slots.slice(0, 3)) adas.push(await booked(ada, slot.start));
      for (const slot of slots.slice(3, 6)) await booked(ben, slot.start);
      expect((await move(ada, adas[0]!.id, slots[6]!.start)).status).toBe(200);
      expect((await move(ada, adas[1]!.id, slots[7]!.start)).status).toBe(200);
      await server.settle();
      expect(server.mail!.messages).toHaveLength(6);
      const dropped = server.logs.filter((line) => line.msg.startsWith('E-MAIL HOURLY SHARE OF OTHER MAIL REACHED'));
      expect(dropped).toHaveLength(2);
      expect(dropped[0]).toMatchObject({ level: 'error', cap: 6 });

      // The share kept for sign-in links: both students can still sign in.
      const visitor = createAgent(server.url);
      expect(await requestSignInLink(server, visitor, ada.email)).toMatch(/\/api\/login\/verify\?token=/);
      expect(await requestSignInLink(server, visitor, ben.email)).toMatch(/\/api\/login\/verify\?token=/);
      // The cap itself still holds.
      expect((await visitor.post(API_PATHS.signIn, { email: ada.email })).status).toBe(200);
      await server.settle();
      expect(server.mail!.messages).toHaveLength(8);
      expect(server.logs.some((line) => line.msg === 'E-MAIL HOURLY CAP REACHED: e-mail dropped, not sent')).toBe(true);
    } finally {
      server.config.mailHourlyCap = cap;
    }
  });

  it('reach the coach as one e-mail per quarter hour listing every change', async () => {
    const slots = await openSlots();
    const first = await booked(ada, slots[0]!.start);
    expect((await move(ada, first.id, slots[1]!.start)).status).toBe(200);
    await booked(ben, slots[2]!.start);
    expect((await cancel(ada, first.id)).status).toBe(204);
    await server.settle();
    const toCoach = () => server.mail!.messages.filter((mail) => mail.to.includes(coach.email));
    expect(toCoach()).toEqual([]);
    // The students had theirs at once.
    expect(server.mail!.messages).toHaveLength(4);

    const notices = await SessionNotice.find().sort({ at: 1 }).lean();
    expect(notices).toHaveLength(4);
    const sweep = server.services.sessionNotices;
    // While the quarter hour of the changes lasts, nothing goes out.
    expect(await sweep.run(notices[0]!.at)).toMatchObject({ sent: 0 });
    expect(toCoach()).toEqual([]);

    const later = new Date(notices.at(-1)!.at.getTime() + QUARTER_HOUR);
    expect(await sweep.run(later)).toMatchObject({ sent: 1 });
    expect(await sweep.run(later)).toMatchObject({ sent: 0 });
    expect(await sweep.run(new Date(later.getTime() + QUARTER_HOUR))).toMatchObject({ sent: 0 });
    const [mail] = toCoach();
    expect(toCoach()).toHaveLength(1);
    expect(mail!.subject).toBe('4 session changes');
    const when = (slot: Slot) => sessionTime(new Date(slot.start), ZONE);
    const lines = mail!.text.split(/\r?\n/).filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      `- Ada Lovelace: booked for ${when(slots[0]!)}`,
      `- Ada Lovelace: moved from ${when(slots[0]!)} to ${when(slots[1]!)}`,
      `- Ben Okafor: booked for ${when(slots[2]!)}`,
      `- Ada Lovelace: the session on ${when(slots[1]!)} is cancelled`,
    ]);
    expect(mail!.text).toContain(`See your agenda: ${server.url}/coach-dashboard`);
    expect(await SessionNotice.countDocuments()).toBe(0);

    // A change in the next quarter hour is the next e-mail's.
    await booked(ben, slots[3]!.start);
    await server.settle();
    expect(await sweep.run(new Date(later.getTime() + QUARTER_HOUR))).toMatchObject({ sent: 1 });
    expect(toCoach()).toHaveLength(2);
    expect(toCoach()[1]!.subject).toBe(`Session booked: Ben Okafor, ${when(slots[3]!)}`);
  });

  it('reach the coach once when several API processes sweep at the same time', async () => {
    const slots = await openSlots();
    for (const slot of slots.slice(0, 3)) await booked(ada, slot.start);
    await booked(ben, slots[3]!.start);
    await server.settle();
    const last = (await SessionNotice.findOne().sort({ at: -1 }).lean())!.at;
    // Each process has its own mailer, counter and sweep: only the store is shared.
    const processes = [0, 1, 2].map(() => {
      const logger = createMemoryLogger();
      const mailer = createMailer(server.config, { logger, counter: createRateCounter() });
      return { mailer, sweep: createSessionNoticeSweep(server.config, { mailer, logger }) };
    });
    try {
      const later = new Date(last.getTime() + QUARTER_HOUR);
      // Two processes in the same quarter hour, and one whose clock is already in the next.
      await Promise.all([
        processes[0]!.sweep.run(later),
        processes[1]!.sweep.run(later),
        processes[2]!.sweep.run(new Date(later.getTime() + QUARTER_HOUR)),
      ]);
      const toCoach = server.mail!.messages.filter((mail) => mail.to.includes(coach.email));
      expect(toCoach).toHaveLength(1);
      expect(toCoach[0]!.subject).toBe('4 session changes');
    } finally {
      for (const { mailer } of processes) mailer.close();
    }
  });
});
