import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, SESSION_PATHS, type CoachingSession, type Package } from '../contract/index.js';
import { holdsOf } from '../commands/sessionBooker.js';
import {
  ApprovedEmail,
  CoachingSession as SessionModel,
  PackageAssignment,
  PushSubscription,
  ReminderClaim,
  User,
} from '../models/index.js';
import {
  browserKeys,
  decryptPush,
  signInAs,
  startPushEndpoint,
  startTestServer,
  type BrowserKeys,
  type PushEndpoint,
  type SignedIn,
  type TestServer,
} from '../../test/index.js';
import { decodeQuotedPrintable } from '../../test/mail.js';
import { createMemoryLogger } from '../services/logger.js';
import { createMailer } from '../services/mailer.js';
import { createRateCounter } from '../services/rateCounter.js';
import { createAppReminderSweep } from './index.js';

const ZONE = 'America/New_York';
let server: TestServer;
let endpoint: PushEndpoint;
let coach: SignedIn;
let ada: SignedIn;
let ben: SignedIn;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  // No quiet hours on the app's own clock, so a booking inside 24 hours is reminded at once whenever the
  // test runs; the quiet-hours test builds a sweep with them. No weekly digest either: on its weekday (Monday)
  // from 08:00 it is due too, and a sweep on the real clock would count it among the reminders sent.
  server = await startTestServer({
    email: true,
    pushAgent: endpoint.agent,
    // The test's push service listens on loopback.
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
    config: { practiceTimeZone: ZONE, reminderQuietHours: null, digestSchedule: null },
  });
  [coach, ada, ben] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, { email: 'ada@example.com', role: 'client', profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' } }),
    signInAs(server, { email: 'ben@example.com', role: 'client', profile: { studentFirstName: 'Ben', studentLastName: 'Okafor' } }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await endpoint?.close();
});
beforeEach(async () => {
  await server.settle();
  await Promise.all([SessionModel.deleteMany({}), ReminderClaim.deleteMany({}), PushSubscription.deleteMany({})]);
  server.mail!.messages.length = 0;
  endpoint.deliveries.length = 0;
  for (const student of [ada, ben]) await student.agent.put(API_PATHS.reminderSettings, { email: true });
});

/**
 * A fixed clock: Wednesday 10 June 2037 at `hour`:00 in New York. In the future, so the reminder claims dated
 * from it are not swept away by their TTL while the test runs.
 */
const clock = (hour: number, days = 0) =>
  DateTime.fromObject({ year: 2037, month: 6, day: 10, hour }, { zone: ZONE }).plus({ days });

async function stored(student: SignedIn, start: DateTime, status: 'booked' | 'cancelled' | 'attended' = 'booked') {
  return SessionModel.create({
    clientId: student.profileId!,
    start: start.toJSDate(),
    end: start.plus({ minutes: 50 }).toJSDate(),
    status,
    ...(status === 'booked' ? { holds: holdsOf(start.toJSDate()) } : {}),
    bookedBy: 'coach',
  });
}

/** Turns push on for a student on one device of theirs (at the test's push service), and gives its keys. */
async function subscribeDevice(student: SignedIn, device: string): Promise<BrowserKeys> {
  const keys = browserKeys();
  const response = await student.agent.post(API_PATHS.pushSubscribe, {
    endpoint: `${endpoint.origin}/push/${device}`,
    keys: keys.keys,
  });
  expect(response.status).toBe(201);
  return keys;
}

const remindersTo = (email: string) =>
  server.mail!.messages.filter((mail) => mail.to.includes(email) && mail.subject === 'Coaching session reminder');

