import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/index.js';
import { RATE_LIMITS } from '../../services/rateLimits.js';
import { Plan } from '../../models/index.js';
import { planPayload, startWorld, type World } from './test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());
beforeEach(async () => {
  world.server.config.rateLimits.studentWrite.max = 3;
  await world.server.services.rateLimiter.reset();
});

describe('a student flooding the store with saves', () => {
  it('is refused with a clear 429 once over the per-student limit, and the refused save stores nothing', async () => {
    const { agent, profileId } = world.clientA;
    for (let save = 0; save < 3; save += 1) expect((await agent.post(API_PATHS.plans, planPayload())).status).toBe(201);
    const refused = await agent.post(API_PATHS.plans, planPayload());
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({ message: 'You are saving too quickly. Please wait a minute and try again.' });
    expect(refused.json().message).toBe(RATE_LIMITS.studentWrite.message);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await Plan.countDocuments({ clientId: profileId })).toBe(3);
    // Every kind of write counts, reads do not.
    expect((await agent.put(API_PATHS.orientation, {})).status).toBe(429);
    expect((await agent.get(API_PATHS.plans)).status).toBe(200);
  });

  it('counts per student, not per address: another student on the same address saves on', async () => {
    for (let save = 0; save < 4; save += 1) await world.clientA.agent.post(API_PATHS.plans, planPayload());
    expect((await world.clientA.agent.post(API_PATHS.plans, planPayload())).status).toBe(429);
    expect((await world.clientB.agent.post(API_PATHS.plans, planPayload())).status).toBe(201);
  });
});
