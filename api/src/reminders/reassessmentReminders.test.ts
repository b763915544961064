import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { ApprovedEmail, Plan, PushSubscription, ReminderClaim, User } from '../models/index.js';
import {
  browserKeys,
  decryptPush,
  signInAs,
  startPushEndpoint,
  startTestServer,
  type PushEndpoint,
  type SignedIn,
  type TestServer,
} from '../../test/index.js';
import { planPayload } from '../routes/client/test/world.js';
import { createAppReminderSweep } from './index.js';

const ZONE = 'America/New_York';
let server: TestServer;
let endpoint: PushEndpoint;
let ada: SignedIn;
let ben: SignedIn;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  server = await startTestServer({
    email: true,
    pushAgent: endpoint.agent,
    // The test's push service listens on loopback.
    env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
    config: { practiceTimeZone: ZONE },
  });
  [ada, ben] = await Promise.all([
    signInAs(server, { email: 'ada@example.com', role: 'client', profile: { studentFirstName: 'Ada' } }),
    signInAs(server, { email: 'ben@example.com', role: 'client', profile: { studentFirstName: 'Ben' } }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await endpoint?.close();
});
beforeEach(async () => {
  await Promise.all([Plan.deleteMany({}), ReminderClaim.deleteMany({}), PushSubscription.deleteMany({})]);
  await User.updateMany({}, { $set: { timeZone: null } });
  server.mail!.messages.length = 0;
  endpoint.deliveries.length = 0;
  for (const student of [ada, ben]) await student.agent.put(API_PATHS.reminderSettings, { email: true });
});

/** The calendar date `days` from today, as the planning form sends it (midnight UTC). */
function dateIn(days: number): string {
  return DateTime.utc().plus({ days }).toISODate()!;
}

/** A moment on the practice's clock: `date` at hour:minute in New York. */
function at(date: string, hour: number, minute = 0): Date {
  return DateTime.fromISO(date, { zone: ZONE }).set({ hour, minute }).toJSDate();
}

async function createPlan(
  student: SignedIn,
  date: string,
  goal = 'Finish the history essay a day early',
): Promise<string> {
  const response = await student.agent.post(API_PATHS.plans, {
    ...planPayload({ selectedGoal: goal }),
    reassessmentDate: `${date}T00:00:00.000Z`,
  });
  expect(response.status, response.text()).toBe(201);
  return response.json<{ id: string }>().id;
}

const remindersTo = (email: string) =>
  server.mail!.messages.filter((mail) => mail.to.includes(email) && mail.subject === 'Time to reassess your plan');

describe('reassessment reminders', () => {
  it('wait until the date begins on the practice clock, then go out once by e-mail with a link to the plan', async () => {
    const date = dateIn(10);
    const planId = await createPlan(ada, date);
    const sweep = server.services.reminders;

    // 23:00 UTC on the day before is 18:00 in New York: the date has begun in UTC, not at the practice.
    expect(await sweep.run(at(dateIn(9), 18))).toMatchObject({ sent: 0, waiting: [] });
    expect(remindersTo(ada.email)).toHaveLength(0);

    expect(await sweep.run(at(date, 9))).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = remindersTo(ada.email);
    expect(mail!.text).toContain('Your plan "Finish the history essay a day early" is due for reassessment.');
    expect(mail!.text).toContain(`${server.url}/reassess-plan/${planId}`);
    expect(mail!.text).toContain(`${server.url}/reminders`);

    // Later sweeps that day and the next find it claimed.
    expect(await sweep.run(at(date, 9, 15))).toMatchObject({ sent: 0, alreadyClaimed: 1 });
    await sweep.run(at(dateIn(11), 10));
    expect(remindersTo(ada.email)).toHaveLength(1);
    expect(remindersTo(ben.email)).toHaveLength(0);
  });

  it('hold back in quiet hours and go out in the morning', async () => {
    const date = dateIn(10);
    await createPlan(ada, date);
    const sweep = server.services.reminders;
    expect(await sweep.run(at(date, 0, 5))).toMatchObject({ sent: 0, waiting: expect.arrayContaining(['reassessment']) });
    expect(await sweep.run(at(date, 7, 45))).toMatchObject({ sent: 0, waiting: expect.arrayContaining(['reassessment']) });
    expect(remindersTo(ada.email)).toHaveLength(0);
    expect(await sweep.run(at(date, 8, 0))).toMatchObject({ sent: 1, waiting: [] });
    expect(remindersTo(ada.email)).toHaveLength(1);
  });

  it('keep to quiet hours on the student’s own clock once their device has told its zone', async () => {
    const date = dateIn(10);
    await createPlan(ada, date);
    await createPlan(ben, date, 'Read two chapters before the seminar');
    expect((await ben.agent.put(API_PATHS.reminderTimeZone, { timeZone: 'America/Los_Angeles' })).status).toBe(200);
    const sweep = server.services.reminders;
    // 08:00 in New York is 05:00 in Los Angeles: Ada's reminder goes, Ben's waits for his morning.
    expect(await sweep.run(at(date, 8))).toMatchObject({ sent: 1, waiting: ['reassessment'] });
    expect([remindersTo(ada.email).length, remindersTo(ben.email).length]).toEqual([1, 0]);
    expect(await sweep.run(at(date, 10, 59))).toMatchObject({ sent: 0, waiting: ['reassessment'] });
    expect(await sweep.run(at(date, 11))).toMatchObject({ sent: 1, waiting: [] });
    expect(remindersTo(ben.email)).toHaveLength(1);
  });

  it('hold back from 21:00 in the evening, and not at all when quiet hours are off', async () => {
    const date = dateIn(10);
    await createPlan(ada, date);
    expect(await server.services.reminders.run(at(date, 21, 0))).toMatchObject({ sent: 0, waiting: expect.arrayContaining(['reassessment']) });
    expect(await server.services.reminders.run(at(date, 20, 59))).toMatchObject({ sent: 1 });

    await createPlan(ben, date);
    const always = createAppReminderSweep({ ...server.config, reminderQuietHours: null }, server.services);
    expect(await always.run(at(date, 23, 30))).toMatchObject({ sent: 1, waiting: [] });
    expect(remindersTo(ben.email)).toHaveLength(1);
  });

  it('are armed again by a reassessment that sets a new date, and not for the old one', async () => {
    const first = dateIn(10);
    const planId = await createPlan(ada, first);
    const sweep = server.services.reminders;
    await sweep.run(at(first, 9));
    expect(remindersTo(ada.email)).toHaveLength(1);

    const next = dateIn(24);
    const reassessed = await ada.agent.put(API_PATHS.reassessment(planId), {
      currentStatus: 'Two essays done early',
      whatWorked: '',
      whatDidntWork: '',
      newBarriers: [],
      newStrategies: [],
      updatedGoal: '',
      nextReassessment: next,
    });
    expect(reassessed.status, reassessed.text()).toBe(200);

    expect(await sweep.run(at(dateIn(12), 9))).toMatchObject({ sent: 0 });
    expect(await sweep.run(at(next, 8, 30))).toMatchObject({ sent: 1 });
    expect(remindersTo(ada.email)).toHaveLength(2);
  });

  it('are sent once when several processes sweep at the same moment', async () => {
    const date = dateIn(10);
    await createPlan(ada, date);
    await createPlan(ben, date);
    // Each process builds its own sweep over the one store; they race for the same claims.
    const sweeps = Array.from({ length: 4 }, () => createAppReminderSweep(server.config, server.services));
    const outcomes = await Promise.all(sweeps.map((sweep) => sweep.run(at(date, 10))));
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(2);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.alreadyClaimed, 0)).toBe(6);
    expect(remindersTo(ada.email)).toHaveLength(1);
    expect(remindersTo(ben.email)).toHaveLength(1);
    expect(await ReminderClaim.countDocuments()).toBe(2);
  });

  it('reach each device where the student turned push on, only theirs, and skip e-mail when turned off', async () => {
    const date = dateIn(10);
    const planId = await createPlan(ada, date, 'x'.repeat(80));
    const phone = browserKeys();
    const laptop = browserKeys();
    const bens = browserKeys();
    for (const [student, path, keys] of [
      [ada, '/push/ada-phone', phone],
      [ada, '/push/ada-laptop', laptop],
      [ben, '/push/ben', bens],
    ] as const) {
      const response = await student.agent.post(API_PATHS.pushSubscribe, {
        endpoint: `${endpoint.origin}${path}`,
        keys: keys.keys,
      });
      expect(response.status).toBe(201);
    }
    expect((await ada.agent.put(API_PATHS.reminderSettings, { email: false })).status).toBe(200);

    expect(await server.services.reminders.run(at(date, 9))).toMatchObject({ sent: 1 });
    await endpoint.waitFor(2);
    expect(endpoint.deliveries.map((delivery) => delivery.path).sort()).toEqual([
      '/push/ada-laptop',
      '/push/ada-phone',
    ]);
    const delivery = endpoint.deliveries.find((entry) => entry.path === '/push/ada-phone')!;
    expect(decryptPush(delivery, phone)).toEqual({
      type: 'reassessment_reminder',
      title: 'Time to reassess your plan',
      body: `Your plan "${'x'.repeat(60)}..." is due for reassessment. How is it going?`,
      url: `/reassess-plan/${planId}`,
      tag: `reassess-${planId}`,
    });
    expect(remindersTo(ada.email)).toHaveLength(0);
  });

  it('stop for a student whose approval was withdrawn, and go out again once it is restored', async () => {
    const date = dateIn(10);
    await createPlan(ada, date);
    const approval = await ApprovedEmail.findOne({ email: ada.email }).lean();
    await ApprovedEmail.deleteOne({ email: ada.email });
    try {
      expect(await server.services.reminders.run(at(date, 9))).toMatchObject({ sent: 0, alreadyClaimed: 0 });
      expect(remindersTo(ada.email)).toHaveLength(0);
    } finally {
      await ApprovedEmail.create(approval!);
    }
    expect(await server.services.reminders.run(at(date, 9, 15))).toMatchObject({ sent: 1 });
  });

  it('leave out a student with no way to be reached, and retry after a failed send', async () => {
    const date = dateIn(10);
    await createPlan(ada, date);
    await ada.agent.put(API_PATHS.reminderSettings, { email: false });
    expect(await server.services.reminders.run(at(date, 9))).toMatchObject({ sent: 0, alreadyClaimed: 0 });
    expect(await ReminderClaim.countDocuments()).toBe(0);

    await ada.agent.put(API_PATHS.reminderSettings, { email: true });
    const failing = createAppReminderSweep(server.config, {
      ...server.services,
      mailer: { enabled: true, send: () => Promise.reject(new Error('SMTP down')), close: () => {} },
    });
    expect(await failing.run(at(date, 9, 15))).toMatchObject({ sent: 0, failed: 1 });
    expect(server.logs.some((line) => line.msg === 'reminder failed' && line.error === 'SMTP down')).toBe(true);
    expect(await server.services.reminders.run(at(date, 9, 30))).toMatchObject({ sent: 1 });
    expect(remindersTo(ada.email)).toHaveLength(1);
  });
});
