import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  followSignInLink,
  requestSignInLink,
  sentSignInLinks,
  signInAs,
  startApiProcess,
  type SignedIn,
} from '../../../../test/index.js';
import {
  API_PATHS,
  COACH_NOTES_LABEL,
  SESSION_PATHS,
  type AccessLogEntry as AccessLogReply,
  type ActivityCompletion,
  type CoachClient,
  type CoachClientCard,
  type MyDataExport,
  type Plan,
  type StudentExport,
} from '../../../contract/index.js';
import {
  LATE_WRITES_GRACE_MS,
  deleteStudent,
  finishLastPasses,
  resumeStudentDeletions,
} from '../../../commands/studentDeleter.js';
import { studentKeys } from '../../../commands/studentExporter.js';
import {
  AccessLogEntry,
  AgreementAcceptance,
  ApprovedEmail,
  Brief,
  CheckIn,
  ClientProfile,
  ConsultationRequest,
  Guardian,
  GuardianLink,
  Session,
  StudentDeletion,
  User,
} from '../../../models/index.js';
import { linkGuardian, signInAsGuardian, type TestGuardian } from '../../family/test/guardians.js';
import { STUDENT_RECORDS, type StudentKeys } from '../../../models/studentRecords.js';
import { daysFromNow, planPayload, startWorld, type World } from '../../client/test/world.js';

let world: World;
let plan: Plan;
let session: { id: string; start: string };
const today = () => new Date().toISOString().slice(0, 10);
const clientPath = (id: string) => API_PATHS.coachClient(id);

/**
 * Makes `request` whose access-log entries reach the store only once the student's whole deletion is done: what it
 * read before the deletion (a name, who asked) is written after it.
 */
async function recordedAfterDeletion(student: SignedIn, request: () => Promise<void>): Promise<void> {
  const insert = AccessLogEntry.insertMany.bind(AccessLogEntry);
  let deletion: Promise<unknown> | null = null;
  AccessLogEntry.insertMany = (async (...args: Parameters<typeof insert>) => {
    deletion ??= deleteStudent(student.profileId!);
    await deletion;
    return insert(...args);
  }) as typeof AccessLogEntry.insertMany;
  try {
    await request();
  } finally {
    AccessLogEntry.insertMany = insert;
  }
}

/**
 * A student with something in every kind of record: orientation, a reassessed and scored plan, a check-in with
 * counting paused, progress, notes.
 */
async function studentWithRecords(email: string, first: string, last: string): Promise<SignedIn> {
  const student = await signInAs(world.server, {
    email,
    role: 'client',
    profile: { studentFirstName: first, studentLastName: last },
  });
  await student.agent.post(API_PATHS.orientation, { whoAreYou: `${first} at heart`, goalOne: 'Finish robotics' });
  const saved = (
    await student.agent.post(API_PATHS.plans, planPayload({ selectedGoal: 'Finish robotics' }))
  ).json<Plan>();
  await student.agent.put(API_PATHS.reassessment(saved.id), {
    currentStatus: 'Halfway there',
    whatWorked: 'Sprints',
    whatDidntWork: '',
    newBarriers: [],
    newStrategies: [],
    updatedGoal: 'Finish robotics',
    nextReassessment: 'In two weeks',
  });
  expect(
    (
      await student.agent.post(API_PATHS.checkIns, {
        task: 'Robotics wiring',
        plannedMinutes: 40,
        actualMinutes: 55,
        startedOnTime: true,
        planId: saved.id,
      })
    ).status,
  ).toBe(201);
  expect((await student.agent.post(API_PATHS.planAttainment(saved.id), { score: -1 })).status).toBe(201);
  const scored = await world.coach.agent.post(`${clientPath(student.profileId!)}/attainment`, {
    planId: saved.id,
    score: 0,
  });
  expect(scored.status).toBe(201);
  expect((await student.agent.put(API_PATHS.checkInPause, { paused: true })).status).toBe(200);
  const started = (
    await student.agent.post(API_PATHS.startActivity, { activityId: world.activities[0]!.id })
  ).json<ActivityCompletion>();
  await student.agent.put(API_PATHS.activityCompletion(started.id), { completed: true });
  await world.coach.agent.put(clientPath(student.profileId!), { notes: `${first} likes short sprints.` });
  await student.agent.get(SESSION_PATHS.calendarFeed);
  await bookSessionFor(student.profileId!);
  await familyRecords(student.profileId!, first, last);
  await accountRecords(student.profileId!);
  return student;
}

