import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type ConsultationRequestFields,
  type MyDataExport,
  type StudentExport,
} from '../../../contract/index.js';
import { DEFAULT_RATE_LIMITS } from '../../../config.js';
import { ClientProfile, ConsultationRequest, User } from '../../../models/index.js';
import { STUDENT_RECORDS } from '../../../models/studentRecords.js';
import {
  adminAgent,
  createAgent,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../../test/index.js';

/** Where the coach's requests come from, as the one reverse proxy in front of the server appends it. */
const COACH_ADDRESS = '203.0.113.7';
const fromCoach = { headers: { 'x-forwarded-for': COACH_ADDRESS } };
const TRIAGE_NOTE = 'Father worried about cost, call after 6 pm';
const COACH_NOTES = 'Needs structure more than content help.';

const family: ConsultationRequestFields = {
  studentFirstName: 'Gwen',
  studentLastName: 'Ito',
  gradeLevel: '11th',
  parentName: 'Hana Ito',
  phone: '555-010-4477',
  email: 'Hana.Ito@Example.com',
  challenges: 'Loses track of long projects',
  weekdayMorning: false,
  weekdayAfternoon: false,
  weekdayEvening: true,
  weekend: false,
};

let server: TestServer;
let coach: SignedIn;
let admin: Agent;
let gwen: SignedIn;
let profileId: string;
let requestId: string;

beforeAll(async () => {
  server = await startTestServer({ config: { trustProxy: true, trustedProxyHops: 1 } });
  [coach, admin] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    adminAgent(server),
  ]);
  // The family asks for a consultation; the admin triages it and the coach invites the student.
  expect((await createAgent(server.url).post(API_PATHS.requestConsultation, family)).status).toBe(201);
  requestId = (await ConsultationRequest.findOne({ email: family.email }).lean())!._id;
  const triaged = await admin.put(API_PATHS.consultationRequest(requestId), { status: 'contacted', note: TRIAGE_NOTE });
  expect(triaged.status, triaged.text()).toBe(200);
  const invited = await coach.agent.post(
    API_PATHS.consultationInvite(requestId),
    { email: 'gwen@example.com' },
    fromCoach,
  );
  expect(invited.status, invited.text()).toBe(200);
  // The student signs in and sets up her profile from the request, which links it to her.
  gwen = await signInAs(server, { email: 'gwen@example.com', role: 'client' });
  const prefill = (await gwen.agent.get(API_PATHS.profilePrefill)).json<Record<string, string>>();
  const created = await gwen.agent.post(API_PATHS.clientProfile, { ...prefill, email: 'gwen@example.com', goals: '' });
  expect(created.status, created.text()).toBe(201);
  profileId = created.json<{ id: string }>().id;
  // The coach reads her record and writes a private note.
  expect((await coach.agent.get(API_PATHS.coachClient(profileId), fromCoach)).status).toBe(200);
  expect((await coach.agent.put(API_PATHS.coachClient(profileId), { notes: COACH_NOTES }, fromCoach)).status).toBe(200);
});
afterAll(() => server?.close());

const myData = async () => {
  const reply = await gwen.agent.get(API_PATHS.myData);
  expect(reply.status, reply.text()).toBe(200);
  return { data: reply.json<MyDataExport>(), text: reply.text() };
};

describe('GET /api/my-data, 10 times an hour', () => {
  it('refuses the 11th download within the hour: each reads every record held about the student', async () => {
    const student = await signInAs(server, { email: 'many.downloads@example.com', role: 'client', profile: true });
    const { rateLimits } = server.config;
    const testLimit = rateLimits.ownDataExport;
    rateLimits.ownDataExport = DEFAULT_RATE_LIMITS.ownDataExport;
    try {
      for (let download = 1; download <= 10; download += 1) {
        expect((await student.agent.get(API_PATHS.myData)).status, String(download)).toBe(200);
      }
      const refused = await student.agent.get(API_PATHS.myData);
      expect(refused.status).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many downloads of your data. Please wait a few minutes and try again.' });
    } finally {
      rateLimits.ownDataExport = testLimit;
    }
  });
});

