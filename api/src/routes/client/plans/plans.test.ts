import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, decodeList, type Plan } from '../../../contract/index.js';
import { Plan as PlanModel } from '../../../models/index.js';
import { daysFromNow, planPayload, startWorld, type World } from '../test/world.js';

let world: World;
let planOfA: Plan;
beforeAll(async () => {
  world = await startWorld();
  planOfA = (await world.clientA.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
});
afterAll(() => world.close());

const PATH = API_PATHS.plans;
const list = (...entries: unknown[]) => JSON.stringify(entries);
const reassessment = (overrides: Record<string, unknown> = {}) => ({
  currentStatus: 'Two of four weeks done; sprints work on weekdays.',
  whatWorked: 'Sprints right after dinner',
  whatDidntWork: 'Weekend plans',
  newBarriers: [],
  newStrategies: [],
  updatedGoal: '',
  nextReassessment: '',
  ...overrides,
});

/** The stored plan, to prove a refused request changed nothing. */
const stored = (id: string) => PlanModel.findById(id).lean();

describe('POST /api/barriers-strategies', () => {
  it('saves a plan with its lists as JSON-encoded text', () => {
    expect(planOfA).toMatchObject({
      clientId: world.clientA.profileId,
      selectedGoal: 'Raise my chemistry grade to a B by the end of term',
      internalBarriers: list('I put off starting big assignments'),
      externalBarriers: list('Practice runs late on weekdays'),
      strategies: list('Two study sprints after dinner'),
      nextReassessment: null,
      reassessments: [],
    });
    expect(Date.parse(planOfA.reassessmentDate!)).toBeGreaterThan(Date.now());
  });

  it.each([
    ['selectedGoal', { selectedGoal: '' }, 'Please select a goal'],
    ['selectedGoal', { selectedGoal: undefined }, 'Please select a goal'],
    ['internalBarriers', { internalBarriers: list() }, 'Add at least one internal barrier'],
    ['internalBarriers', { internalBarriers: list('  ') }, 'Barrier cannot be empty'],
    ['externalBarriers', { externalBarriers: list() }, 'Add at least one external barrier'],
    ['externalBarriers', { externalBarriers: list('ok', '') }, 'Barrier cannot be empty'],
    ['strategies', { strategies: list() }, 'Add at least one strategy'],
    ['strategies', { strategies: list('') }, 'Strategy cannot be empty'],
    ['implementationPlan', { implementationPlan: ' ' }, 'Implementation plan is required'],
    ['reassessmentDate', { reassessmentDate: '' }, 'Reassessment date is required'],
    ['reassessmentDate', { reassessmentDate: undefined }, 'Reassessment date is required'],
    ['reassessmentDate', { reassessmentDate: daysFromNow(-10) }, 'Reassessment date cannot be in the past'],
    ['reassessmentDate', { reassessmentDate: 'next tuesday' }, 'Please enter a valid date'],
    ['internalBarriers', { internalBarriers: 'not json' }, 'Must be a JSON-encoded list'],
    ['strategies', { strategies: list(...Array.from({ length: 51 }, (_, i) => `s${i}`)) }, 'At most 50 entries'],
    ['strategies', { strategies: list('x'.repeat(1001)) }, 'Must be at most 1000 characters'],
    ['selectedGoal', { selectedGoal: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
  ])('refuses a bad %s with "%s" and stores nothing', async (field, change, message) => {
    const before = await PlanModel.countDocuments();
    const reply = await world.clientB.agent.post(PATH, planPayload(change as never));
    expect(reply.status).toBe(400);
    expect(reply.json().message).toBe(`${field}: ${message}`);
    expect(await PlanModel.countDocuments()).toBe(before);
  });

  it('refuses lists that are not lists of text, unknown fields and malformed JSON', async () => {
    const before = await PlanModel.countDocuments();
    for (const change of [
      { internalBarriers: list(5) },
      { internalBarriers: JSON.stringify({ a: 1 }) },
      { strategies: ['not', 'encoded'] },
      { clientId: world.clientA.profileId },
      { reassessments: [] },
    ]) {
      const reply = await world.clientB.agent.post(PATH, { ...planPayload(), ...change });
      expect(reply.status, JSON.stringify(change)).toBe(400);
    }
    expect((await world.clientB.agent.post(PATH, undefined, { raw: '{"selectedGoal":' })).status).toBe(400);
    expect(await PlanModel.countDocuments()).toBe(before);
  });

  it('refuses a body over the size limit with 413 and stores nothing', async () => {
    const before = await PlanModel.countDocuments();
    const huge = await world.clientB.agent.post(PATH, planPayload({ implementationPlan: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(await PlanModel.countDocuments()).toBe(before);
  });

  it('accepts today as the earliest reassessment date', async () => {
    const reply = await world.clientB.agent.post(PATH, planPayload({ reassessmentDate: new Date().toISOString() }));
    expect(reply.status).toBe(201);
    await PlanModel.deleteOne({ _id: reply.json<Plan>().id });
  });
});

describe('GET /api/barriers-strategies', () => {
  it('lists only the student’s own plans, newest first', async () => {
    const second = (
      await world.clientA.agent.post(PATH, planPayload({ selectedGoal: 'Read every night' }))
    ).json<Plan>();
    const mine = (await world.clientA.agent.get(PATH)).json<Plan[]>();
    expect(mine.map((plan) => plan.id)).toEqual([second.id, planOfA.id]);
    const theirs = (await world.clientB.agent.get(PATH)).json<Plan[]>();
    expect(theirs.some((plan) => plan.clientId !== world.clientB.profileId)).toBe(false);
  });
});

describe('GET and PUT /api/barriers-strategies/{id}', () => {
  it('reads one of the student’s own plans', async () => {
    const reply = await world.clientA.agent.get(`${PATH}/${planOfA.id}`);
    expect(reply.status).toBe(200);
    expect(reply.json<Plan>()).toEqual(planOfA);
  });

  it('answers 404 for a missing plan and for another student’s plan, and changes nothing', async () => {
    const before = await stored(planOfA.id);
    const missing = await world.clientA.agent.get(`${PATH}/no-such-plan`);
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe('Plan not found');
    const read = await world.clientB.agent.get(`${PATH}/${planOfA.id}`);
    expect(read.status).toBe(404);
    expect(read.json().message).toBe('Plan not found');
    const update = await world.clientB.agent.put(`${PATH}/${planOfA.id}`, planPayload({ selectedGoal: 'Hijacked' }));
    expect(update.status).toBe(404);
    const reassess = await world.clientB.agent.put(`${PATH}/${planOfA.id}/reassess`, reassessment());
    expect(reassess.status).toBe(404);
    expect(await stored(planOfA.id)).toEqual(before);
  });

  it('updates the student’s own plan with validated fields', async () => {
    const reply = await world.clientA.agent.put(
      `${PATH}/${planOfA.id}`,
      planPayload({
        implementationPlan: 'Sprints on Monday, Wednesday and Thursday.',
        strategies: list('Sprints', 'Ask Ms. Lee'),
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json<Plan>()).toMatchObject({
      id: planOfA.id,
      implementationPlan: 'Sprints on Monday, Wednesday and Thursday.',
      strategies: list('Sprints', 'Ask Ms. Lee'),
    });
  });

  it('refuses an invalid update and changes nothing', async () => {
    const before = await stored(planOfA.id);
    const reply = await world.clientA.agent.put(`${PATH}/${planOfA.id}`, planPayload({ strategies: list() }));
    expect(reply.status).toBe(400);
    expect(reply.json().message).toBe('strategies: Add at least one strategy');
    expect((await world.clientA.agent.put(`${PATH}/bad%20id`, planPayload())).status).toBe(400);
    expect(await stored(planOfA.id)).toEqual(before);
  });
});

describe('PUT /api/barriers-strategies/{id}/reassess', () => {
  it.each([
    ['currentStatus', { currentStatus: '' }, 'Please describe your current status'],
    ['currentStatus', { currentStatus: undefined }, 'Please describe your current status'],
    [
      'newBarriers.0.description',
      { newBarriers: [{ type: 'internal', description: ' ' }] },
      'Barrier description is required',
    ],
    ['newBarriers.0.type', { newBarriers: [{ type: 'sideways', description: 'x' }] }, 'Choose internal or external'],
    [
      'newStrategies.0.description',
      { newStrategies: [{ description: '', timeframe: 'weekly' }] },
      'Strategy description is required',
    ],
    [
      'newStrategies.0.timeframe',
      { newStrategies: [{ description: 'Flashcards', timeframe: '' }] },
      'Timeframe is required',
    ],
    ['currentStatus', { currentStatus: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
    ['nextReassessment', { nextReassessment: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [
      'newStrategies.0.resources',
      { newStrategies: [{ description: 'a', timeframe: 'b', resources: 'x'.repeat(401) }] },
      'Must be at most 400 characters',
    ],
    [
      'newBarriers',
      { newBarriers: Array.from({ length: 51 }, (_, i) => ({ type: 'internal', description: `b${i}` })) },
      'At most 50 new barriers',
    ],
  ])('refuses a bad %s with "%s" and changes nothing', async (field, change, message) => {
    const before = await stored(planOfA.id);
    const reply = await world.clientA.agent.put(`${PATH}/${planOfA.id}/reassess`, reassessment(change));
    expect(reply.status).toBe(400);
    expect(reply.json().message).toBe(`${field}: ${message}`);
    expect(await stored(planOfA.id)).toEqual(before);
  });

  it('keeps the history, merges new barriers and strategies, adjusts the goal and sets the next reassessment', async () => {
    const before = (await world.clientA.agent.get(`${PATH}/${planOfA.id}`)).json<Plan>();
    const reply = await world.clientA.agent.put(
      `${PATH}/${planOfA.id}/reassess`,
      reassessment({
        newBarriers: [
          { type: 'internal', description: 'I get tired after practice' },
          { type: 'external', description: 'Shared family laptop' },
        ],
        newStrategies: [
          { description: 'Review flashcards on the bus', timeframe: 'daily', resources: 'Flashcard app' },
          { description: 'Office hours with Ms. Lee', timeframe: 'weekly' },
        ],
        updatedGoal: 'Raise my chemistry grade to a B+ by the end of term',
        nextReassessment: 'In two weeks',
      }),
    );
    expect(reply.status).toBe(200);
    const plan = reply.json<Plan>();
    expect(plan.selectedGoal).toBe('Raise my chemistry grade to a B+ by the end of term');
    expect(decodeList(plan.internalBarriers)).toEqual([
      ...decodeList(before.internalBarriers),
      'I get tired after practice',
    ]);
    expect(decodeList(plan.externalBarriers)).toEqual([...decodeList(before.externalBarriers), 'Shared family laptop']);
    expect(decodeList(plan.strategies)).toEqual([
      ...decodeList(before.strategies),
      'Review flashcards on the bus (daily) — Flashcard app',
      'Office hours with Ms. Lee (weekly)',
    ]);
    expect(plan.nextReassessment).toBe('In two weeks');
    expect(plan.reassessmentDate).toBe(before.reassessmentDate);
    expect(plan.reassessments).toHaveLength(1);
    expect(plan.reassessments[0]).toMatchObject({
      currentStatus: 'Two of four weeks done; sprints work on weekdays.',
      whatWorked: 'Sprints right after dinner',
      whatDidntWork: 'Weekend plans',
      previousGoal: before.selectedGoal,
      updatedGoal: 'Raise my chemistry grade to a B+ by the end of term',
      nextReassessment: 'In two weeks',
    });
    expect(Date.parse(plan.reassessments[0]!.createdAt)).toBeLessThanOrEqual(Date.now());
    expect((await world.clientA.agent.get(`${PATH}/${planOfA.id}`)).json<Plan>()).toEqual(plan);
  });

  it('adds a second history entry, keeps the goal when unchanged, and moves the date for a dated next reassessment', async () => {
    const before = (await world.clientA.agent.get(`${PATH}/${planOfA.id}`)).json<Plan>();
    const next = new Date(Date.now() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const plan = (
      await world.clientA.agent.put(
        `${PATH}/${planOfA.id}/reassess`,
        reassessment({
          currentStatus: 'Grade is up to B-',
          updatedGoal: before.selectedGoal,
          nextReassessment: next,
          newBarriers: [{ type: 'internal', description: 'i get tired after practice' }],
        }),
      )
    ).json<Plan>();
    expect(plan.selectedGoal).toBe(before.selectedGoal);
    expect(plan.internalBarriers).toBe(before.internalBarriers);
    expect(plan.reassessments.map((entry) => entry.currentStatus)).toEqual([
      'Two of four weeks done; sprints work on weekdays.',
      'Grade is up to B-',
    ]);
    expect(plan.reassessments[1]!.previousGoal).toBe(before.selectedGoal);
    expect(plan.nextReassessment).toBe(next);
    expect(plan.reassessmentDate!.slice(0, 10)).toBe(next);
  });

  it('an edited date then replaces the day of the next reassessment and keeps its note', async () => {
    const created = (await world.clientA.agent.post(PATH, planPayload())).json<Plan>();
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const path = `${PATH}/${created.id}`;
    await world.clientA.agent.put(`${path}/reassess`, reassessment({ nextReassessment: `${day(14)} after the test` }));

    const edited = await world.clientA.agent.put(path, planPayload({ reassessmentDate: `${day(20)}T00:00:00.000Z` }));
    expect(edited.status, edited.text()).toBe(200);
    expect(edited.json<Plan>()).toMatchObject({
      reassessmentDate: `${day(20)}T00:00:00.000Z`,
      nextReassessment: `${day(20)} after the test`,
    });

    // A free-text next reassessment stays as written while the date does not change.
    await world.clientA.agent.put(`${path}/reassess`, reassessment({ nextReassessment: 'after midterms' }));
    const same = await world.clientA.agent.put(path, planPayload({ reassessmentDate: `${day(20)}T00:00:00.000Z` }));
    expect(same.json<Plan>().nextReassessment).toBe('after midterms');
  });

  it('stores the day picked as midnight UTC, also from a page that sent its local midnight', async () => {
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const previous = new Date(Date.parse(`${day}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
    // Local midnight in Berlin (UTC+1) is 23:00 UTC the day before; in New York, 05:00 UTC the same day.
    for (const sent of [`${previous}T23:00:00.000Z`, `${day}T05:00:00.000Z`]) {
      const saved = await world.clientA.agent.post(PATH, planPayload({ reassessmentDate: sent }));
      expect(saved.json<Plan>().reassessmentDate, sent).toBe(`${day}T00:00:00.000Z`);
    }
  });

  it('needs a client with a profile', async () => {
    const path = `${PATH}/${planOfA.id}/reassess`;
    expect((await world.anonymous.put(path, reassessment())).status).toBe(401);
    expect((await world.admin.put(path, reassessment())).status).toBe(401);
    expect((await world.coach.agent.put(path, reassessment())).status).toBe(403);
    expect((await world.newClient.agent.put(path, reassessment())).status).toBe(403);
  });
});
