import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  percent,
  type ActivityCompletion,
  type CoachClient,
  type CoachClientCard,
  type CoachClientDetail,
  type ClientWork,
  type CoachStats,
  type CurrentUser,
  type Plan,
} from '../../../contract/index.js';
import { ClientProfile } from '../../../models/index.js';
import { daysFromNow, planPayload, startWorld, type World } from '../../client/test/world.js';

let world: World;
let dueSoon: Plan;
let dueLater: Plan;
const startedIds: string[] = [];

beforeAll(async () => {
  world = await startWorld();
  const a = world.clientA.agent;
  await a.post(API_PATHS.orientation, {
    goalOne: 'Finish my robotics project',
    goalTwo: '',
    goalThree: 'Read nightly',
  });
  dueLater = (await a.post(API_PATHS.plans, planPayload({ reassessmentDate: daysFromNow(20) }))).json<Plan>();
  dueSoon = (
    await a.post(API_PATHS.plans, planPayload({ selectedGoal: 'Read nightly', reassessmentDate: daysFromNow(3) }))
  ).json<Plan>();
  for (const activity of world.activities.slice(0, 2)) {
    startedIds.push(
      (await a.post(API_PATHS.startActivity, { activityId: activity.id })).json<ActivityCompletion>().id,
    );
  }
  await a.put(API_PATHS.activityCompletion(startedIds[0]!), { completed: true });
});
afterAll(() => world.close());

describe('GET /api/coach/clients', () => {
  it('is for the coach only', async () => {
    expect((await world.anonymous.get(API_PATHS.coachClients)).status).toBe(401);
    expect((await world.admin.get(API_PATHS.coachClients)).status).toBe(401);
    expect((await world.clientA.agent.get(API_PATHS.coachClients)).status).toBe(403);
    expect((await world.newClient.agent.get(API_PATHS.coachClients)).status).toBe(403);
  });

  it('lists each client with a profile, newest first, as the card shows them: e-mail, goals and plans, no notes', async () => {
    const reply = await world.coach.agent.get(API_PATHS.coachClients);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('link')).toBeNull();
    const clients = reply.json<CoachClientCard[]>();
    expect(clients.map((client) => client.id).sort()).toEqual(
      [world.clientA.profileId, world.clientB.profileId].sort(),
    );
    const created = clients.map((client) => Date.parse(client.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));

    const ada = clients.find((client) => client.id === world.clientA.profileId)!;
    expect(ada).toMatchObject({
      userId: world.clientA.userId,
      studentFirstName: 'Ada',
      studentLastName: 'Lovelace',
      parentName: 'Anne',
      email: 'ada@example.com',
      isActive: true,
      orientationGoals: ['Finish my robotics project', 'Read nightly'],
      planCount: 2,
    });
    expect(ada).not.toHaveProperty('notes');
    expect(ada).not.toHaveProperty('progress');
    expect(ada.plans.map((plan) => plan.id)).toEqual([dueSoon.id, dueLater.id]);
    expect(ada.plans[0]).toEqual({
      id: dueSoon.id,
      selectedGoal: 'Read nightly',
      reassessmentDate: dueSoon.reassessmentDate,
      nextReassessment: null,
      createdAt: dueSoon.createdAt,
      number: 2,
    });

    const ben = clients.find((client) => client.id === world.clientB.profileId)!;
    expect(ben).toMatchObject({ email: 'ben@example.com', orientationGoals: [], plans: [], planCount: 0 });
  });
});

describe('GET /api/coach/stats', () => {
  it('gives real figures: clients, average completion and reassessments due within 7 days', async () => {
    const total = world.activities.length;
    const stats = (await world.coach.agent.get(API_PATHS.coachStats)).json<CoachStats>();
    expect(stats).toEqual({
      totalClients: 2,
      activeClients: 2,
      // Ada completed 1 of the library, Ben none: the mean of their percents.
      averageCompletionRate: percent(1, 2 * total),
      reassessmentsDue: 1,
      sessionsThisWeek: 0,
    });
    await ClientProfile.updateOne({ _id: world.clientB.profileId }, { $set: { isActive: false } });
    expect((await world.coach.agent.get(API_PATHS.coachStats)).json<CoachStats>().activeClients).toBe(1);
    await ClientProfile.updateOne({ _id: world.clientB.profileId }, { $set: { isActive: true } });
  });

  it('is for the coach only', async () => {
    expect((await world.anonymous.get(API_PATHS.coachStats)).status).toBe(401);
    expect((await world.clientA.agent.get(API_PATHS.coachStats)).status).toBe(403);
  });
});

