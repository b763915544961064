import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type SiteInfo } from '../../contract/index.js';
import { INVITATION_TTL_MS } from '../../services/lifetimes.js';
import { PracticeProfile } from '../../models/practiceProfile.js';
import { INVITATION_NOT_SENT, inviteClient } from '../../commands/clientInviter.js';
import { redeemSignInLink } from '../../commands/signInLinkRedeemer.js';
import { AccessLogEntry, ApprovedEmail, ConsultationRequest, RecentSubmission, SignInToken } from '../../models/index.js';
import {
  adminAgent,
  createAgent,
  followSignInLink,
  sentSignInLinks,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../test/index.js';

let server: TestServer;
let coach: SignedIn;
let admin: Agent;

const family = {
  studentFirstName: 'Noah',
  studentLastName: 'Kim',
  gradeLevel: 'college-sophomore',
  parentName: 'Mina Kim',
  phone: '555-987-6543',
  email: 'Noah.Family@Example.com',
  challenges: 'Starts essays the night before',
};

async function submit(fields: Partial<typeof family> = {}): Promise<string> {
  expect((await createAgent(server.url).post(API_PATHS.requestConsultation, { ...family, ...fields })).status).toBe(
    201,
  );
  const [latest] = await ConsultationRequest.find().sort({ createdAt: -1, _id: -1 }).limit(1).lean();
  return latest!._id;
}

const invitations = (email: string) =>
  server.mail!.messages.filter((mail) => mail.to.includes(email) && mail.subject === "You're invited to Bright Minds");

beforeAll(async () => {
  server = await startTestServer({ email: true, notificationEmail: null });
  [coach, admin] = await Promise.all([signInAs(server, { email: 'coach@example.com', role: 'coach' }), adminAgent(server)]);
});
afterAll(() => server?.close());
beforeEach(async () => {
  // A repeated submission within minutes is answered as already received: each test starts afresh.
  await Promise.all([RecentSubmission.deleteMany({}), ConsultationRequest.deleteMany({}), ApprovedEmail.deleteMany({ email: { $ne: 'coach@example.com' } })]);
});

describe('POST /api/consultation-request/{id}/invite', () => {
  it('is for the signed-in coach: the admin password alone is not enough', async () => {
    const id = await submit();
    expect((await createAgent(server.url).post(API_PATHS.consultationInvite(id), {})).status).toBe(401);
    expect((await admin.post(API_PATHS.consultationInvite(id), {})).status).toBe(401);
    const student = await signInAs(server, { email: 'someone@example.com', role: 'client' });
    expect((await student.agent.post(API_PATHS.consultationInvite(id), {})).status).toBe(403);
    expect(await ApprovedEmail.exists({ email: 'noah.family@example.com' })).toBeNull();
  });

  it('approves the request’s address, e-mails a 7-day invitation link through the confirmation step, and records it', async () => {
    const id = await submit();
    const response = await coach.agent.post(API_PATHS.consultationInvite(id));
    expect(response.status, response.text()).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      status: 'invited',
      invitedEmail: 'noah.family@example.com',
      joinedAt: null,
      clientId: null,
    });
    // The access log names the invitation and the address it approved.
    const logged = await AccessLogEntry.findOne({ action: 'consultation.invite', requestId: id }).lean();
    expect(logged).toMatchObject({ subject: 'noah.family@example.com', actor: { kind: 'coach', userId: coach.userId } });
    expect(Date.parse(body.invitedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await ApprovedEmail.countDocuments({ email: 'noah.family@example.com' })).toBe(1);

    const [mail] = invitations('noah.family@example.com');
    expect(mail!.text).toContain('has invited you to Bright Minds Executive Function Coaching');
    expect(mail!.text).toContain('expires in 7 days');
    const link = sentSignInLinks(server, 'noah.family@example.com').at(-1)!;
    const token = new URL(link).searchParams.get('token')!;
    const stored = await SignInToken.findOne({ email: 'noah.family@example.com' }).lean();
    expect(stored!.kind).toBe('invitation');
    expect(stored!.expire.getTime() - Date.now()).toBeGreaterThan(INVITATION_TTL_MS - 60_000);

    // Opening the link only shows the confirmation page; the page's POST signs the family in.
    const family = createAgent(server.url);
    const signedIn = await followSignInLink(family, link);
    expect(signedIn.status).toBe(303);
    expect((await family.get(API_PATHS.currentUser)).json().email).toBe('noah.family@example.com');
    // Single use.
    expect((await redeemSignInLink(token, server.config.coachEmails)).kind).toBe('invalid');

    // Profile set-up is prefilled from the request, the grade mapped to the profile's options.
    const prefill = await family.get(API_PATHS.profilePrefill);
    expect(prefill.status).toBe(200);
    expect(prefill.json()).toEqual({
      studentFirstName: 'Noah',
      studentLastName: 'Kim',
      gradeLevel: 'College Sophomore',
      parentName: 'Mina Kim',
      phone: '555-987-6543',
      challenges: 'Starts essays the night before',
    });
    const created = await family.post(API_PATHS.clientProfile, {
      ...prefill.json<Record<string, string>>(),
      email: 'noah.family@example.com',
      goals: '',
    });
    expect(created.status, created.text()).toBe(201);
    expect((await family.get(API_PATHS.profilePrefill)).status).toBe(409);

    const joined = await ConsultationRequest.findById(id).lean();
    expect(joined!.clientId).toBe(created.json().id);
    expect(joined!.joinedAt).toBeInstanceOf(Date);
    for (const reader of [coach.agent, admin]) {
      const listed = (await reader.get(API_PATHS.consultationRequests)).json();
      expect(listed[0]).toMatchObject({
        id,
        status: 'joined',
        clientId: created.json().id,
        invitedEmail: 'noah.family@example.com',
      });
      expect(listed[0].joinedAt).not.toBeNull();
    }
  });

  it('invites another address when given, and refuses a bad one or an unknown request, changing nothing', async () => {
    const id = await submit();
    const bad = await coach.agent.post(API_PATHS.consultationInvite(id), { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toMatch(/^email: /);
    const extra = await coach.agent.post(API_PATHS.consultationInvite(id), { email: 'a@example.com', role: 'coach' });
    expect(extra.status).toBe(400);
    expect((await coach.agent.post(API_PATHS.consultationInvite('unknown123'), {})).status).toBe(404);
    expect(await ApprovedEmail.countDocuments({ email: { $ne: 'coach@example.com' } })).toBe(0);

    const other = await coach.agent.post(API_PATHS.consultationInvite(id), { email: ' Noah.Student@Example.com ' });
    expect(other.status).toBe(200);
    expect(other.json().invitedEmail).toBe('noah.student@example.com');
    expect(invitations('noah.student@example.com')).toHaveLength(1);
  });

  it('resends on a second invitation, at most once a minute, and never approves twice', async () => {
    const id = await submit({ email: 'resend@example.com' });
    expect((await coach.agent.post(API_PATHS.consultationInvite(id), {})).status).toBe(200);
    const again = await coach.agent.post(API_PATHS.consultationInvite(id), {});
    expect(again.status).toBe(429);
    expect(again.json().message).toBe('An invitation was just sent for this request. Please wait a minute and try again.');
    expect(invitations('resend@example.com')).toHaveLength(1);

    const later = new Date(Date.now() + 61_000);
    await inviteClient(id, undefined, coach.userId, server.config, server.services, later);
    expect(invitations('resend@example.com')).toHaveLength(2);
    expect(await ApprovedEmail.countDocuments({ email: 'resend@example.com' })).toBe(1);
    // Only the newest link works.
    expect(await SignInToken.countDocuments({ email: 'resend@example.com' })).toBe(1);
    expect((await ConsultationRequest.findById(id).lean())!.status).toBe('invited');
  });

  it('says so when the invitation e-mail cannot go, and leaves the request and the address as they were', async () => {
    const id = await submit({ email: 'unsent@example.com' });
    const cap = server.config.mailHourlyCap;
    // No e-mail at all this hour: the invitation is dropped, not sent.
    server.config.mailHourlyCap = 0;
    try {
      const reply = await coach.agent.post(API_PATHS.consultationInvite(id), {});
      expect(reply.status).toBe(502);
      expect(reply.json()).toEqual({ message: INVITATION_NOT_SENT });
    } finally {
      server.config.mailHourlyCap = cap;
    }
    expect(await ApprovedEmail.exists({ email: 'unsent@example.com' })).toBeNull();
    expect(await SignInToken.exists({ email: 'unsent@example.com' })).toBeNull();
    expect(await ConsultationRequest.findById(id).lean()).toMatchObject({ status: 'new', invitationSentAt: null });
    // Nothing holds the next try back.
    expect((await coach.agent.post(API_PATHS.consultationInvite(id), {})).status).toBe(200);
    expect(invitations('unsent@example.com')).toHaveLength(1);
  });

  it('leaves a family that already joined marked as joined when invited again', async () => {
    const id = await submit({ email: 'joined.before@example.com' });
    await ConsultationRequest.updateOne({ _id: id }, { $set: { status: 'joined', joinedAt: new Date(), clientId: 'c1' } });
    const response = await coach.agent.post(API_PATHS.consultationInvite(id), {});
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ status: 'joined', clientId: 'c1', invitedEmail: 'joined.before@example.com' });
  });

  it('gives a link that works for 7 days, and not after', async () => {
    const id = await submit();
    await coach.agent.post(API_PATHS.consultationInvite(id), {});
    const token = new URL(sentSignInLinks(server, 'noah.family@example.com').at(-1)!).searchParams.get('token')!;
    const expired = await redeemSignInLink(token, server.config.coachEmails, new Date(Date.now() + INVITATION_TTL_MS + 60_000));
    expect(expired.kind).toBe('invalid');

    const fresh = await submit({ email: 'six.days@example.com' });
    await coach.agent.post(API_PATHS.consultationInvite(fresh), {});
    const sixDays = new URL(sentSignInLinks(server, 'six.days@example.com').at(-1)!).searchParams.get('token')!;
    const redeemed = await redeemSignInLink(sixDays, server.config.coachEmails, new Date(Date.now() + 6 * 86_400_000));
    expect(redeemed.kind).toBe('admitted');
  });
});

