import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/index.js';
import {
  AGREEMENT_REQUIRED,
  API_PATHS,
  SESSION_PATHS,
  SHARING_SECTIONS,
  type AccessLogEntry as AccessLogEntryReply,
  type ActivityCompletion,
  type CheckInSummary,
  type CoachingSession,
  type Family,
  type FamilySectionValues,
  type FamilyStudent,
  type Outcomes,
  type Plan,
  type ReflectionItem,
  type SiteInfo,
  type StudentAccount,
} from '../../contract/index.js';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { AccessLogEntry, Brief, CoachingSession as SessionModel } from '../../models/index.js';
import { planPayload, startWorld, type World } from '../client/test/world.js';
import { acceptAgreement, linkGuardian, signInAsGuardian, writeAgreement, type TestGuardian } from './test/guardians.js';

let world: World;
let mother: TestGuardian;
let motherAgent: Agent;
/** Ada's father, in another household: linked to Ada only. */
let father: TestGuardian;
let fatherAgent: Agent;

const NOTES = 'Private: talked about the divorce';

/** The guardian's reply, checked for its status. */
async function familyOf(agent: Agent): Promise<Family> {
  const reply = await agent.get(API_PATHS.family);
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<Family>();
}

const studentIn = (family: Family, id: string | null): FamilyStudent | undefined =>
  family.students.find((student) => student.id === id);

beforeAll(async () => {
  world = await startWorld();
  const ada = world.clientA;
  // Ada's own records: a plan, an orientation with goals and reflections, an activity done, a check-in, a session.
  await ada.agent.post(API_PATHS.plans, planPayload());
  await ada.agent.put(API_PATHS.orientation, {
    whoAreYou: 'A builder of robots',
    goalOne: 'Raise chemistry to a B',
    goalTwo: 'Read 20 minutes a night',
  });
  const started = (
    await ada.agent.post(API_PATHS.startActivity, { activityId: world.activities[0]!.id })
  ).json<ActivityCompletion>();
  await ada.agent.put(API_PATHS.activityCompletion(started.id), { completed: true, notes: 'Helped a lot' });
  await ada.agent.post(API_PATHS.checkIns, { task: 'Lab report', plannedMinutes: 30, actualMinutes: 45, startedOnTime: true });
  const start = new Date(Date.now() - 2 * 86_400_000);
  await SessionModel.create({
    clientId: ada.profileId!,
    start,
    end: new Date(start.getTime() + 50 * 60_000),
    status: 'attended',
    bookedBy: 'coach',
  });
  await world.coach.agent.put(API_PATHS.coachClient(ada.profileId!), { notes: NOTES });

  mother = await linkGuardian(ada.profileId!, { email: 'ada.mother@example.com', name: 'Grace Lovelace' });
  // Ben is Ada's brother: the same mother, linked to him as well.
  await linkGuardian(world.clientB.profileId!, { email: mother.email, name: mother.name });
  father = await linkGuardian(ada.profileId!, {
    email: 'ada.father@example.com',
    name: 'William Lovelace',
    relationship: 'father',
  });
  [motherAgent, fatherAgent] = await Promise.all([
    signInAsGuardian(world.server, mother),
    signInAsGuardian(world.server, father),
  ]);
});
afterAll(() => world?.close());

describe('GET /api/family before the agreement', () => {
  it('answers 403 naming the agreement while none is written, and while the guardian has not accepted it', async () => {
    for (const agent of [motherAgent, fatherAgent]) {
      const reply = await agent.get(API_PATHS.family);
      expect(reply.status).toBe(403);
      expect(reply.json()).toEqual({ message: AGREEMENT_REQUIRED });
    }
    await writeAgreement(world.coach, 'Coaching is not therapy. In a crisis call 988.');
    const refused = await motherAgent.get(API_PATHS.family);
    expect(refused.status).toBe(403);
    expect(refused.json()).toEqual({ message: AGREEMENT_REQUIRED });
    expect(await AccessLogEntry.countDocuments({ action: 'family.view' })).toBe(0);
  });

  it('opens once accepted, and asks again when the coach publishes a new version', async () => {
    await acceptAgreement(motherAgent);
    expect((await motherAgent.get(API_PATHS.family)).status).toBe(200);
    // The father has not accepted: still refused.
    expect((await fatherAgent.get(API_PATHS.family)).status).toBe(403);

    await writeAgreement(world.coach, 'Coaching is not therapy. In a crisis call or text 988.');
    const again = await motherAgent.get(API_PATHS.family);
    expect(again.status).toBe(403);
    expect(again.json()).toEqual({ message: AGREEMENT_REQUIRED });
    await acceptAgreement(motherAgent);
    await acceptAgreement(fatherAgent);
    expect((await motherAgent.get(API_PATHS.family)).status).toBe(200);
  });
});

