import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type CoachFamilyAgreement } from '../../../contract/index.js';
import { FamilyAgreement } from '../../../models/index.js';
import { linkGuardian, signInAsGuardian } from '../../family/test/guardians.js';
import { startWorld, type World } from '../../client/test/world.js';

let world: World;
const PATH = API_PATHS.coachFamilyAgreement;
const read = async () => {
  const reply = await world.coach.agent.get(PATH);
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<CoachFamilyAgreement>();
};

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('GET and PUT /api/coach/family-agreement', () => {
  it('answers version 0 and no text before the first save', async () => {
    expect(await read()).toEqual({ version: 0, text: '', updatedAt: null, acceptances: [] });
  });

  it('makes the first text version 1, keeps the version for the same text, and adds one for a changed text', async () => {
    const first = await world.coach.agent.put(PATH, { text: 'Coaching is not therapy.\nCall 988 in a crisis.' });
    expect(first.status, first.text()).toBe(200);
    expect(first.json<CoachFamilyAgreement>()).toMatchObject({
      version: 1,
      text: 'Coaching is not therapy.\nCall 988 in a crisis.',
    });
    expect(Date.parse(first.json<CoachFamilyAgreement>().updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await world.coach.agent.put(PATH, { text: 'Coaching is not therapy.\nCall 988 in a crisis.' })).json()).toMatchObject({ version: 1 });
    expect((await world.coach.agent.put(PATH, { text: 'Coaching is not therapy.\nCall or text 988.' })).json()).toMatchObject({
      version: 2,
      text: 'Coaching is not therapy.\nCall or text 988.',
    });
    expect((await read()).version).toBe(2);
  });

  it.each([
    [{ text: '' }, 'text: The agreement’s text is required'],
    [{ text: '   ' }, 'text: The agreement’s text is required'],
    [{}, null],
    [{ text: 'x'.repeat(20_001) }, null],
    [{ text: 'Fine', version: 9 }, null],
  ])('refuses %j with 400 and keeps the agreement', async (body, message) => {
    const reply = await world.coach.agent.put(PATH, body);
    expect(reply.status).toBe(400);
    if (message) expect(reply.json().message).toBe(message);
    expect(await FamilyAgreement.findById('families').lean()).toMatchObject({ version: 2, text: 'Coaching is not therapy.\nCall or text 988.' });
  });

  it('lists each acceptance with the guardian’s name, newest first', async () => {
    const anne = await linkGuardian(world.clientA.profileId!, { email: 'anne@example.com', name: 'Anne Lovelace' });
    const carl = await linkGuardian(world.clientB.profileId!, { email: 'carl@example.com', name: 'Carl Okafor' });
    const anneAgent = await signInAsGuardian(world.server, anne);
    const carlAgent = await signInAsGuardian(world.server, carl);
    expect((await anneAgent.post(API_PATHS.familyAgreement, { version: 2 })).status).toBe(200);
    await world.coach.agent.put(PATH, { text: 'Version three.' });
    expect((await anneAgent.post(API_PATHS.familyAgreement, { version: 3 })).status).toBe(200);
    expect((await carlAgent.post(API_PATHS.familyAgreement, { version: 3 })).status).toBe(200);
    const { acceptances } = await read();
    expect(acceptances.map((entry) => [entry.guardianName, entry.version])).toEqual([
      ['Carl Okafor', 3],
      ['Anne Lovelace', 3],
      ['Anne Lovelace', 2],
    ]);
    expect(acceptances[0]).toMatchObject({ guardianId: carl.id, ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(Date.parse(acceptances[0]!.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is the coach’s alone', async () => {
    const guardian = await signInAsGuardian(world.server, { id: '', email: 'anne@example.com', name: 'Anne' });
    for (const agent of [world.anonymous, world.admin]) {
      expect((await agent.get(PATH)).status).toBe(401);
      expect((await agent.put(PATH, { text: 'Mine now' })).status).toBe(401);
    }
    for (const agent of [world.clientA.agent, world.newClient.agent, guardian]) {
      expect((await agent.get(PATH)).status).toBe(403);
      expect((await agent.put(PATH, { text: 'Mine now' })).status).toBe(403);
    }
    expect((await read()).text).toBe('Version three.');
  });
});
