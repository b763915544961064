import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AttentionItem, type AttentionList } from '../contract/index.js';
import { AttainmentScore, CheckIn, CheckInPause, ClientProfile, Plan, newId } from '../models/index.js';
import { signInAs, startTestServer, type SignedIn, type TestServer } from '../../test/index.js';
import { findStudentsNeedingAttention } from './attentionFinder.js';

const ZONE = 'UTC';
const DAY = 24 * 60 * 60 * 1000;
// Noon UTC today: the route below reads the real clock, a few hours either side of it.
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const dayOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);

let server: TestServer;
let coach: SignedIn;
const ids: Record<string, string> = {};
const plans: Record<string, string> = {};

/** A student whose records are dated as the test needs (stored directly: the clock is the test's). */
async function student(name: string, createdDaysAgo: number, isActive = true): Promise<string> {
  const id = `profile-${name}`;
  await ClientProfile.collection.insertOne({
    _id: id as never,
    userId: `user-${name}`,
    studentFirstName: name,
    studentLastName: 'Test',
    gradeLevel: '10th Grade',
    isActive,
    createdAt: daysAgo(createdDaysAgo),
    updatedAt: daysAgo(createdDaysAgo),
  });
  return id;
}

/** A check-in for the day `dated` days ago, recorded `recordedDaysAgo` days ago (the same by default). */
async function checkIn(clientId: string, dated: number, recordedDaysAgo = dated) {
  await CheckIn.collection.insertOne({
    _id: newId() as never,
    clientId,
    task: 'Lab report',
    plannedMinutes: 30,
    actualMinutes: 30,
    startedOnTime: true,
    barrier: null,
    planId: null,
    date: dayOf(dated),
    createdAt: daysAgo(recordedDaysAgo),
  });
}

async function pause(clientId: string, paused: boolean, sinceDaysAgo: number) {
  await CheckInPause.collection.insertOne({
    _id: newId() as never,
    clientId,
    paused,
    since: daysAgo(sinceDaysAgo),
    createdAt: daysAgo(sinceDaysAgo),
    updatedAt: daysAgo(sinceDaysAgo),
  });
}

/** A plan scored in this order, a day apart, the last one a day ago. */
async function scoredPlan(clientId: string, goal: string, scores: number[], lastDaysAgo = 1): Promise<string> {
  const planId = `plan-${clientId}-${goal.replace(/\W/g, '')}`;
  await Plan.collection.insertOne({
    _id: planId as never,
    clientId,
    selectedGoal: goal,
    reassessmentDate: null,
    reassessments: [],
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
  });
  await AttainmentScore.collection.insertMany(
    scores.map((score, index) => ({
      _id: newId() as never,
      clientId,
      planId,
      score,
      note: null,
      by: index % 2 ? 'coach' : 'student',
      createdAt: daysAgo(lastDaysAgo + scores.length - 1 - index),
    })),
  );
  return planId;
}

const byName = (list: AttentionList) => new Map(list.items.map((item) => [item.studentName.split(' ')[0]!, item]));

beforeAll(async () => {
  server = await startTestServer();
  server.config.practiceTimeZone = ZONE;
  coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
  // Check-ins: every one of these students joined long ago and checked in within the last 14 days.
  ids.lapsed = await student('Lapsed', 40);
  await checkIn(ids.lapsed, 12);
  await checkIn(ids.lapsed, 7);
  ids.recent = await student('Recent', 40);
  // Dated 6 days back, recorded late the day before.
  await checkIn(ids.recent, 6, 6.6);
  ids.backdated = await student('Backdated', 40);
  await checkIn(ids.backdated, 10, 6.4);
  ids.paused = await student('Paused', 40);
  await checkIn(ids.paused, 9);
  await pause(ids.paused, true, 8);
  ids.resumed = await student('Resumed', 40);
  await checkIn(ids.resumed, 10);
  await pause(ids.resumed, false, 3);
  ids.resumedEarlier = await student('ResumedEarlier', 40);
  await checkIn(ids.resumedEarlier, 11);
  await pause(ids.resumedEarlier, false, 8);
  ids.goneLapsed = await student('GoneLapsed', 40, false);
  await checkIn(ids.goneLapsed, 9);
  ids.never = await student('Never', 2);
  // Scores: new students, so that nothing else lists them.
  ids.slipping = await student('Slipping', 2);
  plans.slipping = await scoredPlan(ids.slipping, 'Lab reports on time', [1, -1, -2]);
  ids.recovered = await student('Recovered', 2);
  await scoredPlan(ids.recovered, 'Lab reports on time', [-1, -2, 0]);
  ids.onceLow = await student('OnceLow', 2);
  await scoredPlan(ids.onceLow, 'Lab reports on time', [-2]);
  ids.mixed = await student('Mixed', 2);
  await scoredPlan(ids.mixed, 'Lab reports on time', [-2, 1, -1]);
  ids.twoPlans = await student('TwoPlans', 2);
  await scoredPlan(ids.twoPlans, 'Read every evening', [-1, -1], 5);
  plans.twoPlans = await scoredPlan(ids.twoPlans, 'Practice scales daily', [-2, -1], 1);
  ids.goneLow = await student('GoneLow', 2, false);
  await scoredPlan(ids.goneLow, 'Lab reports on time', [-1, -1]);
});
afterAll(() => server?.close());