/** The student's sessions as a guardian reads them: the link to join is for those in the session only. */
const withoutMeetingLinks = (sessions: CoachingSession[]) => sessions.map(({ meetingUrl: _link, ...session }) => session);

describe('GET /api/family once accepted', () => {
  it('shows a new guardian only the sessions, as the student’s own screen reads them, and the practice’s contacts', async () => {
    const family = await familyOf(fatherAgent);
    expect(family.students.map((student) => student.firstName)).toEqual(['Ada']);
    const ada = family.students[0]!;
    expect(Object.keys(ada).sort()).toEqual(['briefs', 'firstName', 'id', 'sections']);
    expect(ada.id).toBe(world.clientA.profileId);
    expect(Object.keys(ada.sections)).toEqual(['sessions']);
    const own = (await world.clientA.agent.get(SESSION_PATHS.sessions)).json<CoachingSession[]>();
    expect(own).toHaveLength(1);
    expect(ada.sections.sessions).toEqual(withoutMeetingLinks(own));
    expect(ada.briefs).toEqual([]);

    const site = (await world.anonymous.get(API_PATHS.site)).json<SiteInfo>();
    expect(family.practice).toEqual({
      name: site.businessName,
      coachName: site.coachName,
      email: site.coachEmail,
      phone: site.phone,
    });
  });

  it('shows each section the student shares exactly as the student’s own screen reads it, and never the coach’s notes or the student’s notes on an activity', async () => {
    const shared = await world.clientA.agent.put(API_PATHS.sharingGuardian(father.id), { sections: [...SHARING_SECTIONS] });
    expect(shared.status, shared.text()).toBe(200);
    const ada = studentIn(await familyOf(fatherAgent), world.clientA.profileId)!;
    const sections = ada.sections as FamilySectionValues;
    expect(Object.keys(sections)).toEqual([...SHARING_SECTIONS]);

    const read = async <T>(path: string) => (await world.clientA.agent.get(path)).json<T>();
    expect(sections.sessions).toEqual(withoutMeetingLinks(await read<CoachingSession[]>(SESSION_PATHS.sessions)));
    expect(sections.goals).toEqual(['Raise chemistry to a B', 'Read 20 minutes a night']);
    const plans = await read<Array<{ id: string }>>(API_PATHS.plans);
    expect(sections.plans).toEqual(
      await Promise.all(plans.map((plan) => read<Plan>(API_PATHS.plan(plan.id)))),
    );
    const progress = await read<ActivityCompletion[]>(API_PATHS.myProgress);
    expect(sections.activities).toEqual(
      progress.map(({ notes: _notes, rating: _rating, ...record }) => ({
        ...record,
        activity: { title: world.activities[0]!.title, category: world.activities[0]!.category },
      })),
    );
    // The reflections leave out the SMART goals: those are a section of their own.
    const reflections = await read<ReflectionItem[]>(API_PATHS.reflections);
    expect(sections.reflections).toEqual(reflections.filter((item) => !item.question.includes('SMART goal')));
    expect(sections.reflections.map((item) => item.answer)).toEqual(['A builder of robots']);
    const outcomes = await read<Outcomes>(API_PATHS.myOutcomes);
    expect(sections.checkIns).toEqual({
      summary: await read<CheckInSummary>(API_PATHS.checkInSummary),
      weeks: outcomes.checkIns.weeks,
    });
    expect(sections.checkIns.summary.daysWithCheckIn).toBe(1);
    expect(sections.outcomes).toEqual(outcomes.plans);
    expect(sections.account).toEqual(await read<StudentAccount>(API_PATHS.myAccount));
    expect(sections.account).toMatchObject({ packages: [], payments: [], sessionsLeft: 0 });
    expect(JSON.stringify(ada)).not.toContain(NOTES);
    // The student's own note on an activity stays the student's.
    expect(progress[0]!.notes).toBe('Helped a lot');
    expect(JSON.stringify(ada)).not.toContain('Helped a lot');
  });

  it('shows each sibling separately with what each shares with this guardian, and never another family’s student', async () => {
    await world.clientB.agent.put(API_PATHS.sharingGuardian(mother.id), { sections: ['goals', 'checkIns'] });
    await world.clientA.agent.put(API_PATHS.sharingGuardian(mother.id), { sections: ['plans'] });
    const family = await familyOf(motherAgent);
    expect(family.students.map((student) => [student.firstName, Object.keys(student.sections)])).toEqual([
      ['Ada', ['plans']],
      ['Ben', ['goals', 'checkIns']],
    ]);
    // The father is linked to Ada only: Ben is another family's student to him.
    const fathers = await familyOf(fatherAgent);
    expect(fathers.students.map((student) => student.id)).toEqual([world.clientA.profileId]);
    // Nothing of his either: his name and record id (a bare 'Ben' can turn up inside a random id).
    const text = JSON.stringify(fathers);
    expect(text).not.toContain('"Ben"');
    expect(text).not.toContain(world.clientB.profileId!);
  });

  it('holds the briefs sent to the family, newest first, and never a draft', async () => {
    const clientId = world.clientA.profileId!;
    const older = await Brief.create({ clientId, text: 'A good first week.', status: 'sent', sentAt: new Date(Date.now() - 86_400_000), sentTo: 2 });
    const newer = await Brief.create({ clientId, text: 'Ada finished her lab report.', status: 'sent', sentAt: new Date(), sentTo: 2 });
    await Brief.create({ clientId, text: 'Draft: not yet', status: 'draft' });
    const ada = studentIn(await familyOf(fatherAgent), clientId)!;
    expect(ada.briefs.map((brief) => [brief.id, brief.text, brief.status])).toEqual([
      [newer._id, 'Ada finished her lab report.', 'sent'],
      [older._id, 'A good first week.', 'sent'],
    ]);
    expect(JSON.stringify(ada)).not.toContain('Draft: not yet');
    const ben = studentIn(await familyOf(motherAgent), world.clientB.profileId)!;
    expect(ben.briefs).toEqual([]);
  });

  it('writes one family.view entry per student shown, with the sections read and the guardian as the actor', async () => {
    const since = new Date();
    await familyOf(motherAgent);
    const entries = await AccessLogEntry.find({ createdAt: { $gte: since } }).sort({ clientId: 1 }).lean();
    // In the store's order: ids by code unit, not by locale ('P…' before 'b…').
    const expected = [
      [world.clientA.profileId, ['plans']],
      [world.clientB.profileId, ['goals', 'checkIns']],
    ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
    expect(entries.map((entry) => [entry.clientId, entry.sections])).toEqual(expected);
    for (const entry of entries) {
      expect(entry.action).toBe('family.view');
      expect(entry.actor).toMatchObject({ kind: 'guardian', email: mother.email });
    }
    // The coach's access log shows the read and what it held.
    const log = (
      await world.coach.agent.get(`${API_PATHS.accessLog}?clientId=${world.clientB.profileId}`)
    ).json<AccessLogEntryReply[]>();
    expect(log[0]).toMatchObject({ action: 'family.view', sections: ['goals', 'checkIns'] });
    // Every other kind of entry has no sections.
    expect(log.filter((entry) => entry.action !== 'family.view' && 'sections' in entry)).toEqual([]);
  });

  it('answers a guardian 60 times an hour: a script polling it cannot flood the access log', async () => {
    // A guardian of their own, so the other tests' reads do not count.
    const aunt = await linkGuardian(world.clientB.profileId!, { email: 'ben.aunt@example.com', name: 'Ida Lovelace' });
    const auntAgent = await signInAsGuardian(world.server, aunt);
    await acceptAgreement(auntAgent);
    const { rateLimits } = world.server.config;
    const testLimit = rateLimits.familyRead;
    rateLimits.familyRead = DEFAULT_RATE_LIMITS.familyRead;
    try {
      for (let read = 1; read <= 60; read += 1) {
        expect((await auntAgent.get(API_PATHS.family)).status, String(read)).toBe(200);
      }
      const refused = await auntAgent.get(API_PATHS.family);
      expect(refused.status).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many visits to the family page. Please wait a few minutes and try again.' });
    } finally {
      rateLimits.familyRead = testLimit;
    }
  });

  it('is the guardian’s alone', async () => {
    expect((await world.anonymous.get(API_PATHS.family)).status).toBe(401);
    expect((await world.admin.get(API_PATHS.family)).status).toBe(401);
    expect((await world.clientA.agent.get(API_PATHS.family)).status).toBe(403);
    expect((await world.coach.agent.get(API_PATHS.family)).status).toBe(403);
  });

  it('refuses the guardian every student and coach route, and another family’s records', async () => {
    for (const path of [
      API_PATHS.sharing,
      API_PATHS.myBriefs,
      API_PATHS.myOutcomes,
      API_PATHS.plans,
      API_PATHS.coachClientBriefs(world.clientA.profileId!),
      API_PATHS.coachClient(world.clientA.profileId!),
    ]) {
      expect((await motherAgent.get(path)).status, path).toBe(403);
    }
    expect((await motherAgent.post(API_PATHS.coachClientBriefs(world.clientA.profileId!), { text: 'Hi' })).status).toBe(403);
    expect((await motherAgent.put(API_PATHS.sharingGuardian(mother.id), { sections: [...SHARING_SECTIONS] })).status).toBe(403);
  });
});
