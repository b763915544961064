import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orientationSchema } from '../contract/index.js';
import { translateError } from '../middleware/errors.js';
import { OrientationResponse } from '../models/index.js';
import { ORIENTATION_EXISTS_MESSAGE, createOrientationResponse, saveOrientationResponse } from './orientationSaver.js';
import { openTestStore, type TestStore } from './test/store.js';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const answers = (input: Record<string, string>) => orientationSchema.parse(input);

describe('orientation saves', () => {
  it('creates once, and a second create is a 409 that changes nothing', async () => {
    await createOrientationResponse('profile-a', answers({ goalOne: 'Finish the robot' }));
    const refusal = createOrientationResponse('profile-a', answers({ goalOne: 'Other' })).catch(translateError);
    await expect(refusal).resolves.toMatchObject({
      status: 409,
      message: ORIENTATION_EXISTS_MESSAGE,
    });
    const stored = await OrientationResponse.find({ clientId: 'profile-a' }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.goalOne).toBe('Finish the robot');
  });

  it('a later save replaces every answer of the same record', async () => {
    const before = await OrientationResponse.findOne({ clientId: 'profile-a' }).lean();
    const { record, created } = await saveOrientationResponse('profile-a', answers({ whoAreYou: 'A builder' }));
    expect(created).toBe(false);
    expect(record._id).toBe(before!._id);
    expect(record.whoAreYou).toBe('A builder');
    expect(record.goalOne).toBe('');
  });

  it('a save without a record creates it, once, even when saves race', async () => {
    const results = await Promise.all([
      saveOrientationResponse('profile-b', answers({ goalOne: 'One' })),
      saveOrientationResponse('profile-b', answers({ goalOne: 'Two' })),
    ]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await OrientationResponse.countDocuments({ clientId: 'profile-b' })).toBe(1);
  });
});
