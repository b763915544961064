import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES, ACTIVITY_DIFFICULTIES } from '../contract/index.js';
import { Activity } from '../models/index.js';
import { ACTIVITY_LIBRARY } from '../seed/activityLibrary.js';
import { seedActivities } from './activitySeeder.js';
import { openTestStore, type TestStore } from './test/store.js';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

describe('seedActivities', () => {
  it('stores the whole library once, however often it runs', async () => {
    const first = await seedActivities();
    expect(first).toEqual({ inserted: ACTIVITY_LIBRARY.length, total: ACTIVITY_LIBRARY.length });
    const second = await seedActivities();
    expect(second).toEqual({ inserted: 0, total: ACTIVITY_LIBRARY.length });
    expect(await Activity.countDocuments()).toBe(ACTIVITY_LIBRARY.length);
    expect(await Activity.countDocuments()).toBeGreaterThanOrEqual(25);
  });

  it('covers every category and difficulty in the store, with numbered instructions', async () => {
    expect((await Activity.distinct('category')).sort()).toEqual(ACTIVITY_CATEGORIES.map((c) => c.value).sort());
    expect((await Activity.distinct('difficulty')).sort()).toEqual([...ACTIVITY_DIFFICULTIES].sort());
    const activity = await Activity.findOne({ title: ACTIVITY_LIBRARY[0]!.title }).lean();
    expect(activity?.instructions).toMatch(/^1\. .+\n2\. /);
  });

  it('adds only the missing titles and never overwrites an existing activity', async () => {
    const title = ACTIVITY_LIBRARY[1]!.title;
    await Activity.updateOne({ title }, { $set: { description: 'Edited by the practice' } });
    await Activity.deleteOne({ title: ACTIVITY_LIBRARY[2]!.title });
    expect(await seedActivities()).toEqual({ inserted: 1, total: ACTIVITY_LIBRARY.length });
    expect((await Activity.findOne({ title }).lean())?.description).toBe('Edited by the practice');
  });

  it('keeps one of each title when two start-ups seed at the same moment', async () => {
    await Activity.deleteMany({});
    const results = await Promise.all([seedActivities(), seedActivities()]);
    expect(await Activity.countDocuments()).toBe(ACTIVITY_LIBRARY.length);
    expect(results[0]!.inserted + results[1]!.inserted).toBe(ACTIVITY_LIBRARY.length);
  });
});
