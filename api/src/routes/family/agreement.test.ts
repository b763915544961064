import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_NOT_WRITTEN,
  AGREEMENT_VERSION_STALE,
  API_PATHS,
  type FamilyAgreement,
} from '../../contract/index.js';
import type { Agent } from '../../../test/index.js';
import { AgreementAcceptance } from '../../models/index.js';
import { hasAcceptedCurrentAgreement } from '../../policies/familyAgreement.js';
import { startWorld, type World } from '../client/test/world.js';
import { linkGuardian, signInAsGuardian, type TestGuardian } from './test/guardians.js';

let world: World;
let anne: TestGuardian;
let guardian: Agent;
const PATH = API_PATHS.familyAgreement;

beforeAll(async () => {
  world = await startWorld();
  anne = await linkGuardian(world.clientA.profileId!, { email: 'anne@example.com', name: 'Anne Lovelace' });
  guardian = await signInAsGuardian(world.server, anne);
});
afterAll(() => world.close());

describe('GET and POST /api/family/agreement', () => {
  it('before the coach writes one: version 0, nothing to accept (409)', async () => {
    expect((await guardian.get(PATH)).json<FamilyAgreement>()).toEqual({ version: 0, text: '', accepted: false });
    const reply = await guardian.post(PATH, { version: 1 });
    expect(reply.status).toBe(409);
    expect(reply.json().message).toBe(AGREEMENT_NOT_WRITTEN);
    expect(await AgreementAcceptance.countDocuments()).toBe(0);
    expect(await hasAcceptedCurrentAgreement(anne.id)).toBe(false);
  });

  it('records the acceptance of the current version with when and from where; accepting again is harmless', async () => {
    await world.coach.agent.put(API_PATHS.coachFamilyAgreement, { text: 'What coaching is, and is not.' });
    expect((await guardian.get(PATH)).json<FamilyAgreement>()).toEqual({
      version: 1,
      text: 'What coaching is, and is not.',
      accepted: false,
    });
    const reply = await guardian.post(PATH, { version: 1 });
    expect(reply.status, reply.text()).toBe(200);
    expect(reply.json<FamilyAgreement>()).toEqual({ version: 1, text: 'What coaching is, and is not.', accepted: true });
    const [stored] = await AgreementAcceptance.find({ guardianId: anne.id }).lean();
    expect(stored).toMatchObject({ version: 1, ip: expect.stringMatching(/127\.0\.0\.1/) });
    expect(stored!.acceptedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await hasAcceptedCurrentAgreement(anne.id)).toBe(true);

    expect((await guardian.post(PATH, { version: 1 })).status).toBe(200);
    const again = await AgreementAcceptance.find({ guardianId: anne.id }).lean();
    expect(again).toHaveLength(1);
    expect(again[0]!.acceptedAt).toEqual(stored!.acceptedAt);
    expect((await guardian.get(PATH)).json<FamilyAgreement>().accepted).toBe(true);
  });

  it('asks again for a new version, and refuses the old one (409)', async () => {
    await world.coach.agent.put(API_PATHS.coachFamilyAgreement, { text: 'What coaching is, and is not. Crisis: 988.' });
    expect((await guardian.get(PATH)).json<FamilyAgreement>()).toMatchObject({ version: 2, accepted: false });
    expect(await hasAcceptedCurrentAgreement(anne.id)).toBe(false);
    for (const version of [1, 3]) {
      const reply = await guardian.post(PATH, { version });
      expect(reply.status).toBe(409);
      expect(reply.json().message).toBe(AGREEMENT_VERSION_STALE);
    }
    expect(await AgreementAcceptance.countDocuments({ guardianId: anne.id })).toBe(1);
    expect((await guardian.post(PATH, { version: 2 })).status).toBe(200);
    expect(await hasAcceptedCurrentAgreement(anne.id)).toBe(true);
  });

  it.each([[{}], [{ version: 0 }], [{ version: 1.5 }], [{ version: '2' }], [{ version: 2, ip: '1.2.3.4' }]])(
    'refuses %j with 400, recording nothing',
    async (body) => {
      const before = await AgreementAcceptance.countDocuments();
      expect((await guardian.post(PATH, body)).status).toBe(400);
      expect(await AgreementAcceptance.countDocuments()).toBe(before);
    },
  );

  it('is the guardians’ alone', async () => {
    for (const agent of [world.anonymous, world.admin]) {
      expect((await agent.get(PATH)).status).toBe(401);
      expect((await agent.post(PATH, { version: 2 })).status).toBe(401);
    }
    for (const agent of [world.coach.agent, world.clientA.agent, world.newClient.agent]) {
      expect((await agent.get(PATH)).status).toBe(403);
      expect((await agent.post(PATH, { version: 2 })).status).toBe(403);
    }
    expect(await AgreementAcceptance.countDocuments({ guardianId: { $ne: anne.id } })).toBe(0);
  });
});
