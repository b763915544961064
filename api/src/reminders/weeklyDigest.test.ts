import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { ClientProfile, ConsultationRequest } from '../models/index.js';
import { createAgent, startTestServer, type TestServer } from '../../test/index.js';
import { createAppReminderSweep } from './index.js';

const ZONE = 'America/Chicago';
let server: TestServer;

/** Next week's Monday (practice clock) at hour:minute. */
function monday(hour: number, minute = 0, weeksLater = 0): Date {
  return DateTime.now()
    .setZone(ZONE)
    .plus({ weeks: 1 + weeksLater })
    .set({ weekday: 1, hour, minute, second: 0, millisecond: 0 })
    .toJSDate();
}

beforeAll(async () => {
  server = await startTestServer({
    email: true,
    coachEmails: ['coach@example.com'],
    config: { practiceTimeZone: ZONE },
  });
  const submitted = await createAgent(server.url).post(API_PATHS.requestConsultation, {
    studentFirstName: 'Maya',
    studentLastName: 'Chen',
    gradeLevel: 'college-junior',
    phone: '555-000-1111',
    email: 'maya.parent@example.com',
    challenges: 'She panics before exams and hides it from us',
  });
  expect(submitted.status).toBe(201);
  // The digest reads the week before it: this request is dated a few days before next Monday.
  await ConsultationRequest.collection.updateOne(
    {},
    { $set: { createdAt: new Date(monday(8).getTime() - 3 * 86_400_000) } },
  );
  await ConsultationRequest.collection.insertOne({
    _id: 'invited' as never,
    studentFirstName: 'Leo',
    studentLastName: 'Park',
    gradeLevel: '11th',
    phone: '1',
    email: 'leo.family@example.com',
    invitedAt: new Date(monday(8).getTime() - 20 * 86_400_000),
    invitedEmail: 'leo@example.com',
    joinedAt: null,
    createdAt: new Date(monday(8).getTime() - 30 * 86_400_000),
  });
  await ClientProfile.collection.insertOne({
    _id: 'sam' as never,
    userId: 'user-sam',
    studentFirstName: 'Sam',
    studentLastName: 'Rivera',
    gradeLevel: '12th Grade',
    isActive: true,
    createdAt: new Date(monday(8).getTime() - 40 * 86_400_000),
  });
  await server.settle();
  server.mail!.messages.length = 0;
});
afterAll(() => server?.close());

const digests = () => server.mail!.messages.filter((mail) => mail.subject === 'Your week at Bright Minds');

describe('weekly digest', () => {
  it('goes to the coach on Monday from 08:00 practice time, once that week', async () => {
    const sweep = server.services.reminders;
    await sweep.run(monday(7, 59));
    await sweep.run(new Date(monday(8).getTime() - 86_400_000 + 3 * 3_600_000)); // Sunday 11:00
    expect(digests()).toHaveLength(0);

    expect(await sweep.run(monday(8, 0))).toMatchObject({ sent: 1 });
    await sweep.run(monday(8, 15));
    await sweep.run(monday(16, 0));
    await sweep.run(new Date(monday(8).getTime() + 86_400_000));
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest!.to).toEqual(['coach@example.com']);
    const text = digest!.text.replace(/\r\n/g, '\n');
    expect(text).toContain('New consultation requests (1)\n- Maya Chen (College Junior), Fri');
    expect(text).toContain('Invitations not yet accepted (1)\n- leo@example.com, invited');
    expect(text).toContain('Needs attention (1)\n- Sam Rivera: nothing saved or done since');
    expect(text).toContain(`${server.url}/coach-dashboard`);
    // Nothing a family or student wrote.
    expect(text).not.toContain('panics');
    expect(text).not.toContain('555-000-1111');

    await sweep.run(monday(9, 0, 1));
    expect(digests()).toHaveLength(2);
  });

  it('follows DIGEST_WEEKDAY, and off sends none', async () => {
    const friday = createAppReminderSweep(
      { ...server.config, digestSchedule: { weekday: 5, hour: 8 } },
      server.services,
    );
    const before = digests().length;
    await friday.run(monday(10, 0, 2));
    expect(digests()).toHaveLength(before);
    await friday.run(
      DateTime.fromJSDate(monday(10, 0, 2))
        .setZone(ZONE)
        .set({ weekday: 5 })
        .toJSDate(),
    );
    expect(digests()).toHaveLength(before + 1);

    const off = createAppReminderSweep({ ...server.config, digestSchedule: null }, server.services);
    await off.run(monday(10, 0, 3));
    expect(digests()).toHaveLength(before + 1);
  });
});