/** The student's account: a package sold and a payment received. */
async function accountRecords(profileId: string): Promise<void> {
  const offered = await world.coach.agent.post(API_PATHS.coachPackages, { name: 'Four sessions', sessions: 4, price: 320 });
  expect(offered.status, offered.text()).toBe(201);
  const sold = await world.coach.agent.post(API_PATHS.coachClientPackages(profileId), {
    packageId: offered.json<{ id: string }>().id,
  });
  expect(sold.status, sold.text()).toBe(201);
  const paid = await world.coach.agent.post(API_PATHS.coachClientPayments(profileId), {
    amount: 120.5,
    paidAt: '2024-03-01',
    method: 'check',
  });
  expect(paid.status, paid.text()).toBe(201);
}

/**
 * The student's family: a guardian of this student alone (signed in, agreement accepted), the guardian shared with
 * Ben (a sibling), who accepted too, a brief sent and a draft.
 */
async function familyRecords(profileId: string, first: string, last: string): Promise<TestGuardian> {
  const own = await linkGuardian(profileId, {
    email: `guardian.${last.toLowerCase()}@example.com`,
    name: `Pat ${last}`,
    sections: ['sessions', 'plans'],
  });
  const shared = await linkGuardian(profileId, { email: 'sam.shared@example.com', name: 'Sam Shared', relationship: 'father' });
  if (!(await GuardianLink.exists({ guardianId: shared.id, clientId: world.clientB.profileId }))) {
    await linkGuardian(world.clientB.profileId!, { email: shared.email, name: shared.name, relationship: 'father' });
  }
  await signInAsGuardian(world.server, own);
  for (const guardian of [own, shared]) {
    await AgreementAcceptance.updateOne(
      { guardianId: guardian.id, version: 1 },
      { $setOnInsert: { acceptedAt: new Date(), ip: '127.0.0.9' } },
      { upsert: true },
    );
  }
  await Brief.create({ clientId: profileId, text: `${first} held two sessions.`, status: 'sent', sentAt: new Date(), sentTo: 2 });
  await Brief.create({ clientId: profileId, text: `${first} draft.` });
  return own;
}

/** The coach books the student a session on a free 5-minute mark 40 days from now or later. */
let nextSessionDay = 40;
async function bookSessionFor(profileId: string) {
  const start = new Date(Math.ceil((Date.now() + nextSessionDay++ * 86_400_000) / 300_000) * 300_000);
  const reply = await world.coach.agent.post(SESSION_PATHS.coachSessions, {
    clientId: profileId,
    start: start.toISOString(),
  });
  expect(reply.status, reply.text()).toBe(201);
  return reply.json<{ id: string; start: string }>();
}

function keysOf(student: SignedIn): StudentKeys {
  return studentKeys({ profileId: student.profileId!, userId: student.userId, email: student.email });
}

/**
 * Records that name the student by address only, never by id: the family's request the coach invited the
 * student's address from (sent from a parent's address), the student's own request typed in other
 * letter case, the invitation's log entry, its sign-in link and the per-mailbox count of links asked for.
 * Returns the ids of the two requests.
 */
async function recordsByAddress(email: string, first: string, last: string): Promise<string[]> {
  const request = {
    studentFirstName: first,
    studentLastName: last,
    gradeLevel: '11th',
    parentName: `Pat ${last}`,
    phone: '555-246-8101',
    email: `parent.${last.toLowerCase()}@example.com`,
    challenges: 'Homework piles up',
  };
  const requestIds: string[] = [];
  for (const fields of [request, { ...request, parentName: '', email: email.toUpperCase() }]) {
    expect((await world.anonymous.post(API_PATHS.requestConsultation, fields)).status).toBe(201);
    requestIds.push((await ConsultationRequest.findOne({ email: fields.email }).lean())!._id);
  }
  const invited = await world.coach.agent.post(API_PATHS.consultationInvite(requestIds[0]!), {
    email: email.replace(/^./, (letter) => letter.toUpperCase()),
  });
  expect(invited.status, invited.text()).toBe(200);
  await requestSignInLink(world.server, createAgent(world.server.url), email.toUpperCase());
  return requestIds;
}

/** Every stored document, in every collection of the database, whose JSON matches `pattern`. */
async function storedMentions(pattern: RegExp): Promise<string[]> {
  const db = mongoose.connection.db!;
  const found: string[] = [];
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    for (const document of await db.collection(name).find().toArray()) {
      const text = JSON.stringify(document);
      if (pattern.test(text)) found.push(`${name}: ${text}`);
    }
  }
  return found;
}

async function remaining(keys: StudentKeys): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const kind of STUDENT_RECORDS) {
    if (kind.deletion === 'remove') {
      counts[kind.model.modelName] = await kind.model.countDocuments(await kind.filter(keys));
    }
  }
  return counts;
}

