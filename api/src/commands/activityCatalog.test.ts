import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../models/index.js';
import { CATALOG_TTL_MS } from '../services/lifetimes.js';
import { forgetActivityCatalog, readActivityCatalog } from './activityCatalog.js';
import { seedActivities } from './activitySeeder.js';
import { openTestStore, type TestStore } from './test/store.js';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
  await Activity.create([
    { title: 'Weekly Review', category: 'organization', difficulty: 'intermediate' },
    { title: 'Chunking', category: 'working_memory', difficulty: 'beginner' },
    { title: 'Time Audit', category: 'time_management', difficulty: 'advanced' },
    { title: 'Sprint', category: 'time_management', difficulty: 'beginner' },
  ]);
});
afterAll(() => store.close());

describe('readActivityCatalog', () => {
  it('orders by category as the filters list them, then difficulty, then title', async () => {
    const titles = (await readActivityCatalog()).map((activity) => activity.title);
    expect(titles).toEqual(['Sprint', 'Time Audit', 'Weekly Review', 'Chunking']);
  });

  it('keeps the library for its time limit, then reads the store again', async () => {
    const first = await readActivityCatalog();
    await Activity.create({ title: 'Distraction Log', category: 'attention' });
    expect(await readActivityCatalog()).toBe(first);
    const later = await readActivityCatalog(Date.now() + CATALOG_TTL_MS);
    expect(later.map((activity) => activity.title)).toContain('Distraction Log');
  });

  it('shares one read among callers arriving together, and is re-read after forgetting', async () => {
    forgetActivityCatalog();
    const [a, b] = await Promise.all([readActivityCatalog(), readActivityCatalog()]);
    expect(a).toBe(b);
    forgetActivityCatalog();
    expect(await readActivityCatalog()).not.toBe(a);
  });

  it('shows newly seeded activities at once', async () => {
    await readActivityCatalog();
    await seedActivities();
    expect((await readActivityCatalog()).length).toBe(await Activity.countDocuments());
  });
});