describe('the invitation e-mail', () => {
  it('names the practice and coach as the coach saved them in the practice profile', async () => {
    const { coachPhotoUrl: _photo, ...current } = (await coach.agent.get(API_PATHS.site)).json<SiteInfo>();
    const saved = await coach.agent.put(API_PATHS.site, {
      ...current,
      businessName: 'Northstar Learning Studio',
      shortName: 'Northstar',
      coachName: 'Jordan Reyes',
    });
    expect(saved.status).toBe(200);
    try {
      const id = await submit({ email: 'renamed.invite@example.com' });
      expect((await coach.agent.post(API_PATHS.consultationInvite(id), {})).status).toBe(200);
      const mail = await server.mail!.waitFor((message) => message.to.includes('renamed.invite@example.com'));
      expect(mail.subject).toBe("You're invited to Northstar");
      expect(mail.text).toContain('Jordan Reyes has invited you to Northstar Learning Studio.');
    } finally {
      await PracticeProfile.deleteMany({});
    }
  });
});

describe('GET /api/client-profile/prefill', () => {
  it('is 404 when no request matches the signed-in address', async () => {
    const nobody = await signInAs(server, { email: 'unmatched@example.com', role: 'client' });
    const response = await nobody.agent.get(API_PATHS.profilePrefill);
    expect(response.status).toBe(404);
    expect(response.json().message).toBe('No consultation request matches this account');
    expect((await coach.agent.get(API_PATHS.profilePrefill)).status).toBe(403);
  });

  it('offers the request the address was invited from, never a sibling’s sent from the same parent’s address', async () => {
    const bea = await submit({ studentFirstName: 'Bea', email: 'pam@example.com', challenges: 'Bea loses her planner' });
    const al = await submit({ studentFirstName: 'Al', email: 'pam@example.com', challenges: 'Al starts late' });
    // Al is invited at the parent's address; Bea, later, at her own.
    expect((await coach.agent.post(API_PATHS.consultationInvite(al), {})).status).toBe(200);
    const later = new Date(Date.now() + 60_000);
    await ConsultationRequest.updateOne({ _id: bea }, { invitedEmail: 'bea@example.com', invitedAt: later });
    const parent = await signInAs(server, { email: 'pam@example.com', role: 'client' });
    const prefilled = async () => (await parent.agent.get(API_PATHS.profilePrefill)).json<{ challenges: string }>();
    expect((await prefilled()).challenges).toBe('Al starts late');
    // Bea joins: her request is hers, in no one else's set-up or records.
    await ConsultationRequest.updateOne({ _id: bea }, { clientId: 'bea-profile', joinedAt: later, status: 'joined' });
    expect((await prefilled()).challenges).toBe('Al starts late');

    const created = await parent.agent.post(API_PATHS.clientProfile, {
      ...(await parent.agent.get(API_PATHS.profilePrefill)).json<Record<string, string>>(),
      email: 'pam@example.com',
      goals: '',
    });
    expect(created.status, created.text()).toBe(201);
    const records = (await parent.agent.get(API_PATHS.myData)).json<{ consultationRequests: Array<{ challenges: string }> }>();
    expect(records.consultationRequests.map((request) => request.challenges)).toEqual(['Al starts late']);
  });
});