describe('session reminders', () => {
  it('go out once, 24 hours before a session, and again only for a moved session’s new time', async () => {
    const now = clock(12);
    const session = await stored(ada, now.plus({ hours: 30 }));
    const sweep = server.services.reminders;

    expect(await sweep.run(now.toJSDate())).toMatchObject({ sent: 0 });
    expect(await sweep.run(now.plus({ hours: 5 }).toJSDate())).toMatchObject({ sent: 0 });
    expect(await sweep.run(now.plus({ hours: 6 }).toJSDate())).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = remindersTo(ada.email);
    expect(mail!.text).toContain('Your coaching session with Dr. Sarah Mitchell is on Thursday, June 11 at 6:00 PM EDT.');
    expect(await sweep.run(now.plus({ hours: 7 }).toJSDate())).toMatchObject({ sent: 0, alreadyClaimed: 1 });
    expect(remindersTo(ada.email)).toHaveLength(1);

    // Moved two days later: a new time, a new reminder when that one is 24 hours away.
    const later = now.plus({ hours: 78 });
    await SessionModel.updateOne({ _id: session._id }, { $set: { start: later.toJSDate(), end: later.plus({ minutes: 50 }).toJSDate() } });
    expect(await sweep.run(now.plus({ hours: 8 }).toJSDate())).toMatchObject({ sent: 0 });
    expect(await sweep.run(later.minus({ hours: 23 }).toJSDate())).toMatchObject({ sent: 1 });
    expect(remindersTo(ada.email)).toHaveLength(2);
    expect(remindersTo(ben.email)).toHaveLength(0);
  });

  it('stop for a student whose approval was withdrawn, and go out again once it is restored', async () => {
    const now = clock(12);
    await stored(ada, now.plus({ hours: 3 }));
    const approval = await ApprovedEmail.findOne({ email: ada.email }).lean();
    await ApprovedEmail.deleteOne({ email: ada.email });
    try {
      expect(await server.services.reminders.run(now.toJSDate())).toMatchObject({ sent: 0, alreadyClaimed: 0 });
      expect(remindersTo(ada.email)).toHaveLength(0);
    } finally {
      await ApprovedEmail.create(approval!);
    }
    expect(await server.services.reminders.run(now.toJSDate())).toMatchObject({ sent: 1 });
  });

  it('skip cancelled and past sessions', async () => {
    const now = clock(12);
    await stored(ada, now.plus({ hours: 3 }), 'cancelled');
    await stored(ben, now.minus({ hours: 1 }));
    expect(await server.services.reminders.run(now.toJSDate())).toMatchObject({ sent: 0, alreadyClaimed: 0 });
    expect(server.mail!.messages).toHaveLength(0);
  });

  it('wait out the quiet hours, then go out on the first sweep after them', async () => {
    const quiet = createAppReminderSweep({ ...server.config, reminderQuietHours: { from: 21, to: 8 } }, server.services);
    await stored(ada, clock(10, 1));
    expect(await quiet.run(clock(22).toJSDate())).toMatchObject({ sent: 0, waiting: expect.arrayContaining(['session']) });
    expect(await quiet.run(clock(7, 1).toJSDate())).toMatchObject({ sent: 0 });
    expect(await quiet.run(clock(8, 1).toJSDate())).toMatchObject({ sent: 1 });
    expect(remindersTo(ada.email)).toHaveLength(1);
  });

  it('speak of the session on the student’s own clock, and keep to the quiet hours there', async () => {
    expect((await ben.agent.put(API_PATHS.reminderTimeZone, { timeZone: 'America/Los_Angeles' })).status).toBe(200);
    const quietHours = { from: 21, to: 8 };
    try {
      const quiet = createAppReminderSweep({ ...server.config, reminderQuietHours: quietHours }, server.services);
      await stored(ada, clock(14, 1));
      await stored(ben, clock(15, 1));
      // 08:00 in New York is 05:00 in Los Angeles: Ada's reminder goes, Ben's waits for 08:00 on his clock.
      expect(await quiet.run(clock(8, 1).toJSDate())).toMatchObject({ sent: 1, waiting: ['session'] });
      expect(await quiet.run(clock(10, 1).toJSDate())).toMatchObject({ sent: 0, waiting: ['session'] });
      expect(remindersTo(ben.email)).toHaveLength(0);
      expect(await quiet.run(clock(11, 1).toJSDate())).toMatchObject({ sent: 1, waiting: [] });
      expect(remindersTo(ada.email)[0]!.text).toContain('is on Thursday, June 11 at 2:00 PM EDT.');
      expect(remindersTo(ben.email)[0]!.text).toContain('is on Thursday, June 11 at 12:00 PM PDT.');
    } finally {
      await User.updateOne({ _id: ben.userId }, { $set: { timeZone: null } });
    }
  });

  it('reach each device where the student turned push on, and skip e-mail when turned off', async () => {
    const phone = await subscribeDevice(ada, 'ada-phone');
    await ada.agent.put(API_PATHS.reminderSettings, { email: false });
    const session = await stored(ada, clock(12).plus({ hours: 20 }));

    expect(await server.services.reminders.run(clock(12).toJSDate())).toMatchObject({ sent: 1 });
    await endpoint.waitFor(1);
    expect(decryptPush(endpoint.deliveries[0]!, phone)).toEqual({
      type: 'session_reminder',
      title: 'Coaching session reminder',
      body: 'Your coaching session with Dr. Sarah Mitchell is on Thursday, June 11 at 8:00 AM EDT.',
      url: '/dashboard',
      tag: `session-${session._id}`,
    });
    expect(remindersTo(ada.email)).toHaveLength(0);
  });

  it('push once while e-mail fails, and send the e-mail on the first sweep after it works again', async () => {
    await subscribeDevice(ada, 'ada-retry');
    await stored(ada, clock(12).plus({ hours: 20 }));
    const failing = createAppReminderSweep(server.config, {
      ...server.services,
      mailer: { enabled: true, send: () => Promise.reject(new Error('SMTP down')), close: () => {} },
    });
    for (const hour of [12, 13, 14]) {
      expect(await failing.run(clock(hour).toJSDate())).toMatchObject({ sent: 0, failed: 1 });
    }
    await endpoint.waitFor(1);
    expect(await server.services.reminders.run(clock(15).toJSDate())).toMatchObject({ sent: 1, failed: 0 });
    expect(remindersTo(ada.email)).toHaveLength(1);
    await server.settle();
    expect(endpoint.deliveries).toHaveLength(1);
  });

  it('wait while the hour’s e-mail share is used up, and go out on a later sweep', async () => {
    await stored(ada, clock(12).plus({ hours: 20 }));
    // A cap of 1 leaves no e-mail an hour to anything but sign-in links: the reminder is dropped, not sent.
    const capped = createMailer(
      { ...server.config, mailHourlyCap: 1 },
      { logger: createMemoryLogger(), counter: createRateCounter() },
    );
    const full = createAppReminderSweep(server.config, { ...server.services, mailer: capped });
    expect(await full.run(clock(12).toJSDate())).toMatchObject({ sent: 0, failed: 1 });
    expect(remindersTo(ada.email)).toHaveLength(0);
    expect(await server.services.reminders.run(clock(13).toJSDate())).toMatchObject({ sent: 1, failed: 0 });
    expect(remindersTo(ada.email)).toHaveLength(1);
    capped.close();
  });

  it('go out at booking time for a session inside 24 hours, and the sweep does not repeat them', async () => {
    const start = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 300_000) * 300_000);
    const response = await coach.agent.post(SESSION_PATHS.coachSessions, { clientId: ben.profileId, start: start.toISOString() });
    expect(response.status).toBe(201);
    const session = response.json<CoachingSession>();
    await server.mail!.waitFor((mail) => mail.to.includes(ben.email) && mail.subject === 'Coaching session reminder');
    expect(await ReminderClaim.findById(`session:${session.id}:${start.toISOString()}`).lean()).not.toBeNull();
    expect(await server.services.reminders.run()).toMatchObject({ sent: 0, alreadyClaimed: 1 });
    expect(remindersTo(ben.email)).toHaveLength(1);

    // Booked further ahead: nothing until the sweep finds it within 24 hours.
    const later = new Date(start.getTime() + 3 * 24 * 3_600_000);
    expect((await coach.agent.post(SESSION_PATHS.coachSessions, { clientId: ada.profileId, start: later.toISOString() })).status).toBe(201);
    await server.settle();
    expect(remindersTo(ada.email)).toHaveLength(0);
  });

  it('say how many sessions are left in the student’s packages once two or fewer remain, and nothing without a package', async () => {
    const offered = await coach.agent.post(API_PATHS.coachPackages, { name: 'Reminder trio', sessions: 3, price: 240 });
    expect(offered.status, offered.text()).toBe(201);
    const sold = await coach.agent.post(API_PATHS.coachClientPackages(ada.profileId!), { packageId: offered.json<Package>().id });
    expect(sold.status, sold.text()).toBe(201);
    const sweep = server.services.reminders;
    const reminderText = async (hoursAhead: number) => {
      const now = clock(12, hoursAhead);
      await stored(ada, now.plus({ hours: 3 }));
      await stored(ben, now.plus({ hours: 5 }));
      expect(await sweep.run(now.toJSDate())).toMatchObject({ sent: 2, failed: 0 });
      const [adaMail, benMail] = [remindersTo(ada.email).at(-1)!, remindersTo(ben.email).at(-1)!];
      // Ben was never sold a package: his reminder says nothing of one.
      expect(benMail.text).not.toContain('Sessions left');
      expect(benMail.raw).not.toContain('Sessions left');
      return adaMail;
    };
    try {
      // Three left: not yet said.
      expect((await reminderText(0)).text).not.toContain('Sessions left');

      await stored(ada, clock(12, -2), 'attended');
      const two = await reminderText(1);
      expect(two.text).toContain('Sessions left in your package: 2');
      // The HTML part says it too, in a paragraph of its own.
      expect(decodeQuotedPrintable(two.raw)).toContain('<p>Sessions left in your package: 2</p>');

      await stored(ada, clock(12, -3), 'attended');
      await stored(ada, clock(12, -4), 'attended');
      expect((await reminderText(2)).text).toContain('Sessions left in your package: 0');
    } finally {
      await PackageAssignment.deleteMany({ clientId: ada.profileId });
    }
  });
});
