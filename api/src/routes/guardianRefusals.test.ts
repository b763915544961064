import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/index.js';
import { API_PATHS, SESSION_PATHS } from '../contract/index.js';
import type { Access } from '../http/access.js';
import { AccessLogEntry } from '../models/index.js';
import { startWorld, type World } from './client/test/world.js';
import { acceptAgreement, linkGuardian, signInAsGuardian, writeAgreement } from './family/test/guardians.js';
import { routes } from './index.js';

/**
 * A signed-in guardian, agreement accepted and every section shared, calls every route of the API that is not
 * theirs: each student, coach, inbox, session and staff route refuses them like any other role, and nothing they
 * ask for is recorded as read. Their own routes (the family's), the public ones, who they are and their devices are
 * the only ones left out, by access level, so a new route of any other access is walked too.
 */
const OPEN_TO_GUARDIANS: readonly Access[] = ['public', 'signedIn', 'guardian', 'family', 'device'];

let world: World;
let guardian: Agent;

beforeAll(async () => {
  world = await startWorld();
  const parent = await linkGuardian(world.clientA.profileId!, {
    email: 'walker.parent@example.com',
    name: 'Walker Parent',
    sections: ['sessions', 'goals', 'plans', 'activities', 'reflections', 'checkIns', 'outcomes', 'account'],
  });
  guardian = await signInAsGuardian(world.server, parent);
  await writeAgreement(world.coach, 'What coaching is, and is not.');
  await acceptAgreement(guardian);
});
afterAll(() => world.close());

/** The route's path with each parameter filled: their own student's profile id where a student is named. */
function pathOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'id' ? world.clientA.profileId! : name === 'email' ? 'ada%40example.com' : 'abcdefgh',
  );
}

describe('a guardian on every route that is not theirs', () => {
  const others = routes.filter((route) => !OPEN_TO_GUARDIANS.includes(route.access));

  it('walks the student, coach, inbox and session routes', () => {
    const paths = others.map((route) => route.path);
    for (const path of [API_PATHS.plans, API_PATHS.coachClients, API_PATHS.consultationRequests, SESSION_PATHS.sessions]) {
      expect(paths).toContain(path);
    }
  });

  it('is refused (403) on each, and leaves nothing in the access log', async () => {
    const since = new Date();
    const refused: string[] = [];
    for (const route of others) {
      const reply = await guardian.request(route.method, pathOf(route.path), route.method === 'GET' ? undefined : {});
      if (reply.status !== 403) refused.push(`${route.method} ${route.path}: ${reply.status}`);
    }
    expect(refused).toEqual([]);
    expect(await AccessLogEntry.countDocuments({ createdAt: { $gte: since } })).toBe(0);
    // Still signed in: being refused did not end the session.
    expect((await guardian.get(API_PATHS.currentUser)).status).toBe(200);
  });
});
