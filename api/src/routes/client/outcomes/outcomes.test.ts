import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../../../test/index.js';
import {
  API_PATHS,
  STUDENT_BOUNDS,
  STUDENT_BOUND_MESSAGES,
  type AttainmentLevels,
  type AttainmentScore,
  type MyDataExport,
  type Outcomes,
  type Plan,
  type StudentExport,
} from '../../../contract/index.js';
import {
  AccessLogEntry,
  AttainmentScore as ScoreModel,
  CheckIn as CheckInModel,
  CheckInPause,
  Plan as PlanModel,
  newId,
} from '../../../models/index.js';
import { dayIn, zoneAtNoon } from '../test/days.js';
import { planPayload, startWorld, type World } from '../test/world.js';

let world: World;
let zone: string;
const day = (offset = 0) => dayIn(zone, offset);

const LEVELS: AttainmentLevels = {
  '-2': 'Hand in no lab report on time',
  '-1': 'Hand in one or two on time',
  '0': 'Hand in three of four on time',
  '1': 'Hand in every one on time',
  '2': 'Every one on time, and one early',
};

const plansPath = API_PATHS.plans;
const scorePath = (planId: string) => `${plansPath}/${planId}/attainment`;
const coachScorePath = (clientId: string) => API_PATHS.coachClientAttainment(clientId);
const coachOutcomesPath = (clientId: string) => API_PATHS.coachClientOutcomes(clientId);

let count = 0;
const newStudent = (): Promise<SignedIn> =>
  signInAs(world.server, { email: `outcome${(count += 1)}@example.com`, role: 'client', profile: true });

async function planOf(student: SignedIn, overrides: Record<string, unknown> = {}): Promise<Plan> {
  const reply = await student.agent.post(plansPath, { ...planPayload(), ...overrides });
  expect(reply.status, reply.text()).toBe(201);
  return reply.json<Plan>();
}

beforeAll(async () => {
  world = await startWorld();
  zone = zoneAtNoon();
  world.server.config.practiceTimeZone = zone;
});
afterAll(() => world?.close());

describe('a plan’s attainment levels', () => {
  it('are kept on create, sent back, and null when the plan has none', async () => {
    const withLevels = await planOf(world.clientA, { attainmentLevels: LEVELS });
    expect(withLevels.attainmentLevels).toEqual(LEVELS);
    expect((await world.clientA.agent.get(`${plansPath}/${withLevels.id}`)).json<Plan>().attainmentLevels).toEqual(
      LEVELS,
    );
    const without = await planOf(world.clientA);
    expect(without).toHaveProperty('attainmentLevels', null);
    expect((await planOf(world.clientA, { attainmentLevels: null })).attainmentLevels).toBeNull();
  });

  it('stay when an edit leaves them out, change when it sends them, and go when it sends null', async () => {
    const plan = await planOf(world.clientA, { attainmentLevels: LEVELS });
    const path = `${plansPath}/${plan.id}`;
    const kept = await world.clientA.agent.put(path, planPayload({ selectedGoal: 'Edited goal' }));
    expect(kept.status, kept.text()).toBe(200);
    expect(kept.json<Plan>()).toMatchObject({ selectedGoal: 'Edited goal', attainmentLevels: LEVELS });
    const changed = { ...LEVELS, '0': 'Hand in all but one on time' };
    expect((await world.clientA.agent.put(path, { ...planPayload(), attainmentLevels: changed })).json<Plan>()).toMatchObject({
      attainmentLevels: changed,
    });
    const removed = await world.clientA.agent.put(path, { ...planPayload(), attainmentLevels: null });
    expect(removed.json<Plan>().attainmentLevels).toBeNull();
    expect((await PlanModel.findById(plan.id).lean())?.attainmentLevels ?? null).toBeNull();
  });

  it('take five one-line descriptions of 1 to 200 characters, keyed -2 to 2, and nothing else', async () => {
    const plan = await planOf(world.clientA, { attainmentLevels: LEVELS });
    const path = `${plansPath}/${plan.id}`;
    const longest = { ...LEVELS, '2': 'x'.repeat(200) };
    expect((await planOf(world.clientA, { attainmentLevels: longest })).attainmentLevels).toEqual(longest);
    const { '1': _dropped, ...four } = LEVELS;
    const before = await PlanModel.countDocuments();
    for (const attainmentLevels of [
      four,
      { ...LEVELS, '3': 'Beyond' },
      { ...LEVELS, '-2': '' },
      { ...LEVELS, '-1': '   ' },
      { ...LEVELS, '0': 'x'.repeat(201) },
      { ...LEVELS, '1': 'Every one\non time' },
      { ...LEVELS, '2': 5 },
      Object.values(LEVELS),
      'five levels',
      5,
    ]) {
      const created = await world.clientA.agent.post(plansPath, { ...planPayload(), attainmentLevels });
      expect(created.status, JSON.stringify(attainmentLevels)).toBe(400);
      expect(created.json<{ message: string }>().message).toContain('attainmentLevels');
      const edited = await world.clientA.agent.put(path, { ...planPayload(), attainmentLevels });
      expect(edited.status, JSON.stringify(attainmentLevels)).toBe(400);
    }
    expect(await PlanModel.countDocuments()).toBe(before);
    expect((await world.clientA.agent.get(path)).json<Plan>().attainmentLevels).toEqual(LEVELS);
  });
});

