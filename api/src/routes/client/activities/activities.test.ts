import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ACTIVITY_CATEGORIES, ACTIVITY_DIFFICULTIES, type Activity } from '../../../contract/index.js';
import { ACTIVITY_LIBRARY } from '../../../seed/activityLibrary.js';
import { startWorld, type World } from '../test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('GET /api/activities', () => {
  it('lists the seeded library to students, with or without a profile, and to the coach', async () => {
    for (const agent of [world.clientA.agent, world.newClient.agent, world.coach.agent]) {
      const reply = await agent.get(API_PATHS.activities);
      expect(reply.status).toBe(200);
      expect(reply.json<Activity[]>()).toHaveLength(ACTIVITY_LIBRARY.length);
    }
  });

  it('is closed to anonymous callers and the admin session', async () => {
    expect((await world.anonymous.get(API_PATHS.activities)).status).toBe(401);
    expect((await world.admin.get(API_PATHS.activities)).status).toBe(401);
  });

  it('covers every category and difficulty, in library order, with full fields', () => {
    const { activities } = world;
    expect(activities.length).toBeGreaterThanOrEqual(25);
    expect(new Set(activities.map((a) => a.category))).toEqual(new Set(ACTIVITY_CATEGORIES.map((c) => c.value)));
    expect(new Set(activities.map((a) => a.difficulty))).toEqual(new Set(ACTIVITY_DIFFICULTIES));
    const categoryOrder = ACTIVITY_CATEGORIES.map((c) => c.value as string);
    const ranks = activities.map((a) => categoryOrder.indexOf(a.category));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    const first = activities[0]!;
    expect(Object.keys(first).sort()).toEqual(
      ['category', 'createdAt', 'description', 'difficulty', 'id', 'instructions', 'title'].sort(),
    );
    expect(first.category).toBe('time_management');
    expect(first.difficulty).toBe('beginner');
    expect(first.instructions).toMatch(/^1\. /);
  });
});
