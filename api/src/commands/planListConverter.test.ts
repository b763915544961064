import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Plan } from '../models/index.js';
import { presentPlan } from '../presenters/plan.js';
import { convertPlanLists } from './planListConverter.js';
import { openTestStore, type TestStore } from './test/store.js';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store?.close());
beforeEach(() => Plan.deleteMany({}));

/** A plan as it was stored while the lists were JSON-encoded text. */
async function storeTextPlan(id: string, lists: Record<string, string>): Promise<void> {
  await Plan.collection.insertOne({
    _id: id as never,
    clientId: 'profile-a',
    selectedGoal: 'Hand in lab reports on time',
    implementationPlan: 'Sunday evenings',
    reassessmentDate: new Date('2025-04-01T00:00:00Z'),
    nextReassessment: null,
    reassessments: [],
    createdAt: new Date('2025-03-01T00:00:00Z'),
    updatedAt: new Date('2025-03-01T00:00:00Z'),
    ...lists,
  });
}

describe('convertPlanLists', () => {
  it('turns lists stored as JSON text into arrays, and the API still sends the same text', async () => {
    const lists = {
      internalBarriers: JSON.stringify(['I put off starting', 'I lose track of time']),
      externalBarriers: JSON.stringify(['Practice runs late']),
      strategies: JSON.stringify(['Study sprint after dinner (daily) — "Pomodoro" app']),
    };
    await storeTextPlan('plan-text', lists);

    expect(await convertPlanLists()).toBe(1);

    const stored = await Plan.findById('plan-text').lean();
    expect(stored).toMatchObject({
      internalBarriers: ['I put off starting', 'I lose track of time'],
      externalBarriers: ['Practice runs late'],
      strategies: ['Study sprint after dinner (daily) — "Pomodoro" app'],
    });
    expect(presentPlan(stored!)).toMatchObject(lists);
  });

  it('reads unreadable text as an empty list, as the API always has, and leaves other fields alone', async () => {
    await storeTextPlan('plan-damaged', {
      internalBarriers: 'not json',
      externalBarriers: JSON.stringify({ not: 'a list' }),
      strategies: JSON.stringify(['Keep', 7, 'Also keep']),
    });

    await convertPlanLists();

    const stored = await Plan.collection.findOne({ _id: 'plan-damaged' as never });
    expect(stored).toMatchObject({
      internalBarriers: [],
      externalBarriers: [],
      strategies: ['Keep', 'Also keep'],
      selectedGoal: 'Hand in lab reports on time',
      implementationPlan: 'Sunday evenings',
    });
  });

  it('leaves plans already stored as arrays untouched, so running it again changes nothing', async () => {
    await storeTextPlan('plan-text', { internalBarriers: '["A"]', externalBarriers: '[]', strategies: '["B"]' });
    const created = await Plan.create({
      clientId: 'profile-a',
      selectedGoal: 'Read one chapter a day',
      internalBarriers: ['Tired'],
      strategies: ['Read on the bus'],
    });

    expect(await convertPlanLists()).toBe(1);
    expect(await convertPlanLists()).toBe(0);
    expect(await Plan.findById(created._id).lean()).toMatchObject({
      internalBarriers: ['Tired'],
      externalBarriers: [],
      strategies: ['Read on the bus'],
    });
    expect(await Plan.findById('plan-text').lean()).toMatchObject({ internalBarriers: ['A'], strategies: ['B'] });
  });
});