describe('POST /api/barriers-strategies/{id}/attainment', () => {
  let plan: Plan;
  beforeAll(async () => {
    plan = await planOf(world.clientA, { attainmentLevels: LEVELS });
  });

  it('records the student’s score of their own plan and answers 201 with it', async () => {
    const reply = await world.clientA.agent.post(scorePath(plan.id), { score: -1, note: '  Two reports late  ' });
    expect(reply.status, reply.text()).toBe(201);
    const score = reply.json<AttainmentScore>();
    expect(Object.keys(score).sort()).toEqual(['at', 'by', 'id', 'note', 'planId', 'score']);
    expect(score).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      planId: plan.id,
      score: -1,
      note: 'Two reports late',
      by: 'student',
      at: expect.any(String),
    });
    expect(Date.parse(score.at)).toBeGreaterThan(Date.now() - 60_000);
    const bare = await world.clientA.agent.post(scorePath(plan.id), { score: 2 });
    expect(bare.json<AttainmentScore>()).toMatchObject({ score: 2, note: null, by: 'student' });
    for (const [score, note] of [
      [-2, 'n'.repeat(500)],
      [0, ''],
      [1, null],
    ] as const) {
      const reply = await world.clientA.agent.post(scorePath(plan.id), { score, note });
      expect(reply.status, JSON.stringify({ score, note })).toBe(201);
    }
  });

  it('answers 404 for another student’s plan or an unknown one, and records nothing', async () => {
    const before = await ScoreModel.countDocuments();
    for (const id of [plan.id, 'no-such-plan']) {
      const reply = await world.clientB.agent.post(scorePath(id), { score: 1 });
      expect(reply.status, id).toBe(404);
      expect(reply.json()).toEqual({ message: 'Plan not found' });
    }
    expect(await ScoreModel.countDocuments()).toBe(before);
  });

  it('refuses a score that is not a whole number from -2 to 2, a bad note or another field, and records nothing', async () => {
    const before = await ScoreModel.countDocuments();
    const cases: Array<[field: string, body: Record<string, unknown>]> = [
      ['score', {}],
      ['score', { score: 3 }],
      ['score', { score: -3 }],
      ['score', { score: 1.5 }],
      ['score', { score: '1' }],
      ['score', { score: null }],
      ['score', { score: true }],
      ['note', { score: 1, note: 'n'.repeat(501) }],
      ['note', { score: 1, note: 'Late\nagain' }],
      ['note', { score: 1, note: 4 }],
      ['by', { score: 1, by: 'coach' }],
    ];
    for (const [field, body] of cases) {
      const reply = await world.clientA.agent.post(scorePath(plan.id), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json<{ message: string }>().message, JSON.stringify(body)).toContain(field);
    }
    expect(await ScoreModel.countDocuments()).toBe(before);
  });

  it('refuses (409) a score for a plan already holding as many as a plan may', async () => {
    const full = await planOf(world.clientA);
    await ScoreModel.insertMany(
      Array.from({ length: STUDENT_BOUNDS.scoresPerPlan }, () => ({
        _id: newId(),
        clientId: world.clientA.profileId,
        planId: full.id,
        score: 0,
        by: 'student',
      })),
    );
    const refused = await world.clientA.agent.post(scorePath(full.id), { score: 1 });
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ message: STUDENT_BOUND_MESSAGES.scores });
    const withReassessment = await world.clientA.agent.put(`${plansPath}/${full.id}/reassess`, {
      currentStatus: 'Still going',
      score: 1,
    });
    expect(withReassessment.status).toBe(409);
    expect((await PlanModel.findById(full.id).lean())?.reassessments).toHaveLength(0);
    expect(await ScoreModel.countDocuments({ planId: full.id })).toBe(STUDENT_BOUNDS.scoresPerPlan);
  });

  it('holds that bound against scores sent at once: the last places go to two of ten, the rest are refused', async () => {
    const plan = await planOf(world.clientA);
    await ScoreModel.insertMany(
      Array.from({ length: STUDENT_BOUNDS.scoresPerPlan - 2 }, () => ({
        _id: newId(),
        clientId: world.clientA.profileId,
        planId: plan.id,
        score: 0,
        by: 'student',
      })),
    );
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => world.clientA.agent.post(scorePath(plan.id), { score: 1 })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, ...Array(8).fill(409)]);
    expect(await ScoreModel.countDocuments({ planId: plan.id })).toBe(STUDENT_BOUNDS.scoresPerPlan);
  });
});

