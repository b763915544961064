import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAgent,
  createAgent,
  followSignInLink,
  readSignInLink,
  requestSignInLink,
  sentSignInLinks,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../../test/index.js';
import {
  API_PATHS,
  GUARDIAN_ALREADY_LINKED,
  GUARDIAN_STUDENT_CONFLICT,
  ONE_LINE_MESSAGE,
  type CurrentUser,
  type Guardian,
} from '../../../contract/index.js';
import {
  AccessLogEntry,
  AgreementAcceptance,
  ApprovedEmail,
  ClientProfile,
  ConsultationRequest,
  Guardian as GuardianModel,
  GuardianLink,
  PushSubscription,
  Session,
  SignInToken,
  User,
} from '../../../models/index.js';
import { INVITATION_TTL_MS } from '../../../services/lifetimes.js';

let server: TestServer;
let coach: SignedIn;
let ada: SignedIn;
let ben: SignedIn;
let admin: Agent;

const guardiansOf = (student: SignedIn) => API_PATHS.coachClientGuardians(student.profileId!);
const add = (student: SignedIn, body: unknown) => coach.agent.post(guardiansOf(student), body);
const list = async (student: SignedIn) => {
  const reply = await coach.agent.get(guardiansOf(student));
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<Guardian[]>();
};
const invitationsTo = (email: string) =>
  server.mail!.messages.filter((mail) => mail.to.includes(email) && mail.subject.includes('family page'));

/** A guardian follows the newest link mailed to them; the agent is then signed in. */
async function signInWithMailedLink(email: string): Promise<Agent> {
  const agent = createAgent(server.url);
  const followed = await followSignInLink(agent, await readSignInLink(server, email));
  expect(followed.status).toBe(303);
  expect(followed.headers.get('location')).toBe('/');
  return agent;
}

beforeAll(async () => {
  server = await startTestServer({ email: true, notificationEmail: null });
  [coach, ada, ben, admin] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, { email: 'ada@example.com', role: 'client', profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' } }),
    signInAs(server, { email: 'ben@example.com', role: 'client', profile: { studentFirstName: 'Ben', studentLastName: 'Lovelace' } }),
    adminAgent(server),
  ]);
});
afterAll(() => server?.close());