describe('needs attention: check-ins that stopped', () => {
  it('lists a student who checked in before and not for 7 days, with the day of the last check-in', async () => {
    const items = byName(await findStudentsNeedingAttention(NOW, ZONE));
    expect(items.get('Lapsed')).toEqual({
      clientId: ids.lapsed!,
      studentName: 'Lapsed Test',
      overdueReassessment: null,
      inactiveSince: null,
      noCheckInSince: dayOf(7),
      attainmentBelowExpected: null,
    } satisfies AttentionItem);
    // Resumed 8 days ago: the 7 days since count.
    expect(items.get('ResumedEarlier')).toMatchObject({ noCheckInSince: dayOf(11), inactiveSince: null });
  });

  it('leaves out a check-in dated or recorded within the 7 days, paused or lately resumed counting, new and deactivated students', async () => {
    const names = [...byName(await findStudentsNeedingAttention(NOW, ZONE)).keys()];
    for (const name of ['Recent', 'Backdated', 'Paused', 'Resumed', 'GoneLapsed', 'Never']) {
      expect(names, name).not.toContain(name);
    }
  });

  it('counts days on the practice’s clock: the 7th day back still counts until that day is over', async () => {
    // Just before midnight at the end of today: Recent's check-in 6 days back is still within the 7 days.
    const lateToday = new Date(NOW.getTime() + 11.9 * 60 * 60 * 1000);
    expect([...byName(await findStudentsNeedingAttention(lateToday, ZONE)).keys()]).not.toContain('Recent');
    const tomorrow = new Date(NOW.getTime() + 12.1 * 60 * 60 * 1000);
    expect(byName(await findStudentsNeedingAttention(tomorrow, ZONE)).get('Recent')).toMatchObject({
      noCheckInSince: dayOf(6),
    });
    // Thirteen hours ahead of UTC, NOW is already the next day, and the check-in was recorded on the day it is dated.
    expect(byName(await findStudentsNeedingAttention(NOW, 'Etc/GMT-13')).get('Recent')).toMatchObject({
      noCheckInSince: dayOf(6),
    });
  });

  it('counts a check-in as activity: a student checking in is not inactive', async () => {
    const items = byName(await findStudentsNeedingAttention(NOW, ZONE));
    // Joined 40 days ago, saved nothing else: only the check-ins keep these off the 14-day list.
    expect(items.has('Recent')).toBe(false);
    expect(items.get('Lapsed')?.inactiveSince).toBeNull();
    const later = byName(await findStudentsNeedingAttention(new Date(NOW.getTime() + 8 * DAY), ZONE));
    expect(later.get('Lapsed')?.inactiveSince).toBe(daysAgo(7).toISOString());
  });
});

describe('needs attention: attainment below expected', () => {
  it('lists a plan whose latest two scores are below 0, with its goal and those scores, older first', async () => {
    const items = byName(await findStudentsNeedingAttention(NOW, ZONE));
    expect(items.get('Slipping')).toEqual({
      clientId: ids.slipping!,
      studentName: 'Slipping Test',
      overdueReassessment: null,
      inactiveSince: null,
      noCheckInSince: null,
      attainmentBelowExpected: { planId: plans.slipping!, goal: 'Lab reports on time', scores: [-1, -2] },
    } satisfies AttentionItem);
    // Of two such plans, the one scored most lately.
    expect(items.get('TwoPlans')?.attainmentBelowExpected).toEqual({
      planId: plans.twoPlans,
      goal: 'Practice scales daily',
      scores: [-2, -1],
    });
  });

  it('leaves out a latest score of 0 or more, a single low score, low scores apart, and deactivated students', async () => {
    const names = [...byName(await findStudentsNeedingAttention(NOW, ZONE)).keys()];
    for (const name of ['Recovered', 'OnceLow', 'Mixed', 'GoneLow']) expect(names, name).not.toContain(name);
  });
});

describe('GET /api/coach/needs-attention', () => {
  it('sends both reasons, and a student who pauses counting leaves the list until 7 days after resuming', async () => {
    const list = async () =>
      byName((await coach.agent.get(API_PATHS.needsAttention)).json<AttentionList>());
    const before = await list();
    expect(before.get('Lapsed')?.noCheckInSince).toBe(dayOf(7));
    expect(before.get('Slipping')?.attainmentBelowExpected?.scores).toEqual([-1, -2]);

    const away = await signInAs(server, {
      email: 'away@example.com',
      role: 'client',
      profile: { studentFirstName: 'Away', studentLastName: 'Test' },
    });
    await checkIn(away.profileId!, 10);
    expect((await list()).get('Away')).toMatchObject({ noCheckInSince: dayOf(10), inactiveSince: null });
    expect((await away.agent.put(API_PATHS.checkInPause, { paused: true })).status).toBe(200);
    expect((await list()).has('Away')).toBe(false);
    // Back from the holiday: counting starts again from today.
    expect((await away.agent.put(API_PATHS.checkInPause, { paused: false })).status).toBe(200);
    expect((await list()).has('Away')).toBe(false);
    await CheckInPause.updateOne({ clientId: away.profileId }, { $set: { since: new Date(Date.now() - 8 * DAY) } });
    expect((await list()).get('Away')).toMatchObject({ noCheckInSince: dayOf(10) });
  });
});
