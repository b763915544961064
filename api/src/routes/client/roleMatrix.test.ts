import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ActivityCompletion, type Outcomes, type Plan } from '../../contract/index.js';
import {
  ApprovedEmail,
  Brief,
  ClientProfile,
  Guardian,
  GuardianLink,
  Package,
  PackageAssignment,
  Payment,
  User,
} from '../../models/index.js';
import { coachRoutes } from '../coach/index.js';
import { clientRoutes } from './index.js';
import { planPayload, startWorld, type World } from './test/world.js';
import { linkGuardian, signInAsGuardian } from '../family/test/guardians.js';
import type { Agent } from '../../../test/index.js';

/**
 * Every student and coach endpoint called by every kind of caller, in this order, so that the
 * refusals happen before the owner's own call: a refused call must leave the owner's call working.
 */
const CALLERS = ['anonymous', 'admin', 'guardian', 'coach', 'newClient', 'clientB', 'clientA'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

let world: World;
let planOfA: Plan;
let progressOfA: ActivityCompletion;
let spareStudentId: string;
/** Guardians of clientA: one whose sharing the rows change, one the coach removes; and a draft brief to send. */
let guardianOfA: string;
let spareGuardianOfA: string;
let draftOfA: string;
/** A package to sell clientA, and one to retire. */
let packageId: string;
let packageToRetire: string;
/** A signed-in guardian of clientA: refused on every student and coach route, like any other role. */
let guardian: Agent;

beforeAll(async () => {
  world = await startWorld();
  const a = world.clientA.agent;
  planOfA = (await a.post(API_PATHS.plans, planPayload())).json<Plan>();
  progressOfA = (
    await a.post(API_PATHS.startActivity, { activityId: world.activities[0]!.id })
  ).json<ActivityCompletion>();
  await a.post(API_PATHS.orientation, { goalOne: 'Finish my robotics project' });
  await ApprovedEmail.create({ email: 'spare@example.com' });
  const spare = await User.create({ email: 'spare-student@example.com', role: 'client' });
  spareStudentId = (
    await ClientProfile.create({
      userId: spare._id,
      studentFirstName: 'Spare',
      studentLastName: 'Student',
      gradeLevel: '9th Grade',
    })
  )._id;
  const clientId = world.clientA.profileId!;
  for (const [email, set] of [
    ['matrix.mother@example.com', (id: string) => (guardianOfA = id)],
    ['matrix.spare@example.com', (id: string) => (spareGuardianOfA = id)],
  ] as const) {
    const guardian = await Guardian.create({ email, name: 'Matrix Guardian' });
    await GuardianLink.create({ guardianId: guardian._id, clientId, relationship: 'mother' });
    set(guardian._id);
  }
  draftOfA = (await Brief.create({ clientId, text: 'A draft', status: 'draft' }))._id;
  packageId = (await Package.create({ name: 'Matrix four', sessions: 4, priceCents: 32_000 }))._id;
  packageToRetire = (await Package.create({ name: 'Matrix old', sessions: 2, priceCents: 17_000 }))._id;
  guardian = await signInAsGuardian(
    world.server,
    await linkGuardian(clientId, { email: 'matrix.guardian@example.com', name: 'Matrix Parent', sections: ['plans'] }),
  );
});
afterAll(() => world.close());

const student = (clientB: number, clientA: number): Expected => ({
  anonymous: 401,
  admin: 401,
  guardian: 403,
  coach: 403,
  newClient: 403,
  clientB,
  clientA,
});
/** A page people open from a link (a statement): whoever is not signed in is sent to the sign-in page (303). */
const pageOf = (expected: Expected): Expected => ({ ...expected, anonymous: 303, admin: 303 });
const coachOnly = (coach: number): Expected => ({
  anonymous: 401,
  admin: 401,
  guardian: 403,
  coach,
  newClient: 403,
  clientB: 403,
  clientA: 403,
});

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as declared, and the path called (ids filled in once the records exist). */
  route: string;
  path: () => string;
  body?: () => unknown;
  expected: Expected;
}