beforeAll(async () => {
  world = await startWorld();
  const a = world.clientA.agent;
  await a.post(API_PATHS.orientation, { whoAreYou: 'A builder', goalOne: 'Finish my robotics project' });
  plan = (await a.post(API_PATHS.plans, planPayload({ reassessmentDate: daysFromNow(10) }))).json<Plan>();
  await a.put(API_PATHS.reassessment(plan.id), {
    currentStatus: 'On track',
    whatWorked: 'Sprints',
    whatDidntWork: 'Late nights',
    newBarriers: [{ type: 'internal', description: 'Perfectionism' }],
    newStrategies: [],
    updatedGoal: 'Finish my robotics project',
    nextReassessment: 'Next month',
  });
  await a.post(API_PATHS.startActivity, { activityId: world.activities[1]!.id });
  await world.coach.agent.put(clientPath(world.clientA.profileId!), { notes: 'Responds well to short sprints.' });
  session = await bookSessionFor(world.clientA.profileId!);
});
afterAll(() => world.close());

describe('GET /api/coach/client/{id}/export', () => {
  const path = () => `${clientPath(world.clientA.profileId!)}/export`;

  it('is for the coach only', async () => {
    expect((await world.anonymous.get(path())).status).toBe(401);
    expect((await world.admin.get(path())).status).toBe(401);
    expect((await world.clientA.agent.get(path())).status).toBe(403);
    expect((await world.clientB.agent.get(path())).status).toBe(403);
    expect((await world.coach.agent.get(`${clientPath('no-such-client')}/export`)).status).toBe(404);
    expect((await world.coach.agent.get(`${clientPath('%24bad')}/export`)).status).toBe(400);
  });

  it('sends everything held about the student as a named JSON attachment, the notes labelled', async () => {
    const reply = await world.coach.agent.get(path());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="student-lovelace-ada-${today()}.json"`,
    );
    const data = reply.json<StudentExport>();
    expect(data.account.email).toBe('ada@example.com');
    expect(data.approval).toMatchObject({ email: 'ada@example.com' });
    expect(data.profile).toMatchObject({ studentFirstName: 'Ada', studentLastName: 'Lovelace', parentName: 'Anne' });
    expect(data.profile).not.toHaveProperty('notes');
    expect(data.coachNotes).toEqual({ label: COACH_NOTES_LABEL, text: 'Responds well to short sprints.' });
    expect(data.orientation).toMatchObject({ whoAreYou: 'A builder', goalOne: 'Finish my robotics project' });
    expect(data.plans).toHaveLength(1);
    expect(data.plans[0]!.reassessments).toEqual([
      expect.objectContaining({ currentStatus: 'On track', whatDidntWork: 'Late nights' }),
    ]);
    expect(data.activityProgress).toEqual([
      expect.objectContaining({
        activityId: world.activities[1]!.id,
        completed: false,
        activity: { title: world.activities[1]!.title, category: world.activities[1]!.category },
      }),
    ]);
    expect(data.accessLog.map((entry) => entry.action)).toContain('client.notes.update');
    expect(data.sessions).toEqual([
      expect.objectContaining({
        id: session.id,
        start: session.start,
        clientId: world.clientA.profileId,
        status: 'booked',
      }),
    ]);
    expect(Object.keys(data).slice(0, 5)).toEqual(['exportedAt', 'account', 'approval', 'profile', 'coachNotes']);
  });

  it('has a section for every kind of record the registry exports', async () => {
    const data = (await world.coach.agent.get(path())).json<Record<string, unknown>>();
    for (const kind of STUDENT_RECORDS) {
      if ('section' in kind.export) expect(data, kind.model.modelName).toHaveProperty(kind.export.section);
    }
  });

  it('carries the student’s guardians, their acceptances and the briefs; the student’s copy has no drafts or guardian addresses', async () => {
    const fay = await studentWithRecords('fay@example.com', 'Fay', 'Lin');
    const data = (await world.coach.agent.get(API_PATHS.coachClientExport(fay.profileId!))).json<StudentExport>();
    expect(data.guardians).toHaveLength(2);
    expect(data.guardians).toEqual(
      expect.arrayContaining([
        {
          guardianId: expect.any(String),
          name: 'Pat Lin',
          email: 'guardian.lin@example.com',
          relationship: 'mother',
          sections: ['sessions', 'plans'],
          linkedAt: expect.any(String),
        },
        expect.objectContaining({ name: 'Sam Shared', relationship: 'father', sections: ['sessions'] }),
      ]),
    );
    expect(data.guardianAgreements.map((entry) => [entry.guardianName, entry.version, entry.ip]).sort()).toEqual([
      ['Pat Lin', 1, '127.0.0.9'],
      ['Sam Shared', 1, '127.0.0.9'],
    ]);
    expect(data.briefs.map((brief) => [brief.text, brief.status]).sort()).toEqual([
      ['Fay draft.', 'draft'],
      ['Fay held two sessions.', 'sent'],
    ]);

    const mine = (await fay.agent.get(API_PATHS.myData)).json<MyDataExport>();
    expect(mine.guardians).toEqual(data.guardians);
    expect(mine.guardianAgreements).toHaveLength(2);
    expect(mine.guardianAgreements.every((entry) => !('ip' in entry))).toBe(true);
    expect(mine.briefs.map((brief) => brief.text)).toEqual(['Fay held two sessions.']);
    expect(data.packages).toEqual([expect.objectContaining({ name: 'Four sessions', sessions: 4, price: 320 })]);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 120.5, paidAt: '2024-03-01', method: 'check' })]);
    expect(mine.packages).toEqual(data.packages);
    expect(mine.payments).toEqual(data.payments);
    expect((await world.coach.agent.delete(clientPath(fay.profileId!))).status).toBe(200);
  });

  it('gives another student nothing of this one', async () => {
    const data = (await world.coach.agent.get(`${clientPath(world.clientB.profileId!)}/export`)).json<StudentExport>();
    expect(data.account.email).toBe('ben@example.com');
    // Her surname, address and profile id: text a random id cannot contain by chance.
    const text = JSON.stringify(data);
    for (const hers of ['Lovelace', 'ada@example.com', world.clientA.profileId!]) expect(text).not.toContain(hers);
    expect(data.plans).toEqual([]);
    expect(data.orientation).toBeNull();
  });
});

describe('GET /api/my-data', () => {
  it('gives the signed-in student the same document without the coach’s notes', async () => {
    const reply = await world.clientA.agent.get(API_PATHS.myData);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="student-lovelace-ada-${today()}.json"`,
    );
    const data = reply.json<StudentExport>();
    expect(data.profile.id).toBe(world.clientA.profileId);
    expect(data.plans.map((item) => item.id)).toEqual([plan.id]);
    expect(data).not.toHaveProperty('coachNotes');
    expect(reply.text()).not.toContain('Responds well');
  });

  it('is for a student with a profile only', async () => {
    expect((await world.anonymous.get(API_PATHS.myData)).status).toBe(401);
    expect((await world.admin.get(API_PATHS.myData)).status).toBe(401);
    expect((await world.coach.agent.get(API_PATHS.myData)).status).toBe(403);
    expect((await world.newClient.agent.get(API_PATHS.myData)).status).toBe(403);
    const ben = (await world.clientB.agent.get(API_PATHS.myData)).json<StudentExport>();
    expect(ben.profile.id).toBe(world.clientB.profileId);
  });
});