describe('GET /api/my-data: what the staff hold stays with the staff', () => {
  it('a student reading her own export sees the request she was invited from as the family wrote it, not its triage', async () => {
    expect(await ConsultationRequest.findById(requestId).lean()).toMatchObject({
      clientId: profileId,
      note: TRIAGE_NOTE,
      invitationSentAt: expect.any(Date),
    });
    const { data, text } = await myData();
    expect(data.consultationRequests).toEqual([{ ...family, sentAt: expect.any(String) }]);
    expect(Date.parse(data.consultationRequests[0]!.sentAt!)).toBeGreaterThan(Date.now() - 600_000);
    for (const staffOnly of [TRIAGE_NOTE, 'invitationSentAt', 'invitedEmail', 'joinedAt', requestId]) {
      expect(text).not.toContain(staffOnly);
    }
  });

  it('a student reading her own export learns no staff member’s address and no staff network address', async () => {
    const { data, text } = await myData();
    expect(text).not.toContain('coach@example.com');
    expect(text).not.toContain(COACH_ADDRESS);
    expect(text).not.toContain(COACH_NOTES);
    const byOthers = data.accessLog.filter((entry) => entry.actor.kind !== 'client');
    expect(byOthers.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['client.view', 'client.notes.update', 'consultation.invite']),
    );
    for (const entry of byOthers) {
      // The role, the action and the time; nothing else of who acted.
      expect(Object.keys(entry).sort()).toEqual(['action', 'actor', 'at', 'id']);
      expect(entry.actor).toEqual({ kind: 'coach' });
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
    // Her own entries may say where she came from: her address, nobody else's.
    const own = data.accessLog.filter((entry) => entry.actor.kind === 'client');
    expect(own.map((entry) => entry.action)).toContain('signin');
    expect(own.every((entry) => entry.ip !== undefined && entry.ip !== COACH_ADDRESS)).toBe(true);
  });

  it('passes every section through a presenter: the account and profile carry every stored field but the coach’s notes', async () => {
    const { data } = await myData();
    for (const kind of STUDENT_RECORDS) {
      if ('section' in kind.export) expect(data, kind.model.modelName).toHaveProperty(kind.export.section);
    }
    const storedFields = (paths: string[], leftOut: string[]) =>
      paths.filter((path) => !['_id', '__v', ...leftOut].includes(path) && !path.includes('.'));
    expect(Object.keys(data.account)).toEqual(expect.arrayContaining(storedFields(Object.keys(User.schema.paths), [])));
    expect(Object.keys(data.profile)).toEqual(
      expect.arrayContaining(storedFields(Object.keys(ClientProfile.schema.paths), ['notes'])),
    );
    expect(data.profile).not.toHaveProperty('notes');
    expect(data).not.toHaveProperty('coachNotes');
  });

  it('leaves the coach’s export of the same student the staff’s view: triage, invitation, who and from where', async () => {
    const reply = await coach.agent.get(API_PATHS.coachClientExport(profileId), fromCoach);
    expect(reply.status).toBe(200);
    const data = reply.json<StudentExport>();
    expect(data.consultationRequests).toEqual([
      expect.objectContaining({
        ...family,
        id: requestId,
        note: TRIAGE_NOTE,
        status: 'joined',
        invitedEmail: 'gwen@example.com',
        clientId: profileId,
      }),
    ]);
    expect(data.coachNotes?.text).toBe(COACH_NOTES);
    const view = data.accessLog.find((entry) => entry.action === 'client.view');
    expect(view).toMatchObject({ actor: { kind: 'coach', email: 'coach@example.com' }, ip: COACH_ADDRESS });
    // Stored bookkeeping that is nobody's reading stays out of both exports.
    expect(reply.text()).not.toContain('invitationSentAt');
  });
});
