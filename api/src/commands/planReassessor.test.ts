import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reassessmentSchema } from '../contract/index.js';
import { Plan } from '../models/index.js';
import { STUDENT_BOUNDS } from '../contract/index.js';
import { dateOf, formatStrategy, mergeReassessment, reassessPlan } from './planReassessor.js';
import { openTestStore, type TestStore } from './test/store.js';

const now = new Date('2025-03-10T12:00:00Z');
const plan = {
  selectedGoal: 'Raise my chemistry grade to a B',
  internalBarriers: ['I put off starting'],
  externalBarriers: ['Practice runs late'],
  strategies: ['Study sprint after dinner'],
  reassessments: [],
};
const payload = (input: Record<string, unknown>) =>
  reassessmentSchema.parse({ currentStatus: 'Halfway there', ...input });

describe('mergeReassessment', () => {
  it('adds new barriers to the list of their type and new strategies as "description (timeframe) — resources"', () => {
    const { set } = mergeReassessment(
      plan,
      payload({
        newBarriers: [
          { type: 'internal', description: 'I lose track of time' },
          { type: 'external', description: 'Shared family laptop' },
        ],
        newStrategies: [
          { description: 'Set a phone timer', timeframe: 'daily', resources: 'Clock app' },
          { description: 'Ask for office hours', timeframe: 'weekly' },
        ],
      }),
      now,
    );
    expect(set.internalBarriers).toEqual(['I put off starting', 'I lose track of time']);
    expect(set.externalBarriers).toEqual(['Practice runs late', 'Shared family laptop']);
    expect(set.strategies).toEqual([
      'Study sprint after dinner',
      'Set a phone timer (daily) — Clock app',
      'Ask for office hours (weekly)',
    ]);
  });

  it('does not repeat an entry the plan already holds, ignoring case and spaces', () => {
    const { set } = mergeReassessment(
      plan,
      payload({ newBarriers: [{ type: 'internal', description: '  i put off STARTING ' }] }),
      now,
    );
    expect(set.internalBarriers).toEqual(['I put off starting']);
  });

  it('keeps a history entry with the payload, the goal it replaced and the time', () => {
    const { entry, set } = mergeReassessment(plan, payload({ updatedGoal: 'Reach a B+ in chemistry' }), now);
    expect(entry).toMatchObject({
      currentStatus: 'Halfway there',
      updatedGoal: 'Reach a B+ in chemistry',
      previousGoal: 'Raise my chemistry grade to a B',
      createdAt: now,
    });
    expect(set.selectedGoal).toBe('Reach a B+ in chemistry');
  });

  it('keeps the goal when the adjusted goal is empty or unchanged', () => {
    expect(mergeReassessment(plan, payload({ updatedGoal: '' }), now).set.selectedGoal).toBe(plan.selectedGoal);
    expect(mergeReassessment(plan, payload({ updatedGoal: ` ${plan.selectedGoal} ` }), now).set.selectedGoal).toBe(
      plan.selectedGoal,
    );
  });

  it('sets the next reassessment text, and moves the reassessment date when the text is a date', () => {
    const inTwoWeeks = mergeReassessment(plan, payload({ nextReassessment: 'In two weeks' }), now).set;
    expect(inTwoWeeks.nextReassessment).toBe('In two weeks');
    expect(inTwoWeeks.reassessmentDate).toBeUndefined();
    const dated = mergeReassessment(plan, payload({ nextReassessment: '2025-03-24' }), now).set;
    expect(dated.nextReassessment).toBe('2025-03-24');
    expect(dated.reassessmentDate?.toISOString()).toBe('2025-03-24T00:00:00.000Z');
    expect(mergeReassessment(plan, payload({}), now).set).not.toHaveProperty('nextReassessment');
  });

  it('reads the date of a date-then-note text, as the date picker writes it, and only a real day', () => {
    const noted = mergeReassessment(
      plan,
      payload({ nextReassessment: '2025-04-07 after the chemistry test' }),
      now,
    ).set;
    expect(noted.nextReassessment).toBe('2025-04-07 after the chemistry test');
    expect(noted.reassessmentDate?.toISOString()).toBe('2025-04-07T00:00:00.000Z');
    expect(dateOf('2025-02-30 soon')).toBeUndefined();
    expect(dateOf('2025-04-071')).toBeUndefined();
    expect(dateOf('around 2025-04-07')).toBeUndefined();
  });

  it('refuses to grow a list past its bound', () => {
    const full = { ...plan, strategies: Array.from({ length: 50 }, (_, i) => `Strategy ${i}`) };
    expect(() =>
      mergeReassessment(full, payload({ newStrategies: [{ description: 'One more', timeframe: 'daily' }] }), now),
    ).toThrow('A plan can hold at most 50 strategies');
  });

  it('refuses a reassessment past the history bound', () => {
    const long = { ...plan, reassessments: Array.from({ length: STUDENT_BOUNDS.reassessmentsPerPlan }, () => ({})) };
    expect(() => mergeReassessment(long, payload({}), now)).toThrow(/please create a new plan/);
  });

  it('treats a missing stored list as empty rather than failing', () => {
    const missing = { ...plan, internalBarriers: null };
    const { set } = mergeReassessment(
      missing,
      payload({ newBarriers: [{ type: 'internal', description: 'New' }] }),
      now,
    );
    expect(set.internalBarriers).toEqual(['New']);
  });
});

describe('formatStrategy', () => {
  it('leaves out the resources part when there are none', () => {
    expect(formatStrategy({ description: ' Plan ', timeframe: ' 1 week ', resources: ' ' })).toBe('Plan (1 week)');
  });
});

describe('reassessPlan on the store', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  it('keeps both of two reassessments made at the same moment', async () => {
    const created = await Plan.create({ ...plan, clientId: 'profile-a', reassessmentDate: now });
    const [first, second] = await Promise.all([Plan.findById(created._id), Plan.findById(created._id)]);
    await Promise.all([
      reassessPlan(first!, payload({ newBarriers: [{ type: 'internal', description: 'Tired after practice' }] }), now),
      reassessPlan(second!, payload({ newBarriers: [{ type: 'external', description: 'Noisy kitchen' }] }), now),
    ]);
    const stored = await Plan.findById(created._id).lean();
    expect(stored!.reassessments).toHaveLength(2);
    expect(stored!.internalBarriers).toContain('Tired after practice');
    expect(stored!.externalBarriers).toContain('Noisy kitchen');
  });
});