const reassessment = { currentStatus: 'On track', newBarriers: [{ type: 'internal', description: 'Tired' }] };

const ROWS: Row[] = [
  {
    method: 'GET',
    route: API_PATHS.activities,
    path: () => API_PATHS.activities,
    expected: { anonymous: 401, admin: 401, guardian: 403, coach: 200, newClient: 200, clientB: 200, clientA: 200 },
  },
  { method: 'GET', route: API_PATHS.myProgress, path: () => API_PATHS.myProgress, expected: student(200, 200) },
  {
    method: 'POST',
    route: API_PATHS.startActivity,
    path: () => API_PATHS.startActivity,
    body: () => ({ activityId: world.activities[1]!.id, completed: false }),
    expected: student(201, 201),
  },
  {
    method: 'PUT',
    route: API_PATHS.activityCompletion.pattern,
    path: () => API_PATHS.activityCompletion(progressOfA.id),
    body: () => ({ completed: true }),
    expected: student(404, 200),
  },
  { method: 'GET', route: API_PATHS.orientation, path: () => API_PATHS.orientation, expected: student(200, 200) },
  {
    method: 'POST',
    route: API_PATHS.orientation,
    path: () => API_PATHS.orientation,
    body: () => ({ goalOne: 'A goal' }),
    expected: student(201, 409),
  },
  {
    method: 'PUT',
    route: API_PATHS.orientation,
    path: () => API_PATHS.orientation,
    body: () => ({ goalOne: 'A sharper goal' }),
    expected: student(200, 200),
  },
  { method: 'GET', route: API_PATHS.reflections, path: () => API_PATHS.reflections, expected: student(200, 200) },
  { method: 'GET', route: API_PATHS.plans, path: () => API_PATHS.plans, expected: student(200, 200) },
  {
    method: 'POST',
    route: API_PATHS.plans,
    path: () => API_PATHS.plans,
    body: () => planPayload(),
    expected: student(201, 201),
  },
  {
    method: 'GET',
    route: `${API_PATHS.plans}/:id`,
    path: () => `${API_PATHS.plans}/${planOfA.id}`,
    expected: student(404, 200),
  },
  {
    method: 'PUT',
    route: `${API_PATHS.plans}/:id`,
    path: () => `${API_PATHS.plans}/${planOfA.id}`,
    body: () => planPayload({ selectedGoal: 'Edited goal' }),
    expected: student(404, 200),
  },
  {
    method: 'PUT',
    route: `${API_PATHS.plans}/:id/reassess`,
    path: () => `${API_PATHS.plans}/${planOfA.id}/reassess`,
    body: () => reassessment,
    expected: student(404, 200),
  },
  { method: 'GET', route: API_PATHS.checkIns, path: () => API_PATHS.checkIns, expected: student(200, 200) },
  {
    method: 'POST',
    route: API_PATHS.checkIns,
    path: () => API_PATHS.checkIns,
    body: () => ({ task: 'Chemistry worksheet', plannedMinutes: 30, actualMinutes: 45, startedOnTime: true }),
    expected: student(201, 201),
  },
  { method: 'GET', route: API_PATHS.checkInSummary, path: () => API_PATHS.checkInSummary, expected: student(200, 200) },
  {
    method: 'PUT',
    route: API_PATHS.checkInPause,
    path: () => API_PATHS.checkInPause,
    body: () => ({ paused: false }),
    expected: student(200, 200),
  },
  {
    method: 'POST',
    route: API_PATHS.planAttainment.pattern,
    path: () => API_PATHS.planAttainment(planOfA.id),
    body: () => ({ score: 1 }),
    expected: student(404, 201),
  },
  { method: 'GET', route: API_PATHS.myOutcomes, path: () => API_PATHS.myOutcomes, expected: student(200, 200) },
  {
    method: 'GET',
    route: API_PATHS.coachClientOutcomes.pattern,
    path: () => API_PATHS.coachClientOutcomes(world.clientA.profileId!),
    expected: coachOnly(200),
  },
  {
    method: 'POST',
    route: API_PATHS.coachClientAttainment.pattern,
    path: () => API_PATHS.coachClientAttainment(world.clientA.profileId!),
    body: () => ({ planId: planOfA.id, score: 0 }),
    expected: coachOnly(201),
  },
  {
    method: 'GET',
    route: API_PATHS.reminderSettings,
    path: () => API_PATHS.reminderSettings,
    expected: student(200, 200),
  },
  {
    method: 'PUT',
    route: API_PATHS.reminderSettings,
    path: () => API_PATHS.reminderSettings,
    body: () => ({ email: true }),
    expected: student(200, 200),
  },
  {
    method: 'PUT',
    route: API_PATHS.reminderTimeZone,
    path: () => API_PATHS.reminderTimeZone,
    body: () => ({ timeZone: 'America/Chicago' }),
    expected: student(200, 200),
  },
  {
    method: 'GET',
    route: API_PATHS.needsAttention,
    path: () => API_PATHS.needsAttention,
    expected: coachOnly(200),
  },
  { method: 'GET', route: API_PATHS.coachClients, path: () => API_PATHS.coachClients, expected: coachOnly(200) },
  { method: 'GET', route: API_PATHS.coachStats, path: () => API_PATHS.coachStats, expected: coachOnly(200) },
  {
    method: 'GET',
    route: API_PATHS.coachClient.pattern,
    path: () => API_PATHS.coachClient(world.clientA.profileId!),
    expected: coachOnly(200),
  },
  {
    method: 'GET',
    route: API_PATHS.coachClientWork.pattern,
    path: () => API_PATHS.coachClientWork(world.clientA.profileId!),
    expected: coachOnly(200),
  },
  {
    method: 'PUT',
    route: API_PATHS.coachClient.pattern,
    path: () => API_PATHS.coachClient(world.clientA.profileId!),
    body: () => ({ notes: 'Doing well' }),
    expected: coachOnly(200),
  },
  {
    method: 'GET',
    route: API_PATHS.coachClientExport.pattern,
    path: () => API_PATHS.coachClientExport(world.clientA.profileId!),
    expected: coachOnly(200),
  },
  {
    method: 'DELETE',
    route: API_PATHS.coachClient.pattern,
    path: () => API_PATHS.coachClient(spareStudentId),
    expected: coachOnly(200),
  },
  {
    method: 'GET',
    route: API_PATHS.accessLog,
    path: () => `${API_PATHS.accessLog}?clientId=${world.clientA.profileId}`,
    expected: coachOnly(200),
  },
  { method: 'GET', route: API_PATHS.myData, path: () => API_PATHS.myData, expected: student(200, 200) },
  { method: 'GET', route: API_PATHS.sharing, path: () => API_PATHS.sharing, expected: student(200, 200) },
  {
    method: 'PUT',
    route: API_PATHS.sharingGuardian.pattern,
    path: () => API_PATHS.sharingGuardian(guardianOfA),
    body: () => ({ sections: ['sessions', 'goals'] }),
    expected: student(404, 200),
  },
  {
    method: 'GET',
    route: API_PATHS.sharingPreview.pattern,
    path: () => API_PATHS.sharingPreview(guardianOfA),
    expected: student(404, 200),
  },
  { method: 'GET', route: API_PATHS.myBriefs, path: () => API_PATHS.myBriefs, expected: student(200, 200) },
  {
    method: 'GET',
    route: API_PATHS.coachClientBriefs.pattern,
    path: () => API_PATHS.coachClientBriefs(world.clientA.profileId!),
    expected: coachOnly(200),
  },
  {
    method: 'POST',
    route: API_PATHS.coachClientBriefs.pattern,
    path: () => API_PATHS.coachClientBriefs(world.clientA.profileId!),
    body: () => ({ text: 'A good week.' }),
    expected: coachOnly(201),
  },
  {
    method: 'POST',
    route: API_PATHS.coachClientBriefSend.pattern,
    path: () => API_PATHS.coachClientBriefSend(world.clientA.profileId!, draftOfA),
    expected: coachOnly(200),
  },
  {
    method: 'GET',
    route: API_PATHS.coachClientGuardians.pattern,
    path: () => API_PATHS.coachClientGuardians(world.clientA.profileId!),
    expected: coachOnly(200),
  },
  {
    method: 'POST',
    route: API_PATHS.coachClientGuardians.pattern,
    path: () => API_PATHS.coachClientGuardians(world.clientA.profileId!),
    body: () => ({ name: 'Matrix Father', email: 'matrix.father@example.com', relationship: 'father' }),
    expected: coachOnly(201),
  },
  {
    method: 'DELETE',
    route: API_PATHS.coachClientGuardian.pattern,
    path: () => API_PATHS.coachClientGuardian(world.clientA.profileId!, spareGuardianOfA),
    expected: coachOnly(200),
  },
  {
    method: 'GET',
    route: API_PATHS.coachFamilyAgreement,
    path: () => API_PATHS.coachFamilyAgreement,
    expected: coachOnly(200),
  },
  {
    method: 'PUT',
    route: API_PATHS.coachFamilyAgreement,
    path: () => API_PATHS.coachFamilyAgreement,
    body: () => ({ text: 'What coaching is, and is not.' }),
    expected: coachOnly(200),
  },
  { method: 'GET', route: API_PATHS.myAccount, path: () => API_PATHS.myAccount, expected: student(200, 200) },
  // A student reads their own statement, naming themselves or not; a guardian only one who shares the account.
  {
    method: 'GET',
    route: API_PATHS.myStatement,
    path: () => `${API_PATHS.myStatement}?from=2025-03-01&to=2025-03-31&student=${world.clientA.profileId!}`,
    expected: pageOf(student(404, 200)),
  },
  { method: 'GET', route: API_PATHS.coachPackages, path: () => API_PATHS.coachPackages, expected: coachOnly(200) },
  {
    method: 'POST',
    route: API_PATHS.coachPackages,
    path: () => API_PATHS.coachPackages,
    body: () => ({ name: 'Matrix eight', sessions: 8, price: 600 }),
    expected: coachOnly(201),
  },
  {
    method: 'POST',
    route: API_PATHS.coachPackageRetire.pattern,
    path: () => API_PATHS.coachPackageRetire(packageToRetire),
    expected: coachOnly(200),
  },
  {
    method: 'POST',
    route: API_PATHS.coachClientPackages.pattern,
    path: () => API_PATHS.coachClientPackages(world.clientA.profileId!),
    body: () => ({ packageId }),
    expected: coachOnly(201),
  },
  {
    method: 'POST',
    route: API_PATHS.coachClientPayments.pattern,
    path: () => API_PATHS.coachClientPayments(world.clientA.profileId!),
    body: () => ({ amount: 80, paidAt: '2024-03-01', method: 'cash' }),
    expected: coachOnly(201),
  },
  {
    method: 'GET',
    route: API_PATHS.coachClientAccount.pattern,
    path: () => API_PATHS.coachClientAccount(world.clientA.profileId!),
    expected: coachOnly(200),
  },
  {
    method: 'GET',
    route: API_PATHS.coachClientStatement.pattern,
    path: () => `${API_PATHS.coachClientStatement(world.clientA.profileId!)}?from=2025-03-01&to=2025-03-31`,
    expected: pageOf(coachOnly(200)),
  },
  // E-mail is not set up here: the coach is told so (409).
  {
    method: 'POST',
    route: API_PATHS.coachClientStatementSend.pattern,
    path: () => API_PATHS.coachClientStatementSend(world.clientA.profileId!),
    body: () => ({ from: '2025-03-01', to: '2025-03-31' }),
    expected: coachOnly(409),
  },
  ...[API_PATHS.coachReport, API_PATHS.coachReportMonths, API_PATHS.coachReportExport].map((route): Row => ({
    method: 'GET',
    route,
    path: () => `${route}?from=2025-01-01&to=2025-12-31`,
    expected: coachOnly(200),
  })),
  { method: 'GET', route: API_PATHS.approvedEmails, path: () => API_PATHS.approvedEmails, expected: coachOnly(200) },
  {
    method: 'POST',
    route: API_PATHS.approvedEmails,
    path: () => API_PATHS.approvedEmails,
    body: () => ({ email: 'matrix@example.com' }),
    expected: coachOnly(201),
  },
  {
    method: 'DELETE',
    route: `${API_PATHS.approvedEmails}/:email`,
    path: () => `${API_PATHS.approvedEmails}/spare%40example.com`,
    expected: coachOnly(200),
  },
  // Only a student still without a profile reads it; this one made no consultation request.
  {
    method: 'GET',
    route: API_PATHS.profilePrefill,
    path: () => API_PATHS.profilePrefill,
    expected: { anonymous: 401, admin: 401, guardian: 403, coach: 403, newClient: 404, clientB: 409, clientA: 409 },
  },
  // Last: it gives the new student a profile.
  {
    method: 'POST',
    route: API_PATHS.clientProfile,
    path: () => API_PATHS.clientProfile,
    body: () => ({
      studentFirstName: 'Cleo',
      studentLastName: 'Marsh',
      email: 'new@example.com',
      gradeLevel: '9th Grade',
    }),
    expected: { anonymous: 401, admin: 401, guardian: 403, coach: 403, newClient: 201, clientB: 409, clientA: 409 },
  },
];