describe('PUT /api/coach/client/{id} with isActive', () => {
  const path = () => clientPath(world.clientB.profileId!);

  it('deactivates and reactivates; the student keeps sign-in and data', async () => {
    const off = await world.coach.agent.put(path(), { isActive: false });
    expect(off.status).toBe(200);
    expect(off.json<CoachClient>().isActive).toBe(false);
    const listed = (await world.coach.agent.get(API_PATHS.coachClients)).json<CoachClientCard[]>();
    expect(listed.find((client) => client.id === world.clientB.profileId)?.isActive).toBe(false);
    expect((await world.coach.agent.get(API_PATHS.coachStats)).json<{ activeClients: number }>().activeClients).toBe(1);
    expect((await world.clientB.agent.get(API_PATHS.currentUser)).status).toBe(200);
    expect((await world.clientB.agent.get(API_PATHS.myProgress)).status).toBe(200);
    const on = await world.coach.agent.put(path(), { isActive: true });
    expect(on.json<CoachClient>().isActive).toBe(true);
  });

  it('leaves the notes alone when only isActive is sent, and refuses bad values', async () => {
    await world.coach.agent.put(path(), { notes: 'Keep' });
    await world.coach.agent.put(path(), { isActive: true });
    expect((await ClientProfile.findById(world.clientB.profileId).lean())?.notes).toBe('Keep');
    for (const body of [{ isActive: 'no' }, { isActive: null }, {}, { isActive: true, extra: 1 }]) {
      expect((await world.coach.agent.put(path(), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await world.coach.agent.put(path(), { isActive: 'no' })).json().message).toBe(
      'isActive: isActive must be true or false',
    );
    expect((await world.clientB.agent.put(path(), { isActive: false })).status).toBe(403);
    expect((await ClientProfile.findById(world.clientB.profileId).lean())?.isActive).toBe(true);
  });
});

describe('GET /api/coach/access-log', () => {
  it('is for the coach only, and checks its query', async () => {
    expect((await world.anonymous.get(API_PATHS.accessLog)).status).toBe(401);
    expect((await world.admin.get(API_PATHS.accessLog)).status).toBe(401);
    expect((await world.clientA.agent.get(API_PATHS.accessLog)).status).toBe(403);
    const bad = await world.coach.agent.get(`${API_PATHS.accessLog}?limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.json().message).toContain('limit');
    const cursor = await world.coach.agent.get(`${API_PATHS.accessLog}?before=bm90LWEtY3Vyc29y`);
    expect(cursor.status).toBe(400);
    expect(cursor.json().message).toBe('before: Invalid page cursor');
    expect((await world.coach.agent.get(`${API_PATHS.accessLog}?clientId=%24x`)).status).toBe(400);
  });

  it('pages one student’s entries newest first, following Link rel="next" to the end', async () => {
    for (let i = 0; i < 3; i += 1) await world.coach.agent.get(clientPath(world.clientB.profileId!));
    const all = (
      await world.coach.agent.get(`${API_PATHS.accessLog}?clientId=${world.clientB.profileId}&limit=200`)
    ).json<AccessLogReply[]>();
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((entry) => entry.clientId === world.clientB.profileId)).toBe(true);
    const times = all.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const seen: string[] = [];
    let next: string | null = `${API_PATHS.accessLog}?clientId=${world.clientB.profileId}&limit=2`;
    while (next) {
      const page = await world.coach.agent.get(next);
      expect(page.status).toBe(200);
      seen.push(...page.json<AccessLogReply[]>().map((entry) => entry.id));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? null;
    }
    expect(seen).toEqual(all.map((entry) => entry.id));
  });
});

describe('the access log', () => {
  async function entriesSince(since: Date) {
    return (
      await AccessLogEntry.find({ createdAt: { $gte: since } })
        .sort({ createdAt: 1 })
        .lean()
    ).map((entry) => ({
      action: entry.action,
      kind: entry.actor?.kind,
      email: entry.actor?.email,
      clientId: entry.clientId,
      requestId: entry.requestId,
      subject: entry.subject,
    }));
  }

  it('records each listed action once, with who, what, whom and the address', async () => {
    const since = new Date();
    const ada = world.clientA.profileId!;
    const coach = { kind: 'coach', email: 'coach@example.com' };
    await world.coach.agent.get(clientPath(ada));
    await world.coach.agent.get(`${clientPath(ada)}/export`);
    await world.coach.agent.put(clientPath(ada), { notes: 'Short sprints.', isActive: false });
    await world.coach.agent.put(clientPath(ada), { isActive: true });
    await world.coach.agent.post(API_PATHS.approvedEmails, { email: 'Carol@Example.com' });
    await world.coach.agent.delete(`${API_PATHS.approvedEmails}/carol%40example.com`);
    await world.admin.get(API_PATHS.consultationExport);
    const request = await world.anonymous.post(API_PATHS.requestConsultation, {
      studentFirstName: 'Dan',
      studentLastName: 'Doe',
      gradeLevel: '10th',
      phone: '555 123 4567',
      email: 'dan@example.com',
    });
    const id = (await ConsultationRequest.findOne({ email: 'dan@example.com' }).lean())!._id;
    expect(request.status).toBe(201);
    await world.admin.delete(API_PATHS.consultationRequest(id));
    const again = await signInAs(world.server, { email: 'ada@example.com', role: 'client' });
    expect(again.profileId).toBeNull();

    const adaName = 'Ada Lovelace';
    // Entries of one request share a millisecond: compare as sets, then check the order of requests.
    const recorded = await entriesSince(since);
    const byText = (list: unknown[]) => list.map((entry) => JSON.stringify(entry)).sort();
    expect(recorded.map((entry) => entry.action)).toEqual([
      'client.view',
      'client.export',
      ...recorded.slice(2, 4).map((entry) => entry.action),
      'client.reactivate',
      'approval.add',
      'approval.remove',
      'consultation.export',
      'consultation.delete',
      'signin',
    ]);
    expect(byText(recorded)).toEqual(
      byText([
        { action: 'client.view', ...coach, clientId: ada, requestId: null, subject: adaName },
        { action: 'client.export', ...coach, clientId: ada, requestId: null, subject: adaName },
        { action: 'client.notes.update', ...coach, clientId: ada, requestId: null, subject: adaName },
        { action: 'client.deactivate', ...coach, clientId: ada, requestId: null, subject: adaName },
        { action: 'client.reactivate', ...coach, clientId: ada, requestId: null, subject: adaName },
        { action: 'approval.add', ...coach, clientId: null, requestId: null, subject: 'carol@example.com' },
        { action: 'approval.remove', ...coach, clientId: null, requestId: null, subject: 'carol@example.com' },
        { action: 'consultation.export', kind: 'admin', email: null, clientId: null, requestId: null, subject: null },
        { action: 'consultation.delete', kind: 'admin', email: null, clientId: null, requestId: id, subject: null },
        { action: 'signin', kind: 'client', email: null, clientId: ada, requestId: null, subject: adaName },
      ]),
    );
    const stored = await AccessLogEntry.findOne({ action: 'signin', clientId: ada }).sort({ createdAt: -1 }).lean();
    expect(stored?.actor?.userId).toBe(world.clientA.userId);
    expect(stored?.ip).toMatch(/127\.0\.0\.1/);
  });

  it('records nothing for the student’s own work, figures, reads by others or failed requests', async () => {
    const since = new Date();
    const a = world.clientA.agent;
    await a.get(API_PATHS.orientation);
    await a.put(API_PATHS.orientation, { whoAreYou: 'Still a builder' });
    await a.get(API_PATHS.plans);
    await a.get(API_PATHS.myProgress);
    await world.coach.agent.get(API_PATHS.coachStats);
    await world.coach.agent.get(API_PATHS.approvedEmails);
    await world.coach.agent.get(clientPath('no-such-client'));
    await world.clientB.agent.get(clientPath(world.clientA.profileId!));
    await world.admin.get(API_PATHS.consultationRequests);
    await world.coach.agent.put(clientPath(world.clientA.profileId!), { notes: 5 });
    expect(await entriesSince(since)).toEqual([]);
  });

  it('is append-only: an entry can lose its names, nothing else', async () => {
    const entry = await AccessLogEntry.findOne().lean();
    await expect(AccessLogEntry.updateOne({ _id: entry!._id }, { $set: { action: 'signin' } })).rejects.toThrow(
      'append-only',
    );
    await expect(AccessLogEntry.updateMany({}, { $set: { ip: '' } })).rejects.toThrow('append-only');
    await expect(AccessLogEntry.findOneAndUpdate({ _id: entry!._id }, { ip: '' })).rejects.toThrow('append-only');
    expect((await AccessLogEntry.findById(entry!._id).lean())?.action).toBe(entry!.action);
  });
});

describe('DELETE /api/coach/client/{id}', () => {
  it('is for the coach only and answers 404 for an unknown client', async () => {
    const path = clientPath(world.clientB.profileId!);
    expect((await world.anonymous.delete(path)).status).toBe(401);
    expect((await world.admin.delete(path)).status).toBe(401);
    expect((await world.clientA.agent.delete(path)).status).toBe(403);
    expect((await world.clientB.agent.delete(path)).status).toBe(403);
    expect((await world.coach.agent.delete(clientPath('no-such-client'))).status).toBe(404);
    expect(await ClientProfile.exists({ _id: world.clientB.profileId })).not.toBeNull();
  });

  it('removes every record, those found by address too; the old cookie gets 401, the address cannot sign in, the log keeps ids only', async () => {
    const cleo = await studentWithRecords('cleo@example.com', 'Cleo', 'Park');
    const keys = keysOf(cleo);
    const requestIds = await recordsByAddress('cleo@example.com', 'Cleo', 'Park');
    await world.coach.agent.get(clientPath(cleo.profileId!));
    const before = await remaining(keys);
    expect(before).toMatchObject({
      ApprovedEmail: 1,
      Session: 1,
      Plan: 1,
      CheckIn: 1,
      AttainmentScore: 2,
      CheckInPause: 1,
      ClientProfile: 1,
      User: 1,
      CoachingSession: 1,
      CalendarFeed: 1,
      ConsultationRequest: 2,
      SignInToken: 1,
      GuardianLink: 2,
      Guardian: 2,
      AgreementAcceptance: 2,
      Brief: 2,
      PackageAssignment: 1,
      Payment: 1,
    });
    const ownGuardian = (await Guardian.findOne({ email: 'guardian.park@example.com' }).lean())!;
    const shared = (await Guardian.findOne({ email: 'sam.shared@example.com' }).lean())!;
    expect(before.RateCount).toBeGreaterThan(0);
    // Her address, her names and her family's details, as any record in the store could hold them.
    const namesHer = /cleo@example\.com|parent\.park@example\.com|"Cleo"|"Park"|Cleo Park|Pat Park|555-246-8101/i;
    expect((await storedMentions(namesHer)).length).toBeGreaterThan(5);
    const unusedLink = await requestSignInLink(world.server, createAgent(world.server.url), 'cleo@example.com');

    const reply = await world.coach.agent.delete(clientPath(cleo.profileId!));
    expect(reply.status).toBe(200);
    expect(Object.values(await remaining(keys)).reduce((sum, count) => sum + count, 0)).toBe(0);
    // The deletion's entry waits for its last pass, naming her by random ids alone.
    expect(await StudentDeletion.findById(cleo.profileId).lean()).toMatchObject({
      email: '',
      finishedAt: expect.any(Date),
    });
    expect(await storedMentions(namesHer)).toEqual([]);
    expect(await ConsultationRequest.countDocuments({ _id: { $in: requestIds } })).toBe(0);
    // Her guardian goes with her, signed out at once; the guardian she shares with Ben stays his.
    expect(await Guardian.exists({ _id: ownGuardian._id })).toBeNull();
    expect(await User.exists({ _id: ownGuardian.userId })).toBeNull();
    expect(await Session.countDocuments({ 'sess.userId': ownGuardian.userId })).toBe(0);
    expect(await AgreementAcceptance.countDocuments({ guardianId: ownGuardian._id })).toBe(0);
    expect(await GuardianLink.find({ guardianId: shared._id }, { clientId: 1, _id: 0 }).lean()).toEqual([
      { clientId: world.clientB.profileId },
    ]);
    expect(await AgreementAcceptance.countDocuments({ guardianId: shared._id })).toBe(1);

    expect((await cleo.agent.get(API_PATHS.currentUser)).status).toBe(401);
    expect((await cleo.agent.get(API_PATHS.myData)).status).toBe(401);
    expect((await world.coach.agent.get(clientPath(cleo.profileId!))).status).toBe(404);

    const stranger = createAgent(world.server.url);
    const followed = await followSignInLink(stranger, unusedLink);
    expect(followed.headers.get('location')).not.toBe('/');
    expect((await stranger.get(API_PATHS.currentUser)).status).toBe(401);
    // The address is no longer approved: a new request is answered as usual and sends nothing.
    const linksBefore = sentSignInLinks(world.server, 'cleo@example.com').length;
    expect((await stranger.post(API_PATHS.signIn, { email: 'cleo@example.com' })).status).toBe(200);
    await world.server.settle();
    expect(sentSignInLinks(world.server, 'cleo@example.com')).toHaveLength(linksBefore);
    expect((await stranger.get(API_PATHS.currentUser)).status).toBe(401);
    expect(await ApprovedEmail.exists({ email: 'cleo@example.com' })).toBeNull();

    // The log keeps what was done, and by which staff member from where; nothing says who she was.
    const entries = await AccessLogEntry.find({
      $or: [{ clientId: cleo.profileId }, { 'actor.userId': cleo.userId }],
    }).lean();
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['client.notes.update', 'client.view', 'client.delete', 'signin']),
    );
    expect(entries.every((entry) => entry.subject === null || entry.subject === undefined)).toBe(true);
    const invitation = await AccessLogEntry.findOne({ action: 'consultation.invite', requestId: requestIds[0] }).lean();
    expect(invitation).toMatchObject({ actor: { kind: 'coach', email: 'coach@example.com' } });
    expect(invitation?.subject ?? null).toBeNull();
    for (const entry of entries) {
      if (entry.actor?.userId === cleo.userId) expect(entry.ip ?? '', entry.action).toBe('');
      else expect(entry.ip, entry.action).toMatch(/127\.0\.0\.1/);
    }
    expect(JSON.stringify(await AccessLogEntry.find().lean())).not.toMatch(/Cleo|cleo@example\.com/);
  });

  it('removes the sign-in counts of an address with a +tag or dots, which mail counts apart', async () => {
    const address = 'dana.lee+school@gmail.com';
    const dana = await studentWithRecords(address, 'Dana', 'Lee');
    await requestSignInLink(world.server, createAgent(world.server.url), address);
    const namesHer = /dana\.lee\+school@gmail\.com/;
    expect((await storedMentions(namesHer)).some((found) => found.startsWith('rate_counts'))).toBe(true);

    expect((await world.coach.agent.delete(clientPath(dana.profileId!))).status).toBe(200);
    expect(await storedMentions(namesHer)).toEqual([]);
  });

  it('leaves no entry naming the student, even one the coach’s list wrote while the deletion ran', async () => {
    const eli = await studentWithRecords('eli@example.com', 'Eliora', 'Quist');
    await deleteStudent(eli.profileId!, async () => {
      expect((await world.coach.agent.get(API_PATHS.coachClients)).status).toBe(200);
    });
    expect(JSON.stringify(await AccessLogEntry.find().lean())).not.toMatch(/Eliora|Quist/);
  });

  it('leaves no entry naming the student when a list read the name before the deletion and wrote it after', async () => {
    const ivo = await studentWithRecords('ivo@example.com', 'Ivona', 'Brandt');
    await recordedAfterDeletion(ivo, async () => {
      expect((await world.coach.agent.get(API_PATHS.coachClients)).status).toBe(200);
    });
    expect(await ClientProfile.exists({ _id: ivo.profileId })).toBeNull();
    expect(JSON.stringify(await AccessLogEntry.find().lean())).not.toMatch(/Ivona|Brandt/);
  });

  it('keeps no network address of the student’s own request that was recorded after their deletion', async () => {
    const ivy = await studentWithRecords('ivy@example.com', 'Ivy', 'Nakamura');
    await recordedAfterDeletion(ivy, async () => {
      expect((await ivy.agent.get(API_PATHS.myData)).status).toBe(200);
    });
    const own = await AccessLogEntry.find({ 'actor.userId': ivy.userId }).lean();
    expect(own.map((entry) => entry.action)).toContain('client.export');
    expect(own.filter((entry) => entry.ip != null)).toEqual([]);
  });

  it('finishes at the next start a deletion cut short half-way', async () => {
    const dina = await studentWithRecords('dina@example.com', 'Dina', 'Reyes');
    const keys = keysOf(dina);
    const cutAt = STUDENT_RECORDS.findIndex((kind) => kind.model.modelName === 'Plan');
    await expect(
      deleteStudent(dina.profileId!, (step) => {
        if (step === cutAt) throw new Error('process died');
      }),
    ).rejects.toThrow('process died');

    const half = await remaining(keys);
    expect(half).toMatchObject({ ApprovedEmail: 0, Session: 0, ActivityCompletion: 0, Plan: 0 });
    // What names a plan goes before the plans.
    expect(half).toMatchObject({ CheckIn: 0, AttainmentScore: 0, CheckInPause: 0 });
    expect(half).toMatchObject({ OrientationResponse: 1, ClientProfile: 1, User: 1 });
    expect(await StudentDeletion.exists({ _id: dina.profileId })).not.toBeNull();
    expect((await dina.agent.get(API_PATHS.currentUser)).status).toBe(401);

    // The next start of the real entry point on the same store finishes it before serving.
    const { store, dbName, dir } = world.server;
    const next = await startApiProcess({
      NODE_ENV: 'development',
      DATA_DIR: path.join(dir, 'next-start'),
      MONGODB_URI: `${store.socketUri ?? store.uri}/${dbName}`,
    });
    try {
      expect(next.output()).toMatch(/finished interrupted student deletions[^\n]*"count":1/);
    } finally {
      await next.stop();
    }
    expect(Object.values(await remaining(keys)).reduce((sum, count) => sum + count, 0)).toBe(0);
    expect(await StudentDeletion.findById(dina.profileId).lean()).toMatchObject({ finishedAt: expect.any(Date) });
    expect(await resumeStudentDeletions()).toBe(0);
  }, 300_000);

  it('removes in its last pass what a request let in before the deletion wrote after its step', async () => {
    const lea = await studentWithRecords('lea@example.com', 'Lea', 'Vance');
    const keys = keysOf(lea);
    const checkInsStep = STUDENT_RECORDS.findIndex((kind) => kind.model.modelName === 'CheckIn');
    const late = { clientId: lea.profileId!, task: 'Late', plannedMinutes: 20, actualMinutes: 25, startedOnTime: true };
    await deleteStudent(lea.profileId!, async (step) => {
      // A check-in request let in before the deletion began writes now, after the check-ins' step.
      if (step === checkInsStep) await CheckIn.create({ _id: 'late-check-in', ...late, date: '2026-11-30' });
    });
    expect(await CheckIn.exists({ _id: 'late-check-in' })).not.toBeNull();
    const { finishedAt } = (await StudentDeletion.findById(lea.profileId).lean())!;

    // Not while a request may still be writing; once the grace is over, the last pass removes it and the entry.
    await finishLastPasses(new Date(finishedAt!.getTime() + LATE_WRITES_GRACE_MS - 1000));
    expect(await StudentDeletion.exists({ _id: lea.profileId })).not.toBeNull();
    expect(await finishLastPasses(new Date(finishedAt!.getTime() + LATE_WRITES_GRACE_MS))).toBeGreaterThanOrEqual(1);
    expect(Object.values(await remaining(keys)).reduce((sum, count) => sum + count, 0)).toBe(0);
    expect(await StudentDeletion.exists({ _id: lea.profileId })).toBeNull();
    // Deleted for good: asking again finds no such student.
    expect((await world.coach.agent.delete(clientPath(lea.profileId!))).status).toBe(404);
  });

  it('finishes a deletion cut short after the profile went, when asked again', async () => {
    const eli = await studentWithRecords('eli@example.com', 'Eli', 'Stone');
    const keys = keysOf(eli);
    const cutAt = STUDENT_RECORDS.findIndex((kind) => kind.model.modelName === 'ClientProfile');
    await expect(
      deleteStudent(eli.profileId!, (step) => {
        if (step === cutAt) throw new Error('process died');
      }),
    ).rejects.toThrow('process died');
    expect((await remaining(keys)).User).toBe(1);
    expect((await world.coach.agent.delete(clientPath(eli.profileId!))).status).toBe(200);
    expect(Object.values(await remaining(keys)).reduce((sum, count) => sum + count, 0)).toBe(0);
  });
});