describe('GET /api/coach/client/{id}', () => {
  it('gives one client with every progress record, newest first, embedding the activity’s title and category', async () => {
    const reply = await world.coach.agent.get(API_PATHS.coachClient(world.clientA.profileId!));
    expect(reply.status).toBe(200);
    const detail = reply.json<CoachClientDetail>();
    const total = world.activities.length;
    expect(detail).toMatchObject({
      id: world.clientA.profileId,
      email: 'ada@example.com',
      notes: '',
      progress: { started: 2, completed: 1, totalActivities: total, percent: percent(1, total), percentOfStarted: 50, sessionsAttended: 0, sessionsMissed: 0 },
      orientationGoals: ['Finish my robotics project', 'Read nightly'],
    });
    expect(detail.plans.map((plan) => [plan.id, plan.number])).toEqual([
      [dueSoon.id, 2],
      [dueLater.id, 1],
    ]);
    expect(detail.completions.map((record) => record.id)).toEqual([...startedIds].reverse());
    const [second, first] = [world.activities[1]!, world.activities[0]!];
    expect(detail.completions[0]).toMatchObject({
      completed: false,
      completedAt: null,
      activity: { title: second.title, category: second.category },
    });
    expect(detail.completions[1]).toMatchObject({
      completed: true,
      rating: 'medium',
      activity: { title: first.title, category: first.category },
    });
  });

  it('answers 404 "Client not found" for an unknown id, 400 for a malformed one', async () => {
    const reply = await world.coach.agent.get(API_PATHS.coachClient('no-such-client'));
    expect(reply.status).toBe(404);
    expect(reply.json().message).toBe('Client not found');
    expect((await world.coach.agent.get('/api/coach/client/%24where')).status).toBe(400);
  });

  it('is closed to students, including for another student’s profile id', async () => {
    expect((await world.clientB.agent.get(API_PATHS.coachClient(world.clientA.profileId!))).status).toBe(403);
    expect((await world.clientA.agent.get(API_PATHS.coachClient(world.clientA.profileId!))).status).toBe(403);
    expect((await world.anonymous.get(API_PATHS.coachClient(world.clientA.profileId!))).status).toBe(401);
    expect((await world.admin.get(API_PATHS.coachClient(world.clientA.profileId!))).status).toBe(401);
  });
});

describe('GET /api/coach/client/{id}/work', () => {
  const path = () => API_PATHS.coachClientWork(world.clientA.profileId!);

  it('gives the orientation answers, plans with their reassessments and activities as one timeline, newest first', async () => {
    const a = world.clientA.agent;
    await a.put(API_PATHS.orientation, {
      whoAreYou: 'A builder of robots',
      whatAreYouInControl: '',
      whoDoYouFeelCalled: 'An engineer',
      visionOfFuture: '',
      goalOne: 'Finish my robotics project',
      goalTwo: '',
      goalThree: 'Read nightly',
    });
    const reassessed = await a.put(`${API_PATHS.plans}/${dueLater.id}/reassess`, {
      currentStatus: 'Halfway there',
      whatWorked: 'Timers',
      updatedGoal: 'Finish the robot arm',
      nextReassessment: 'In two weeks',
    });
    expect(reassessed.status).toBe(200);

    const reply = await world.coach.agent.get(path());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const { entries } = reply.json<ClientWork>();
    const times = entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(
      ['activity', 'activity', 'orientation', 'plan', 'plan', 'reassessment'].sort(),
    );

    const orientation = entries.find((entry) => entry.kind === 'orientation')!;
    expect(orientation.kind === 'orientation' && orientation.answers).toEqual([
      { question: expect.stringMatching(/^Who are you\?/), answer: 'A builder of robots' },
      { question: expect.stringMatching(/^Who do you feel called/), answer: 'An engineer' },
      { question: expect.stringMatching(/^Goal 1:/), answer: 'Finish my robotics project' },
      { question: expect.stringMatching(/^Goal 3:/), answer: 'Read nightly' },
    ]);
    const plan = entries.find((entry) => entry.kind === 'plan' && entry.id === dueLater.id)!;
    expect(plan.kind === 'plan' && plan.plan).toMatchObject({
      selectedGoal: 'Finish the robot arm',
      internalBarriers: dueLater.internalBarriers,
      strategies: dueLater.strategies,
      implementationPlan: dueLater.implementationPlan,
    });
    expect(plan.at).toBe(dueLater.createdAt);
    const reassessment = entries.find((entry) => entry.kind === 'reassessment')!;
    expect(reassessment).toMatchObject({
      planId: dueLater.id,
      planGoal: dueLater.selectedGoal,
      number: 1,
      reassessment: { currentStatus: 'Halfway there', whatWorked: 'Timers', updatedGoal: 'Finish the robot arm' },
    });
    // The completed activity is dated when completed; the one in progress when started.
    const activities = entries.filter((entry) => entry.kind === 'activity');
    for (const entry of activities) {
      if (entry.kind !== 'activity') continue;
      expect(entry.at).toBe(entry.completion.completed ? entry.completion.completedAt : entry.completion.createdAt);
      expect(entry.completion.activity?.title).toEqual(expect.any(String));
    }
  });

  it('is an empty timeline for a student who has done nothing yet', async () => {
    const reply = await world.coach.agent.get(API_PATHS.coachClientWork(world.clientB.profileId!));
    expect(reply.json<ClientWork>()).toEqual({ entries: [] });
  });

  it('is for the coach only, and 404 for an unknown client', async () => {
    expect((await world.anonymous.get(path())).status).toBe(401);
    expect((await world.admin.get(path())).status).toBe(401);
    expect((await world.clientA.agent.get(path())).status).toBe(403);
    expect((await world.clientB.agent.get(path())).status).toBe(403);
    const missing = await world.coach.agent.get(API_PATHS.coachClientWork('no-such-client'));
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe('Client not found');
  });
});