describe('POST /api/coach/client/{id}/guardians', () => {
  let mother: Guardian;

  it('links a guardian (201), who sees only sessions, and e-mails a 7-day invitation', async () => {
    const before = Date.now();
    const reply = await add(ada, { name: 'Anne Lovelace', email: ' Anne.Lovelace@Example.com ', relationship: 'mother' });
    expect(reply.status, reply.text()).toBe(201);
    mother = reply.json<Guardian>();
    expect(mother).toMatchObject({
      name: 'Anne Lovelace',
      email: 'anne.lovelace@example.com',
      relationship: 'mother',
      sections: ['sessions'],
      acceptedVersion: null,
      acceptedAt: null,
      signedIn: false,
    });
    expect(mother.id).toMatch(/\w+/);
    const expires = Date.parse(mother.invitationExpiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + INVITATION_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + INVITATION_TTL_MS + 1000);

    const mail = await server.mail!.waitFor((message) => message.to.includes('anne.lovelace@example.com'));
    expect(mail.subject).toBe("You're invited to Bright Minds's family page");
    expect(mail.text).toContain('has added you as the mother of Ada at Bright Minds Executive Function Coaching');
    expect(mail.text).toContain('expires in 7 days');
    const token = await SignInToken.findOne({ email: 'anne.lovelace@example.com' }).lean();
    expect(token?.kind).toBe('guardian-invitation');
    expect(Math.abs(token!.expire.getTime() - expires)).toBeLessThan(1000);

    const logged = await AccessLogEntry.findOne({ action: 'client.guardian.add' }).lean();
    expect(logged).toMatchObject({
      clientId: ada.profileId,
      subject: 'Ada Lovelace',
      actor: { kind: 'coach', userId: coach.userId },
    });
  });

  it('lets the guardian sign in with the mailed link as a guardian, and the list then shows no open invitation', async () => {
    const agent = await signInWithMailedLink('anne.lovelace@example.com');
    const me = (await agent.get(API_PATHS.currentUser)).json<CurrentUser>();
    expect(me).toMatchObject({
      email: 'anne.lovelace@example.com',
      role: 'guardian',
      isCoach: false,
      isClient: false,
      clientProfile: null,
    });
    const [listed] = await list(ada);
    expect(listed).toMatchObject({ id: mother.id, signedIn: true, invitationExpiresAt: null });
    const user = await User.findOne({ email: 'anne.lovelace@example.com' }).lean();
    expect((await GuardianModel.findById(mother.id).lean())?.userId).toBe(user!._id);

    // Later sign-ins use the ordinary link, as everyone's.
    const again = createAgent(server.url);
    const followed = await followSignInLink(again, await requestSignInLink(server, again, 'anne.lovelace@example.com'));
    expect(followed.status).toBe(303);
    expect((await again.get(API_PATHS.currentUser)).json<CurrentUser>().role).toBe('guardian');
  });

  it('links the same guardian to a sibling: one record per address, the first name kept', async () => {
    const reply = await add(ben, { name: 'Anne L.', email: 'anne.lovelace@example.com', relationship: 'guardian' });
    expect(reply.status, reply.text()).toBe(201);
    expect(reply.json<Guardian>()).toMatchObject({ id: mother.id, name: 'Anne Lovelace', relationship: 'guardian' });
    expect(await GuardianModel.countDocuments({ email: 'anne.lovelace@example.com' })).toBe(1);
    expect(await GuardianLink.countDocuments({ guardianId: mother.id })).toBe(2);
    expect((await list(ada)).map((guardian) => guardian.relationship)).toEqual(['mother']);
  });

  it('refuses the same guardian twice on one student with 409, in any letter case', async () => {
    const reply = await add(ada, { name: 'Anne', email: 'ANNE.lovelace@example.com', relationship: 'other' });
    expect(reply.status).toBe(409);
    expect(reply.json().message).toBe(GUARDIAN_ALREADY_LINKED);
    expect(await GuardianLink.countDocuments({ guardianId: mother.id, clientId: ada.profileId })).toBe(1);
  });

  it('refuses with 409 the coach’s address and every student’s: with a profile, approved, or invited', async () => {
    // Invited from a consultation request, then the approval withdrawn: the invitation still works.
    expect(
      (
        await createAgent(server.url).post(API_PATHS.requestConsultation, {
          studentFirstName: 'Cy',
          studentLastName: 'Doe',
          gradeLevel: '10th',
          phone: '555 123 4567',
          email: 'cy@example.com',
        })
      ).status,
    ).toBe(201);
    const request = await ConsultationRequest.findOne({ email: 'cy@example.com' }).lean();
    expect((await coach.agent.post(API_PATHS.consultationInvite(request!._id))).status).toBe(200);
    await ApprovedEmail.deleteOne({ email: 'cy@example.com' });
    await ApprovedEmail.create({ email: 'approved@example.com' });
    // A student whose approval was withdrawn still has a profile.
    const dora = await signInAs(server, { email: 'dora@example.com', role: 'client', profile: true });
    await ApprovedEmail.deleteOne({ email: dora.email });

    const guardiansBefore = await GuardianModel.countDocuments();
    const linksBefore = await GuardianLink.countDocuments();
    for (const email of ['Coach@example.com', 'ben@example.com', 'approved@example.com', 'cy@example.com', 'dora@example.com']) {
      const reply = await add(ada, { name: 'Someone', email, relationship: 'father' });
      expect(reply.status, email).toBe(409);
      expect(reply.json().message).toBe(GUARDIAN_STUDENT_CONFLICT);
    }
    expect(await GuardianModel.countDocuments()).toBe(guardiansBefore);
    expect(await GuardianLink.countDocuments()).toBe(linksBefore);
  });

  it.each([
    [{ name: 'Al', email: 'al@example.com', relationship: 'uncle' }, 'relationship: Relationship must be mother, father, guardian or other'],
    [{ name: 'Al', email: 'not-an-address', relationship: 'father' }, 'email: Please enter a valid email address'],
    [{ name: '', email: 'al@example.com', relationship: 'father' }, 'name: Name is required'],
    [{ name: 'Al\r\nBcc: x@example.com', email: 'al@example.com', relationship: 'father' }, `name: ${ONE_LINE_MESSAGE}`],
    [{ name: 'Al', email: 'al@example.com', relationship: 'father', sections: ['plans'] }, null],
  ])('refuses %j with 400, linking nobody', async (body, message) => {
    const before = await GuardianModel.countDocuments();
    const reply = await add(ada, body);
    expect(reply.status).toBe(400);
    if (message) expect(reply.json().message).toBe(message);
    expect(await GuardianModel.countDocuments()).toBe(before);
    expect(invitationsTo('al@example.com')).toEqual([]);
  });

  it('answers 404 for an unknown student', async () => {
    const path = API_PATHS.coachClientGuardians('no-such-client');
    for (const reply of [
      await coach.agent.get(path),
      await coach.agent.post(path, { name: 'Al', email: 'al@example.com', relationship: 'father' }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.json().message).toBe('Client not found');
    }
    expect(await GuardianModel.exists({ email: 'al@example.com' })).toBeNull();
  });

  it('links nobody when the invitation cannot be mailed (502)', async () => {
    const mailer = server.services.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('mail server down'));
    try {
      const reply = await add(ada, { name: 'Gus', email: 'gus@example.com', relationship: 'father' });
      expect(reply.status).toBe(502);
      expect(reply.json().message).toBe('The invitation e-mail could not be sent. Please try again.');
    } finally {
      mailer.send = send;
    }
    expect(await GuardianModel.exists({ email: 'gus@example.com' })).toBeNull();
    expect(await GuardianLink.countDocuments({ clientId: ada.profileId })).toBe(1);
  });
});

