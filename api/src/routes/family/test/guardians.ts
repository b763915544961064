import { expect } from 'vitest';
import {
  createAgent,
  followSignInLink,
  requestSignInLink,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../../test/index.js';
import { API_PATHS, type CurrentUser, type GuardianRelationship, type SharingSection } from '../../../contract/index.js';
import { Guardian, GuardianLink } from '../../../models/index.js';

/** A guardian as a test uses them: their record's id and address, and (once signed in) their agent. */
export interface TestGuardian {
  id: string;
  email: string;
  name: string;
}

/**
 * Links a guardian to a student as the coach's guardian list stores it (one record per address, however many
 * students): with only the default sections unless others are given.
 */
export async function linkGuardian(
  clientId: string,
  options: { email: string; name: string; relationship?: GuardianRelationship; sections?: SharingSection[] },
): Promise<TestGuardian> {
  const email = options.email.toLowerCase();
  const guardian =
    (await Guardian.findOne({ email }).lean()) ?? (await Guardian.create({ email, name: options.name })).toObject();
  await GuardianLink.create({
    guardianId: guardian._id,
    clientId,
    relationship: options.relationship ?? 'mother',
    ...(options.sections ? { sections: options.sections } : {}),
  });
  return { id: guardian._id, email, name: guardian.name };
}

/** Signs a linked guardian in through the e-mailed link, as everyone signs in, and checks the role. */
export async function signInAsGuardian(server: TestServer, guardian: TestGuardian): Promise<Agent> {
  const agent = createAgent(server.url);
  const followed = await followSignInLink(agent, await requestSignInLink(server, agent, guardian.email));
  expect(followed.status).toBe(303);
  const me = await agent.get(API_PATHS.currentUser);
  expect(me.json<CurrentUser>().role).toBe('guardian');
  return agent;
}

/** The coach writes (or rewrites) the agreement for families; answers its version. */
export async function writeAgreement(coach: SignedIn, text: string): Promise<number> {
  const saved = await coach.agent.put(API_PATHS.coachFamilyAgreement, { text });
  expect(saved.status, saved.text()).toBe(200);
  return (await coach.agent.get(API_PATHS.coachFamilyAgreement)).json<{ version: number }>().version;
}

/** The guardian accepts the current agreement, as the Family page does. */
export async function acceptAgreement(agent: Agent): Promise<void> {
  const { version } = (await agent.get(API_PATHS.familyAgreement)).json<{ version: number }>();
  const accepted = await agent.post(API_PATHS.familyAgreement, { version });
  expect(accepted.status, accepted.text()).toBe(200);
}
