import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  STUDENT_BOUNDS,
  STUDENT_BOUND_MESSAGES,
  type Plan,
  type PlanSummary,
} from '../../../contract/index.js';
import { Plan as PlanModel, newId } from '../../../models/index.js';
import { planPayload, startWorld, type World } from '../test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());
beforeEach(() => PlanModel.deleteMany({}));

const PATH = API_PATHS.plans;
/** `count` list entries of `size` characters each, JSON-encoded as the form sends them. */
const bigList = (count: number, size: number, tag: string) =>
  JSON.stringify(Array.from({ length: count }, (_, index) => `${tag}${index} `.padEnd(size, 'x')));
const reassessment = (text: string) => ({
  currentStatus: text,
  whatWorked: text,
  whatDidntWork: text,
  newBarriers: [],
  newStrategies: [],
  updatedGoal: '',
  nextReassessment: '',
});
const storedBytes = async (id: string) => Buffer.byteLength(JSON.stringify(await PlanModel.findById(id).lean()));

describe('a student storing one huge plan', () => {
  it('is refused with a clear 413 when the plan passes the size bound, and nothing is stored', async () => {
    const huge = planPayload({
      internalBarriers: bigList(22, 1000, 'i'),
      externalBarriers: bigList(22, 1000, 'e'),
      strategies: bigList(22, 1000, 's'),
    });
    const refused = await world.clientA.agent.post(PATH, huge);
    expect(refused.status).toBe(413);
    expect(refused.json()).toEqual({ message: STUDENT_BOUND_MESSAGES.planSize });
    expect(refused.json().message).toBe(
      'This plan is too large to save: a plan with its reassessments holds at most 64 KB. Please shorten some entries or create a new plan.',
    );
    expect(await PlanModel.countDocuments()).toBe(0);
  });

  it('is refused when an edit makes a saved plan pass the bound, which stays as it was', async () => {
    const saved = (await world.clientA.agent.post(PATH, planPayload())).json<Plan>();
    const edit = await world.clientA.agent.put(
      `${PATH}/${saved.id}`,
      planPayload({ internalBarriers: bigList(33, 1000, 'i'), strategies: bigList(33, 1000, 's') }),
    );
    expect(edit.status).toBe(413);
    expect(edit.json().message).toBe(STUDENT_BOUND_MESSAGES.planSize);
    expect((await world.clientA.agent.get(`${PATH}/${saved.id}`)).json<Plan>()).toEqual(saved);
  });
});

describe('a student growing a plan through its reassessments', () => {
  it('is refused once the plan with its history would pass the size bound', async () => {
    const saved = (await world.clientA.agent.post(PATH, planPayload())).json<Plan>();
    const text = 'y'.repeat(5000);
    const statuses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      statuses.push((await world.clientA.agent.put(`${PATH}/${saved.id}/reassess`, reassessment(text))).status);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(413);
    expect(await storedBytes(saved.id)).toBeLessThanOrEqual(STUDENT_BOUNDS.planKilobytes * 1024);
  });

  it('is refused past the number of reassessments one plan keeps, with a clear 409', async () => {
    const saved = (await world.clientA.agent.post(PATH, planPayload())).json<Plan>();
    const entry = { ...reassessment('Fine'), previousGoal: saved.selectedGoal, createdAt: new Date() };
    await PlanModel.updateOne(
      { _id: saved.id },
      { $push: { reassessments: { $each: Array.from({ length: STUDENT_BOUNDS.reassessmentsPerPlan }, () => entry) } } },
    );
    const refused = await world.clientA.agent.put(`${PATH}/${saved.id}/reassess`, reassessment('One more'));
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ message: 'This plan already has 50 reassessments; please create a new plan' });
    expect(refused.json().message).toBe(STUDENT_BOUND_MESSAGES.reassessments);
    expect((await PlanModel.findById(saved.id).lean())!.reassessments).toHaveLength(50);
  });
});

describe('a student creating plan after plan', () => {
  it('is refused past the number of plans one student keeps, with a clear 409', async () => {
    const clientId = world.clientA.profileId;
    await PlanModel.insertMany(
      Array.from({ length: STUDENT_BOUNDS.plans }, () => ({ _id: newId(), clientId, selectedGoal: 'Goal' })),
    );
    const refused = await world.clientA.agent.post(PATH, planPayload());
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ message: 'You can keep at most 100 plans' });
    expect(refused.json().message).toBe(STUDENT_BOUND_MESSAGES.plans);
    expect(await PlanModel.countDocuments({ clientId })).toBe(STUDENT_BOUNDS.plans);
  });

  it('is held to that number by plans sent at once: the last places go to two of ten, the rest are refused', async () => {
    const clientId = world.clientB.profileId;
    await PlanModel.insertMany(
      Array.from({ length: STUDENT_BOUNDS.plans - 2 }, () => ({ _id: newId(), clientId, selectedGoal: 'Goal' })),
    );
    const replies = await Promise.all(Array.from({ length: 10 }, () => world.clientB.agent.post(PATH, planPayload())));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, ...Array(8).fill(409)]);
    expect(await PlanModel.countDocuments({ clientId })).toBe(STUDENT_BOUNDS.plans);
  });
});

describe('a student whose every page load reads all plans with their history', () => {
  it('gets summaries from the list, and the whole plan only by id', async () => {
    const saved = (await world.clientA.agent.post(PATH, planPayload())).json<Plan>();
    await world.clientA.agent.put(`${PATH}/${saved.id}/reassess`, reassessment('Going well'));
    const whole = (await world.clientA.agent.get(`${PATH}/${saved.id}`)).json<Plan>();
    expect(whole.reassessments).toHaveLength(1);

    const list = (await world.clientA.agent.get(PATH)).json<PlanSummary[]>();
    expect(list).toEqual([
      {
        id: saved.id,
        clientId: world.clientA.profileId,
        selectedGoal: whole.selectedGoal,
        reassessmentDate: whole.reassessmentDate,
        nextReassessment: null,
        lastReassessedAt: whole.reassessments[0]!.createdAt,
        createdAt: whole.createdAt,
        updatedAt: whole.updatedAt,
      },
    ]);
  });
});