describe('PUT /api/barriers-strategies/{id}/reassess with a score', () => {
  it('records the score as the student’s with the reassessment', async () => {
    const plan = await planOf(world.clientB, { attainmentLevels: LEVELS });
    const path = `${plansPath}/${plan.id}/reassess`;
    const reply = await world.clientB.agent.put(path, { currentStatus: 'Behind on two reports', score: -1 });
    expect(reply.status, reply.text()).toBe(200);
    expect(reply.json<Plan>().reassessments).toHaveLength(1);
    expect(reply.json<Plan>().reassessments[0]).not.toHaveProperty('score');
    const scores = await ScoreModel.find({ planId: plan.id }).lean();
    expect(scores).toEqual([expect.objectContaining({ score: -1, by: 'student', clientId: world.clientB.profileId })]);
    // Without a score, none is recorded.
    expect((await world.clientB.agent.put(path, { currentStatus: 'Catching up' })).status).toBe(200);
    expect(await ScoreModel.countDocuments({ planId: plan.id })).toBe(1);
  });

  it('refuses a bad score before saving anything', async () => {
    const plan = await planOf(world.clientB);
    const path = `${plansPath}/${plan.id}/reassess`;
    for (const score of [3, -2.5, '0', null]) {
      const reply = await world.clientB.agent.put(path, { currentStatus: 'On track', score });
      expect(reply.status, JSON.stringify(score)).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain('score');
    }
    expect((await PlanModel.findById(plan.id).lean())?.reassessments).toHaveLength(0);
    expect(await ScoreModel.countDocuments({ planId: plan.id })).toBe(0);
  });
});