describe('GET /api/coach/client/{id}/guardians', () => {
  it('lists the student’s guardians in the order added, with each one’s acceptance, and logs the read', async () => {
    expect((await add(ada, { name: 'Carl Lovelace', email: 'carl@example.com', relationship: 'father' })).status).toBe(201);
    await AgreementAcceptance.create({
      guardianId: (await GuardianModel.findOne({ email: 'anne.lovelace@example.com' }).lean())!._id,
      version: 2,
      acceptedAt: new Date('2026-03-01T10:00:00Z'),
    });
    const since = new Date();
    const guardians = await list(ada);
    expect(guardians.map((guardian) => [guardian.name, guardian.acceptedVersion, guardian.acceptedAt])).toEqual([
      ['Anne Lovelace', 2, '2026-03-01T10:00:00.000Z'],
      ['Carl Lovelace', null, null],
    ]);
    expect(guardians[1]!.invitationExpiresAt).not.toBeNull();
    expect(Object.keys(guardians[0]!).sort()).toEqual([
      'acceptedAt',
      'acceptedVersion',
      'createdAt',
      'email',
      'id',
      'invitationExpiresAt',
      'name',
      'paused',
      'relationship',
      'sections',
      'signedIn',
    ]);
    const logged = await AccessLogEntry.find({ action: 'client.guardians.view', createdAt: { $gte: since } }).lean();
    expect(logged.map((entry) => entry.clientId)).toEqual([ada.profileId]);
  });

  it('tells an invitation that expired unused from a guardian who signed in, also once the store has cleared it', async () => {
    const added = await add(ada, { name: 'Edith Lovelace', email: 'edith@example.com', relationship: 'guardian' });
    expect(added.status).toBe(201);
    const expired = new Date(Date.now() - 60_000);
    await SignInToken.updateOne({ email: 'edith@example.com' }, { expire: expired });
    const edith = async () => (await list(ada)).find((guardian) => guardian.email === 'edith@example.com')!;
    expect(await edith()).toMatchObject({ signedIn: false, invitationExpiresAt: expired.toISOString() });
    await SignInToken.deleteOne({ email: 'edith@example.com' });
    expect(await edith()).toMatchObject({ signedIn: false, invitationExpiresAt: null });
    const removed = await coach.agent.delete(API_PATHS.coachClientGuardian(ada.profileId!, added.json<Guardian>().id));
    expect(removed.status).toBe(200);
  });

  it('says when sharing paused because the student turned 18 since choosing it', async () => {
    const [first] = await list(ada);
    expect(first!.paused).toBe(false);
    // Ada turned 18 yesterday; what she shares with her first guardian was chosen before.
    const yesterday = new Date(Date.now() - 86_400_000);
    const born = `${yesterday.getUTCFullYear() - 18}-${yesterday.toISOString().slice(5, 10)}`;
    await ClientProfile.updateOne({ _id: ada.profileId }, { dateOfBirth: born });
    const chosen = new Date(Date.now() - 3 * 86_400_000);
    await GuardianLink.updateOne({ clientId: ada.profileId, guardianId: first!.id }, { sharedAt: chosen });
    try {
      expect((await list(ada))[0]).toMatchObject({ id: first!.id, paused: true, sections: first!.sections });
    } finally {
      await ClientProfile.updateOne({ _id: ada.profileId }, { $unset: { dateOfBirth: 1 } });
    }
    expect((await list(ada))[0]!.paused).toBe(false);
  });

  it('is the coach’s alone', async () => {
    const guardian = await signInWithMailedLink('carl@example.com');
    for (const agent of [createAgent(server.url), admin]) {
      expect((await agent.get(guardiansOf(ada))).status).toBe(401);
      expect((await agent.post(guardiansOf(ada), { name: 'X', email: 'x@example.com', relationship: 'other' })).status).toBe(401);
    }
    for (const agent of [ada.agent, ben.agent, guardian]) {
      expect((await agent.get(guardiansOf(ada))).status).toBe(403);
      expect((await agent.post(guardiansOf(ada), { name: 'X', email: 'x@example.com', relationship: 'other' })).status).toBe(403);
      const carl = (await GuardianModel.findOne({ email: 'carl@example.com' }).lean())!;
      expect((await agent.delete(API_PATHS.coachClientGuardian(ada.profileId!, carl._id))).status).toBe(403);
    }
    expect(await GuardianModel.exists({ email: 'x@example.com' })).toBeNull();
    expect(await GuardianLink.countDocuments({ clientId: ada.profileId })).toBe(2);
  });
});