function agentOf(caller: Caller) {
  switch (caller) {
    case 'anonymous':
      return world.anonymous;
    case 'admin':
      return world.admin;
    case 'guardian':
      return guardian;
    default:
      return world[caller].agent;
  }
}

describe('role matrix of the student and coach endpoints', () => {
  it('has one row for every route of both groups', () => {
    const declared = [...clientRoutes, ...coachRoutes].map((route) => `${route.method} ${route.path}`).sort();
    expect(ROWS.map((row) => `${row.method} ${row.route}`).sort()).toEqual(declared);
  });

  // Sequential on purpose: later rows rely on the state earlier ones leave.
  it.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const actual: Partial<Expected> = {};
    for (const caller of CALLERS) {
      const reply = await agentOf(caller).request(row.method, row.path(), row.body?.());
      actual[caller] = reply.status;
    }
    expect(actual).toEqual(row.expected);
  });

  it('left another student’s records as their owner made them', async () => {
    const plan = (await world.clientA.agent.get(`${API_PATHS.plans}/${planOfA.id}`)).json<Plan>();
    expect(plan.selectedGoal).toBe('Edited goal');
    expect(plan.reassessments).toHaveLength(1);
    // Scored once by its student and once by the coach: the other student's score was refused.
    const outcomes = (await world.clientA.agent.get(API_PATHS.myOutcomes)).json<Outcomes>();
    const scored = outcomes.plans.find((entry) => entry.planId === planOfA.id);
    expect(scored?.scores.map((entry) => [entry.by, entry.score])).toEqual([
      ['student', 1],
      ['coach', 0],
    ]);
    const notes = (await world.coach.agent.get(API_PATHS.coachClient(world.clientA.profileId!))).json<{
      notes: string;
    }>();
    expect(notes.notes).toBe('Doing well');
    // Only the student changed what their guardian sees; the brief was sent once, by the coach.
    expect((await GuardianLink.findOne({ guardianId: guardianOfA }).lean())?.sections).toEqual(['sessions', 'goals']);
    expect(await Brief.findById(draftOfA).lean()).toMatchObject({ status: 'sent', text: 'A draft' });
    // Only the coach sold a package and recorded a payment, once each.
    expect(await PackageAssignment.countDocuments({ clientId: world.clientA.profileId })).toBe(1);
    expect(await Payment.countDocuments({ clientId: world.clientA.profileId })).toBe(1);
    expect(await Package.countDocuments({ name: 'Matrix eight' })).toBe(1);
  });
});