describe('POST /api/coach/client/{id}/attainment', () => {
  let student: SignedIn;
  let plan: Plan;
  beforeAll(async () => {
    student = await newStudent();
    plan = await planOf(student, { attainmentLevels: LEVELS });
  });

  it('records the coach’s score of the client’s plan, answers 201, and logs it', async () => {
    const since = new Date();
    const reply = await world.coach.agent.post(coachScorePath(student.profileId!), {
      planId: plan.id,
      score: 1,
      note: 'Better week',
    });
    expect(reply.status, reply.text()).toBe(201);
    expect(reply.json<AttainmentScore>()).toEqual({
      id: expect.any(String),
      planId: plan.id,
      score: 1,
      note: 'Better week',
      by: 'coach',
      at: expect.any(String),
    });
    const logged = await AccessLogEntry.find({ createdAt: { $gte: since } }).lean();
    expect(logged.map((entry) => [entry.action, entry.clientId, entry.actor?.kind])).toEqual([
      ['client.attainment.score', student.profileId, 'coach'],
    ]);
  });

  it('answers 404 for a plan of another client, an unknown plan or an unknown client, and records nothing', async () => {
    const before = await ScoreModel.countDocuments();
    const otherPlan = await planOf(world.clientA);
    for (const [clientId, planId] of [
      [student.profileId!, otherPlan.id],
      [student.profileId!, 'no-such-plan'],
      ['no-such-client', plan.id],
    ] as const) {
      const reply = await world.coach.agent.post(coachScorePath(clientId), { planId, score: 0 });
      expect(reply.status, `${clientId} ${planId}`).toBe(404);
    }
    expect(await ScoreModel.countDocuments()).toBe(before);
  });

  it('refuses a bad body, and is the coach’s alone', async () => {
    const before = await ScoreModel.countDocuments();
    for (const body of [
      { score: 1 },
      { planId: plan.id },
      { planId: plan.id, score: 2.5 },
      { planId: plan.id, score: -3 },
      { planId: plan.id, score: 0, note: 'Line\nbreak' },
      { planId: plan.id, score: 0, by: 'student' },
      { planId: '$bad', score: 0 },
    ]) {
      expect((await world.coach.agent.post(coachScorePath(student.profileId!), body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    const body = { planId: plan.id, score: 0 };
    expect((await student.agent.post(coachScorePath(student.profileId!), body)).status).toBe(403);
    expect((await world.admin.post(coachScorePath(student.profileId!), body)).status).toBe(401);
    expect(await ScoreModel.countDocuments()).toBe(before);
  });
});

describe('outcomes over time', () => {
  let student: SignedIn;
  let older: Plan;
  let newer: Plan;

  /** A check-in stored directly, for any day. */
  async function storedCheckIn(date: string, plannedMinutes: number, actualMinutes: number, startedOnTime: boolean) {
    await CheckInModel.collection.insertOne({
      _id: newId() as never,
      clientId: student.profileId,
      task: 'Lab report',
      plannedMinutes,
      actualMinutes,
      startedOnTime,
      barrier: null,
      planId: null,
      date,
      createdAt: new Date(),
    });
  }

  beforeAll(async () => {
    student = await newStudent();
    older = await planOf(student, { selectedGoal: 'Finish lab reports', attainmentLevels: LEVELS });
    newer = await planOf(student, { selectedGoal: 'Read every evening' });
    await student.agent.post(scorePath(older.id), { score: -1, note: 'Slow start' });
    await world.coach.agent.post(coachScorePath(student.profileId!), { planId: older.id, score: 0 });
    await student.agent.put(`${plansPath}/${older.id}/reassess`, { currentStatus: 'Better', score: 1 });
  });

  /** Monday of the week of today, and `weeks` weeks before it. */
  const monday = (weeksBack = 0) => {
    const today = new Date(`${day(0)}T00:00:00Z`);
    const back = ((today.getUTCDay() + 6) % 7) + 7 * weeksBack;
    return new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  };
  const plusDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('gives the student’s plans newest first with their scores oldest first, and 12 weeks of check-ins', async () => {
    // This week: two on today (one on time), one on Monday; five weeks back: Tuesday and Thursday; 12 weeks back: left out.
    for (const [task, plannedMinutes, actualMinutes, startedOnTime] of [
      ['A', 30, 60, true],
      ['B', 20, 10, false],
    ] as const) {
      const reply = await student.agent.post(API_PATHS.checkIns, { task, plannedMinutes, actualMinutes, startedOnTime });
      expect(reply.status, reply.text()).toBe(201);
    }
    if (monday(0) !== day(0)) await storedCheckIn(monday(0), 60, 60, false);
    await storedCheckIn(plusDays(monday(5), 1), 10, 12, true);
    await storedCheckIn(plusDays(monday(5), 3), 10, 18, true);
    await storedCheckIn(plusDays(monday(12), 6), 10, 100, false);

    const reply = await student.agent.get(API_PATHS.myOutcomes);
    expect(reply.status, reply.text()).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const outcomes = reply.json<Outcomes>();
    expect(Object.keys(outcomes).sort()).toEqual(['checkIns', 'plans']);
    expect(outcomes.plans).toEqual([
      { planId: newer.id, goal: 'Read every evening', levels: null, scores: [] },
      {
        planId: older.id,
        goal: 'Finish lab reports',
        levels: LEVELS,
        scores: [
          { at: expect.any(String), score: -1, by: 'student', note: 'Slow start' },
          { at: expect.any(String), score: 0, by: 'coach', note: null },
          { at: expect.any(String), score: 1, by: 'student', note: null },
        ],
      },
    ]);
    const times = outcomes.plans[1]!.scores.map((score) => Date.parse(score.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const weeks = outcomes.checkIns.weeks;
    expect(weeks.map((week) => week.weekStart)).toEqual(Array.from({ length: 12 }, (_, index) => monday(11 - index)));
    for (const week of weeks) expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const thisWeek = weeks[11]!;
    if (monday(0) !== day(0)) {
      // Ratios 2, 0.5 and 1: median 1; one of three started on time.
      expect(thisWeek).toEqual({ weekStart: monday(0), days: 2, estimateRatio: 1, startedOnTime: 0.33 });
    } else {
      // Today is Monday: ratios 2 and 0.5, median 1.25; one of two on time.
      expect(thisWeek).toEqual({ weekStart: monday(0), days: 1, estimateRatio: 1.25, startedOnTime: 0.5 });
    }
    // Ratios 1.2 and 1.8: median 1.5; both on time.
    expect(weeks[6]).toEqual({ weekStart: monday(5), days: 2, estimateRatio: 1.5, startedOnTime: 1 });
    const quiet = weeks.filter((_, index) => index !== 6 && index !== 11);
    for (const week of quiet) expect(week).toEqual({ weekStart: week.weekStart, days: 0, estimateRatio: null, startedOnTime: null });
  });

  it('gives the coach the same outcomes, and logs the reading', async () => {
    const since = new Date();
    const reply = await world.coach.agent.get(coachOutcomesPath(student.profileId!));
    expect(reply.status, reply.text()).toBe(200);
    expect(reply.json<Outcomes>()).toEqual((await student.agent.get(API_PATHS.myOutcomes)).json<Outcomes>());
    const logged = await AccessLogEntry.find({ createdAt: { $gte: since } }).lean();
    expect(logged.map((entry) => [entry.action, entry.clientId, entry.actor?.kind])).toEqual([
      ['client.outcomes.view', student.profileId, 'coach'],
    ]);
  });

  it('answers 404 for an unknown client and logs nothing; other callers are refused', async () => {
    const since = new Date();
    expect((await world.coach.agent.get(coachOutcomesPath('no-such-client'))).status).toBe(404);
    expect((await world.coach.agent.get(coachOutcomesPath('$bad'))).status).toBe(400);
    expect((await student.agent.get(coachOutcomesPath(student.profileId!))).status).toBe(403);
    expect((await world.admin.get(coachOutcomesPath(student.profileId!))).status).toBe(401);
    expect((await world.anonymous.get(API_PATHS.myOutcomes)).status).toBe(401);
    expect((await world.coach.agent.get(API_PATHS.myOutcomes)).status).toBe(403);
    expect(await AccessLogEntry.countDocuments({ createdAt: { $gte: since } })).toBe(0);
  });

  it('gives a student with nothing yet 12 empty weeks and no plans', async () => {
    const fresh = await newStudent();
    const outcomes = (await fresh.agent.get(API_PATHS.myOutcomes)).json<Outcomes>();
    expect(outcomes.plans).toEqual([]);
    expect(outcomes.checkIns.weeks).toHaveLength(12);
    expect(outcomes.checkIns.weeks.every((week) => week.days === 0 && week.estimateRatio === null)).toBe(true);
  });
});

describe('the exports', () => {
  it('carry the student’s check-ins, scores and pause, in both the student’s and the coach’s', async () => {
    const student = await newStudent();
    const plan = await planOf(student);
    const checkIn = (
      await student.agent.post(API_PATHS.checkIns, {
        task: 'Essay outline',
        plannedMinutes: 25,
        actualMinutes: 40,
        startedOnTime: false,
        barrier: 'Tired',
        planId: plan.id,
      })
    ).json();
    const byStudent = (await student.agent.post(scorePath(plan.id), { score: -1 })).json<AttainmentScore>();
    const byCoach = (
      await world.coach.agent.post(coachScorePath(student.profileId!), { planId: plan.id, score: -2, note: 'Missed' })
    ).json<AttainmentScore>();
    await student.agent.put(API_PATHS.checkInPause, { paused: true });

    const mine = (await student.agent.get(API_PATHS.myData)).json<MyDataExport>();
    const coachs = (await world.coach.agent.get(API_PATHS.coachClientExport(student.profileId!))).json<StudentExport>();
    for (const data of [mine, coachs]) {
      expect(data.checkIns).toEqual([checkIn]);
      expect(data.attainmentScores).toEqual([byStudent, byCoach]);
      expect(data.checkInPause).toEqual({ paused: true, since: expect.any(String) });
    }
    const other = (await world.clientB.agent.get(API_PATHS.myData)).json<MyDataExport>();
    expect(JSON.stringify(other)).not.toContain(checkIn.id);
    expect(other.checkInPause).toBeNull();
  });

  it('are gone with the student when the coach deletes them', async () => {
    const student = await newStudent();
    const plan = await planOf(student);
    await student.agent.post(API_PATHS.checkIns, { task: 'Quiz prep', plannedMinutes: 15, actualMinutes: 15, startedOnTime: true });
    await student.agent.post(scorePath(plan.id), { score: 0 });
    await student.agent.put(API_PATHS.checkInPause, { paused: true });
    const clientId = student.profileId!;
    expect((await world.coach.agent.delete(API_PATHS.coachClient(clientId))).status).toBe(200);
    expect(await CheckInModel.countDocuments({ clientId })).toBe(0);
    expect(await ScoreModel.countDocuments({ clientId })).toBe(0);
    expect(await CheckInPause.countDocuments({ clientId })).toBe(0);
  });
});