describe('PUT /api/coach/client/{id}', () => {
  const path = () => API_PATHS.coachClient(world.clientA.profileId!);

  it('replaces the private notes and returns the client in full', async () => {
    const reply = await world.coach.agent.put(path(), { notes: 'Responds well to short sprints.' });
    expect(reply.status).toBe(200);
    expect(reply.json<CoachClientDetail>()).toMatchObject({
      id: world.clientA.profileId,
      notes: 'Responds well to short sprints.',
      completions: expect.any(Array),
    });
    const detail = (await world.coach.agent.get(path())).json<CoachClientDetail>();
    expect(detail.notes).toBe('Responds well to short sprints.');
    // The notes stay in the client detail: the dashboard's list never carries them.
    expect((await world.coach.agent.get(API_PATHS.coachClients)).text()).not.toContain('Responds well');
    expect((await world.coach.agent.put(path(), { notes: '' })).json<CoachClient>().notes).toBe('');
    await world.coach.agent.put(path(), { notes: 'Responds well to short sprints.' });
  });

  it('never shows the notes to the student', async () => {
    const me = await world.clientA.agent.get(API_PATHS.currentUser);
    expect(me.text()).not.toContain('Responds well');
    expect((await world.clientA.agent.get(API_PATHS.reflections)).text()).not.toContain('Responds well');
    expect((me.json<CurrentUser>().clientProfile as Record<string, unknown> | null)?.notes).toBeUndefined();
  });

  it('refuses bad input and changes nothing', async () => {
    for (const body of [{}, { notes: 5 }, { notes: 'x'.repeat(20001) }, { notes: 'ok', isActive: 'no' }]) {
      expect((await world.coach.agent.put(path(), body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const tooLong = await world.coach.agent.put(path(), { notes: 'x'.repeat(20001) });
    expect(tooLong.json().message).toBe('notes: Notes must be at most 20000 characters');
    expect((await ClientProfile.findById(world.clientA.profileId).lean())?.notes).toBe(
      'Responds well to short sprints.',
    );
  });

  it('answers 404 for an unknown client and refuses everyone but the coach', async () => {
    expect((await world.coach.agent.put(API_PATHS.coachClient('no-such-client'), { notes: 'x' })).status).toBe(404);
    expect((await world.clientB.agent.put(path(), { notes: 'B was here' })).status).toBe(403);
    expect((await world.clientA.agent.put(path(), { notes: 'A was here' })).status).toBe(403);
    expect((await world.anonymous.put(path(), { notes: 'x' })).status).toBe(401);
    expect((await world.admin.put(path(), { notes: 'x' })).status).toBe(401);
    expect((await ClientProfile.findById(world.clientA.profileId).lean())?.notes).toBe(
      'Responds well to short sprints.',
    );
  });
});