describe('the address of a guardian is not a student’s', () => {
  it('refuses to approve it (409), in any letter case', async () => {
    const reply = await coach.agent.post(API_PATHS.approvedEmails, { email: 'Anne.Lovelace@example.com' });
    expect(reply.status).toBe(409);
    expect(reply.json().message).toBe(GUARDIAN_STUDENT_CONFLICT);
    expect(await ApprovedEmail.exists({ email: 'anne.lovelace@example.com' })).toBeNull();
  });

  it('refuses to invite it as a student (409), approving nothing and mailing nothing', async () => {
    expect(
      (
        await createAgent(server.url).post(API_PATHS.requestConsultation, {
          studentFirstName: 'Eve',
          studentLastName: 'Doe',
          gradeLevel: '10th',
          phone: '555 123 4567',
          email: 'eve@example.com',
        })
      ).status,
    ).toBe(201);
    const request = await ConsultationRequest.findOne({ email: 'eve@example.com' }).lean();
    const mailed = sentSignInLinks(server, 'carl@example.com').length;
    const reply = await coach.agent.post(API_PATHS.consultationInvite(request!._id), { email: 'carl@example.com' });
    expect(reply.status).toBe(409);
    expect(reply.json().message).toBe(GUARDIAN_STUDENT_CONFLICT);
    expect(await ApprovedEmail.exists({ email: 'carl@example.com' })).toBeNull();
    expect(await ConsultationRequest.findById(request!._id).lean()).toMatchObject({
      invitedAt: null,
      invitationSentAt: null,
      status: 'new',
    });
    expect(sentSignInLinks(server, 'carl@example.com')).toHaveLength(mailed);
  });
});

