import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import {
  AgreementAcceptance,
  AttainmentScore,
  Brief,
  CheckIn,
  ClientProfile,
  ConsultationRequest,
  FAMILY_AGREEMENT_ID,
  FamilyAgreement,
  Guardian,
  GuardianLink,
  Plan,
} from '../models/index.js';
import { createAgent, startTestServer, type TestServer } from '../../test/index.js';
import { createAppReminderSweep } from './index.js';
import { digestText } from './weeklyDigest.js';

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

  it('names the students whose family accepted the agreement and had no brief in 7 days', async () => {
    const now = monday(8, 0, 5);
    const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const student = (id: string, first: string, last: string) =>
      ClientProfile.collection.insertOne({
        _id: id as never,
        userId: `user-${id}`,
        studentFirstName: first,
        studentLastName: last,
        gradeLevel: '10th Grade',
        isActive: true,
        createdAt: daysBefore(3),
      });
    await Promise.all([
      student('lia', 'Lia', 'Moreno'),
      student('max', 'Max', 'Berg'),
      student('ivy', 'Ivy', 'Chen'),
    ]);
    await FamilyAgreement.create({ _id: FAMILY_AGREEMENT_ID, version: 2, text: 'Our agreement' });
    const guardian = async (email: string, clientIds: string[], acceptedVersion: number | null) => {
      const record = await Guardian.create({ email, name: email });
      for (const clientId of clientIds) await GuardianLink.create({ guardianId: record._id, clientId, relationship: 'mother' });
      if (acceptedVersion !== null) {
        await AgreementAcceptance.create({ guardianId: record._id, version: acceptedVersion, acceptedAt: daysBefore(10) });
      }
    };
    // Sam's and Lia's mother accepted the current version; Max's only an older one; Ivy's none.
    await guardian('rivera.moreno@example.com', ['sam', 'lia'], 2);
    await guardian('berg@example.com', ['max'], 1);
    await guardian('chen@example.com', ['ivy'], null);
    // Lia's family had a brief 2 days ago; Sam's last one 8 days ago, and a draft since.
    await Brief.create({ clientId: 'lia', text: 'Lia', status: 'sent', sentAt: daysBefore(2), sentTo: 1 });
    await Brief.create({ clientId: 'sam', text: 'Sam', status: 'sent', sentAt: daysBefore(8), sentTo: 1 });
    await Brief.create({ clientId: 'sam', text: 'Sam draft', status: 'draft' });

    const before = digests().length;
    await server.services.reminders.run(now);
    expect(digests()).toHaveLength(before + 1);
    const text = digests().at(-1)!.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Briefs due (1)\n- Sam Rivera: no brief sent to the family in 7 days\n');
    for (const name of ['Lia Moreno', 'Max Berg', 'Ivy Chen']) expect(text).not.toContain(`- ${name}: no brief`);

    // Once Sam's family has a brief this week, none is due.
    await Brief.create({ clientId: 'sam', text: 'Sam again', status: 'sent', sentAt: daysBefore(1), sentTo: 1 });
    expect(await digestText(server.config, now)).toContain('Briefs due (0)\nNone.');
  });

  it('says when a student stopped checking in, and when a goal was scored below expected twice in a row', async () => {
    const now = monday(8, 0, 8);
    const practiceDay = (daysBefore: number) => DateTime.fromJSDate(now, { zone: ZONE }).minus({ days: daysBefore });
    await ClientProfile.collection.insertOne({
      _id: 'kai' as never,
      userId: 'user-kai',
      studentFirstName: 'Kai',
      studentLastName: 'Lund',
      gradeLevel: '11th Grade',
      isActive: true,
      createdAt: practiceDay(60).toJSDate(),
    });
    // Kai's last check-in was 10 days ago, and counting was never paused.
    await CheckIn.collection.insertOne({
      _id: 'kai-check-in' as never,
      clientId: 'kai',
      task: 'Lab report',
      plannedMinutes: 30,
      actualMinutes: 40,
      startedOnTime: true,
      date: practiceDay(10).toISODate()!,
      createdAt: practiceDay(10).toJSDate(),
    });
    await Plan.collection.insertOne({ _id: 'kai-plan' as never, clientId: 'kai', selectedGoal: 'Finish labs on time' });
    for (const [daysBefore, score] of [[9, -1], [2, -2]] as const) {
      await AttainmentScore.collection.insertOne({
        _id: `kai-score-${daysBefore}` as never,
        clientId: 'kai',
        planId: 'kai-plan',
        score,
        by: 'coach',
        note: '',
        createdAt: practiceDay(daysBefore).toJSDate(),
      });
    }

    const text = (await digestText(server.config, now)).replace(/\r\n/g, '\n');
    const kai = text.split('\n').find((line) => line.startsWith('- Kai Lund: '));
    expect(kai).toContain(`no check-in since ${practiceDay(10).toFormat('ccc d LLL')}`);
    expect(kai).toContain('goal attainment scored below expected twice in a row');
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

  it('lists the requests of the seven days up to its hour, however late the sweep sends it: each in one digest', async () => {
    const request = (id: string, studentFirstName: string, createdAt: Date) => ({
      _id: id as never,
      studentFirstName,
      studentLastName: 'Window',
      gradeLevel: '10th',
      phone: '1',
      email: `${id}@example.com`,
      createdAt,
    });
    await ConsultationRequest.collection.insertMany([
      request('before-eight', 'Ana', monday(7, 59)),
      request('after-eight', 'Ben', monday(8, 5)),
    ]);
    try {
      // This week's digest, sent by a sweep at 08:14, and next week's, by one at 08:02.
      const thisWeek = await digestText(server.config, monday(8, 14), monday(8));
      const nextWeek = await digestText(server.config, monday(8, 2, 1), monday(8, 0, 1));
      expect([thisWeek.includes('Ana Window'), thisWeek.includes('Ben Window')]).toEqual([true, false]);
      expect([nextWeek.includes('Ana Window'), nextWeek.includes('Ben Window')]).toEqual([false, true]);
    } finally {
      await ConsultationRequest.deleteMany({ _id: { $in: ['before-eight', 'after-eight'] } });
    }
  });
});
