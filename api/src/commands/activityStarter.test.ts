import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateError } from '../middleware/errors.js';
import { Activity, ActivityCompletion } from '../models/index.js';
import { startActivity } from './activityStarter.js';
import { openTestStore, type TestStore } from './test/store.js';

let store: TestStore;
let activityId: string;
beforeAll(async () => {
  store = await openTestStore();
  activityId = (await Activity.create({ title: 'Focused Study Sprint', category: 'time_management' }))._id;
});
afterAll(() => store.close());

describe('startActivity', () => {
  it('creates the progress record with completed false, then returns the same record', async () => {
    const first = await startActivity('profile-a', activityId);
    expect(first.created).toBe(true);
    expect(first.record.completed).toBe(false);
    const again = await startActivity('profile-a', activityId);
    expect(again).toMatchObject({ created: false });
    expect(again.record._id).toBe(first.record._id);
    expect(await ActivityCompletion.countDocuments({ clientId: 'profile-a' })).toBe(1);
  });

  it('never duplicates when several starts race', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => startActivity('profile-b', activityId)));
    expect(new Set(results.map((result) => result.record._id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await ActivityCompletion.countDocuments({ clientId: 'profile-b' })).toBe(1);
  });

  it('refuses an activity that does not exist', async () => {
    await expect(startActivity('profile-a', 'no-such-activity').catch(translateError)).resolves.toMatchObject({
      status: 404,
      message: 'Activity not found',
    });
    expect(await ActivityCompletion.countDocuments({ activityId: 'no-such-activity' })).toBe(0);
  });
});