describe('DELETE /api/coach/client/{id}/guardians/{guardianId}', () => {
  it('unlinks one student; a guardian who keeps another student keeps signing in', async () => {
    const anne = (await GuardianModel.findOne({ email: 'anne.lovelace@example.com' }).lean())!;
    const agent = createAgent(server.url);
    await followSignInLink(agent, await requestSignInLink(server, agent, anne.email));
    const reply = await coach.agent.delete(API_PATHS.coachClientGuardian(ben.profileId!, anne._id));
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ message: 'Guardian removed' });
    expect(await list(ben)).toEqual([]);
    expect((await agent.get(API_PATHS.currentUser)).json<CurrentUser>().role).toBe('guardian');
    expect(await AgreementAcceptance.countDocuments({ guardianId: anne._id })).toBe(1);
    const logged = await AccessLogEntry.findOne({ action: 'client.guardian.remove', clientId: ben.profileId }).lean();
    expect(logged).toMatchObject({ actor: { kind: 'coach', userId: coach.userId } });
  });

  it('unlinking the last student removes the guardian: sessions end at once and the address no longer signs in', async () => {
    const anne = (await GuardianModel.findOne({ email: 'anne.lovelace@example.com' }).lean())!;
    const agent = createAgent(server.url);
    await followSignInLink(agent, await requestSignInLink(server, agent, anne.email));
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(200);
    await PushSubscription.create({
      userId: anne.userId,
      endpoint: 'https://push.example.net/send/anne',
      keys: { p256dh: 'key', auth: 'auth' },
    });
    const unused = await requestSignInLink(server, createAgent(server.url), anne.email);

    const reply = await coach.agent.delete(API_PATHS.coachClientGuardian(ada.profileId!, anne._id));
    expect(reply.status).toBe(200);
    expect(await GuardianModel.exists({ _id: anne._id })).toBeNull();
    expect(await AgreementAcceptance.countDocuments({ guardianId: anne._id })).toBe(0);
    expect(await User.exists({ email: anne.email })).toBeNull();
    expect(await Session.countDocuments({ 'sess.userId': anne.userId })).toBe(0);
    expect(await SignInToken.countDocuments({ email: anne.email })).toBe(0);
    expect(await PushSubscription.countDocuments({ userId: anne.userId })).toBe(0);
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);

    const stranger = createAgent(server.url);
    expect((await followSignInLink(stranger, unused)).headers.get('location')).not.toBe('/');
    const mailed = sentSignInLinks(server, anne.email).length;
    expect((await stranger.post(API_PATHS.signIn, { email: anne.email })).status).toBe(200);
    await server.settle();
    expect(sentSignInLinks(server, anne.email)).toHaveLength(mailed);
    expect((await stranger.get(API_PATHS.currentUser)).status).toBe(401);
    // The other guardian of the student is untouched.
    expect((await list(ada)).map((guardian) => guardian.name)).toEqual(['Carl Lovelace']);
  });

  it('answers 404 for a guardian not linked to the student, and for an unknown student', async () => {
    const carl = (await GuardianModel.findOne({ email: 'carl@example.com' }).lean())!;
    for (const path of [
      API_PATHS.coachClientGuardian(ben.profileId!, carl._id),
      API_PATHS.coachClientGuardian('no-such-client', carl._id),
      API_PATHS.coachClientGuardian(ada.profileId!, 'no-such-guardian'),
    ]) {
      const reply = await coach.agent.delete(path);
      expect(reply.status, path).toBe(404);
      expect(reply.json().message).toBe('Guardian not found');
    }
    expect(await GuardianLink.countDocuments({ guardianId: carl._id })).toBe(1);
  });
});
