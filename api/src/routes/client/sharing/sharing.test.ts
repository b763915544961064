import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type Agent, type SignedIn } from '../../../../test/index.js';
import {
  API_PATHS,
  FORMER_GUARDIAN,
  GUARDIAN_NOT_FOUND,
  SHARING_PAUSED_AT_EIGHTEEN,
  SHARING_SECTIONS,
  type Brief,
  type Family,
  type FamilyStudent,
  type Sharing,
} from '../../../contract/index.js';
import { addDays, startOfPracticeDay } from '../../../domain/practiceDays.js';
import { AccessLogEntry, Brief as BriefModel, ClientProfile, Guardian, GuardianLink } from '../../../models/index.js';
import {
  acceptAgreement,
  linkGuardian,
  signInAsGuardian,
  writeAgreement,
  type TestGuardian,
} from '../../family/test/guardians.js';
import { planPayload, practiceTodayOf, startWorld, yearsBefore, type World } from '../test/world.js';

let world: World;
let mother: TestGuardian;
let motherAgent: Agent;
let father: TestGuardian;
/** Ben's guardian: another family's. */
let bensFather: TestGuardian;

const sharingOf = async (agent: Agent): Promise<Sharing> => {
  const reply = await agent.get(API_PATHS.sharing);
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<Sharing>();
};
const sectionsIn = async (guardianId: string, clientId: string) =>
  (await GuardianLink.findOne({ guardianId, clientId }).lean())?.sections;

beforeAll(async () => {
  world = await startWorld();
  const ada = world.clientA.profileId!;
  mother = await linkGuardian(ada, { email: 'grace@example.com', name: 'Grace Lovelace' });
  father = await linkGuardian(ada, { email: 'william@example.com', name: 'William Lovelace', relationship: 'father' });
  bensFather = await linkGuardian(world.clientB.profileId!, {
    email: 'obi@example.com',
    name: 'Obi Okafor',
    relationship: 'father',
  });
  await world.clientA.agent.post(API_PATHS.plans, planPayload());
  await world.clientA.agent.put(API_PATHS.orientation, { goalOne: 'Finish robotics', whoAreYou: 'A builder' });
  await writeAgreement(world.coach, 'What coaching is, and is not.');
  motherAgent = await signInAsGuardian(world.server, mother);
  await acceptAgreement(motherAgent);
});
afterAll(() => world?.close());

describe('GET /api/sharing', () => {
  it('lists the student’s own guardians with how they are related and what each sees (only sessions at first)', async () => {
    const sharing = await sharingOf(world.clientA.agent);
    expect(sharing).toEqual({
      guardians: [
        { id: mother.id, name: 'Grace Lovelace', relationship: 'mother', sections: ['sessions'], paused: false },
        { id: father.id, name: 'William Lovelace', relationship: 'father', sections: ['sessions'], paused: false },
      ],
      views: [],
      pausedAtEighteen: false,
    });
    expect((await sharingOf(world.clientB.agent)).guardians.map((guardian) => guardian.id)).toEqual([bensFather.id]);
    // A student without a profile, the coach, the admin and a visitor have no sharing.
    expect((await world.newClient.agent.get(API_PATHS.sharing)).status).toBe(403);
    expect((await world.coach.agent.get(API_PATHS.sharing)).status).toBe(403);
    expect((await world.admin.get(API_PATHS.sharing)).status).toBe(401);
    expect((await world.anonymous.get(API_PATHS.sharing)).status).toBe(401);
  });

  it('lists each guardian’s read, newest first, with their name and the sections read', async () => {
    await world.clientA.agent.put(API_PATHS.sharingGuardian(mother.id), { sections: ['goals', 'sessions'] });
    expect((await motherAgent.get(API_PATHS.family)).status).toBe(200);
    await world.clientA.agent.put(API_PATHS.sharingGuardian(mother.id), { sections: ['plans'] });
    expect((await motherAgent.get(API_PATHS.family)).status).toBe(200);

    const { views } = await sharingOf(world.clientA.agent);
    expect(views).toEqual([
      { guardianId: mother.id, guardianName: 'Grace Lovelace', at: expect.any(String), sections: ['plans'] },
      { guardianId: mother.id, guardianName: 'Grace Lovelace', at: expect.any(String), sections: ['sessions', 'goals'] },
    ]);
    expect(Date.parse(views[0]!.at)).toBeGreaterThanOrEqual(Date.parse(views[1]!.at));
    // Another student sees none of Ada's reads.
    expect((await sharingOf(world.clientB.agent)).views).toEqual([]);
  });

  it('names a read by a guardian since removed as a former guardian', async () => {
    const gone = await linkGuardian(world.clientA.profileId!, { email: 'aunt@example.com', name: 'Aunt Ada' });
    const agent = await signInAsGuardian(world.server, gone);
    await acceptAgreement(agent);
    expect((await agent.get(API_PATHS.family)).status).toBe(200);
    await GuardianLink.deleteOne({ guardianId: gone.id });
    await Guardian.deleteOne({ _id: gone.id });
    const sharing = await sharingOf(world.clientA.agent);
    expect(sharing.guardians.map((guardian) => guardian.id)).not.toContain(gone.id);
    expect(sharing.views[0]).toEqual({ guardianId: '', guardianName: FORMER_GUARDIAN, at: expect.any(String), sections: ['sessions'] });
  });
});

describe('PUT /api/sharing/{guardianId}', () => {
  it('sets what one guardian sees, in the Sharing page’s order, and answers the guardian’s entry', async () => {
    const reply = await world.clientA.agent.put(API_PATHS.sharingGuardian(father.id), {
      sections: ['outcomes', 'goals', 'sessions', 'goals'],
    });
    expect(reply.status, reply.text()).toBe(200);
    expect(reply.json()).toEqual({
      id: father.id,
      name: 'William Lovelace',
      relationship: 'father',
      sections: ['sessions', 'goals', 'outcomes'],
      paused: false,
    });
    expect(await sectionsIn(father.id, world.clientA.profileId!)).toEqual(['sessions', 'goals', 'outcomes']);
    // Sharing nothing is allowed: the guardian then sees no section.
    const none = await world.clientA.agent.put(API_PATHS.sharingGuardian(father.id), { sections: [] });
    expect(none.json<{ sections: string[] }>().sections).toEqual([]);
    const all = await world.clientA.agent.put(API_PATHS.sharingGuardian(father.id), { sections: [...SHARING_SECTIONS] });
    expect(all.json<{ sections: string[] }>().sections).toEqual([...SHARING_SECTIONS]);
    // Only that guardian's sharing changed.
    expect(await sectionsIn(mother.id, world.clientA.profileId!)).toEqual(['plans']);
  });

  it('refuses an unknown section, the coach’s notes or a bad body with a 400, and changes nothing', async () => {
    const before = await sectionsIn(father.id, world.clientA.profileId!);
    for (const body of [
      { sections: ['sessions', 'notes'] },
      { sections: ['coachNotes'] },
      { sections: 'sessions' },
      { sections: [1] },
      {},
      { sections: ['sessions'], guardianId: mother.id },
    ]) {
      const reply = await world.clientA.agent.put(API_PATHS.sharingGuardian(father.id), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await world.clientA.agent.put(API_PATHS.sharingGuardian(father.id), { sections: ['notes'] });
    expect(unknown.json()).toMatchObject({ message: 'sections.0: Unknown section' });
    expect((await world.clientA.agent.put(API_PATHS.sharingGuardian('$bad'), { sections: [] })).status).toBe(400);
    expect(await sectionsIn(father.id, world.clientA.profileId!)).toEqual(before);
  });

  it('answers 404 for another student’s guardian or an unknown one, and changes nothing', async () => {
    for (const id of [bensFather.id, 'no-such-guardian']) {
      const reply = await world.clientA.agent.put(API_PATHS.sharingGuardian(id), { sections: [...SHARING_SECTIONS] });
      expect(reply.status, id).toBe(404);
      expect(reply.json()).toEqual({ message: GUARDIAN_NOT_FOUND });
    }
    expect(await sectionsIn(bensFather.id, world.clientB.profileId!)).toEqual(['sessions']);
    // Ben cannot change what Ada's mother sees either.
    expect((await world.clientB.agent.put(API_PATHS.sharingGuardian(mother.id), { sections: [] })).status).toBe(404);
    expect(await sectionsIn(mother.id, world.clientA.profileId!)).toEqual(['plans']);
  });

  it('is the student’s alone', async () => {
    const path = API_PATHS.sharingGuardian(mother.id);
    const body = { sections: [...SHARING_SECTIONS] };
    expect((await world.anonymous.put(path, body)).status).toBe(401);
    expect((await world.admin.put(path, body)).status).toBe(401);
    expect((await world.coach.agent.put(path, body)).status).toBe(403);
    expect((await world.newClient.agent.put(path, body)).status).toBe(403);
    expect((await motherAgent.put(path, body)).status).toBe(403);
    expect(await sectionsIn(mother.id, world.clientA.profileId!)).toEqual(['plans']);
  });
});

describe('GET /api/sharing/{guardianId}/preview', () => {
  it('is exactly what that guardian gets, and writes nothing to the access log', async () => {
    await world.clientA.agent.put(API_PATHS.sharingGuardian(mother.id), { sections: ['goals', 'plans', 'reflections'] });
    await BriefModel.create({ clientId: world.clientA.profileId!, text: 'A fine week.', status: 'sent', sentAt: new Date(), sentTo: 1 });
    const since = new Date();
    const preview = await world.clientA.agent.get(API_PATHS.sharingPreview(mother.id));
    expect(preview.status, preview.text()).toBe(200);
    expect(await AccessLogEntry.countDocuments({ createdAt: { $gte: since } })).toBe(0);
    const family = (await motherAgent.get(API_PATHS.family)).json<Family>();
    expect(preview.json<FamilyStudent>()).toEqual(family.students[0]);
    expect(Object.keys(preview.json<FamilyStudent>().sections)).toEqual(['goals', 'plans', 'reflections']);

    // The father's preview follows his own sharing.
    const fathers = (await world.clientA.agent.get(API_PATHS.sharingPreview(father.id))).json<FamilyStudent>();
    expect(Object.keys(fathers.sections)).toEqual([...SHARING_SECTIONS]);
  });

  it('answers 404 for another student’s guardian or an unknown one', async () => {
    for (const id of [bensFather.id, 'no-such-guardian']) {
      const reply = await world.clientA.agent.get(API_PATHS.sharingPreview(id));
      expect(reply.status, id).toBe(404);
      expect(reply.json()).toEqual({ message: GUARDIAN_NOT_FOUND });
    }
    expect((await world.coach.agent.get(API_PATHS.sharingPreview(mother.id))).status).toBe(403);
    expect((await motherAgent.get(API_PATHS.sharingPreview(mother.id))).status).toBe(403);
  });
});

describe('GET /api/briefs', () => {
  it('lists the briefs sent to the student’s family exactly as sent, newest first, and never a draft', async () => {
    const clientId = world.clientB.profileId!;
    const first = await BriefModel.create({
      clientId,
      text: 'Ben started strong.\nMore next week.',
      status: 'sent',
      sentAt: new Date(Date.now() - 3 * 86_400_000),
      sentTo: 1,
    });
    const second = await BriefModel.create({ clientId, text: 'Ben finished his essay.', status: 'sent', sentAt: new Date(), sentTo: 2 });
    await BriefModel.create({ clientId, text: 'Unsent thoughts', status: 'draft' });
    const reply = await world.clientB.agent.get(API_PATHS.myBriefs);
    expect(reply.status).toBe(200);
    const briefs = reply.json<Brief[]>();
    expect(briefs).toEqual([
      {
        id: second._id,
        text: 'Ben finished his essay.',
        status: 'sent',
        createdAt: expect.any(String),
        sentAt: second.sentAt!.toISOString(),
        sentTo: 2,
      },
      {
        id: first._id,
        text: 'Ben started strong.\nMore next week.',
        status: 'sent',
        createdAt: expect.any(String),
        sentAt: first.sentAt!.toISOString(),
        sentTo: 1,
      },
    ]);
    // Another student's briefs are not Ben's.
    const adas = (await world.clientA.agent.get(API_PATHS.myBriefs)).json<Brief[]>();
    expect(adas.map((brief) => brief.text)).toEqual(['A fine week.']);
    expect((await world.coach.agent.get(API_PATHS.myBriefs)).status).toBe(403);
    expect((await world.anonymous.get(API_PATHS.myBriefs)).status).toBe(401);
  });
});

describe('Sharing when the student turns 18', () => {
  const DAY_MS = 86_400_000;
  let cleo: SignedIn;
  /** Linked long before Cleo turned 18, sharing sessions and goals. */
  let dana: TestGuardian;
  let danaAgent: Agent;
  /** Linked after Cleo turned 18. */
  let sam: TestGuardian;
  /** The day Cleo turned 18: ten days ago on the practice's clock. */
  let adulthood: string;

  const clientId = () => cleo.profileId!;
  const bornOn = (dateOfBirth: string | null) =>
    ClientProfile.updateOne({ _id: clientId() }, { $set: { dateOfBirth } });
  /** Writes a link's dates as if it had been created, and last shared, then. */
  const linkDates = (guardianId: string, dates: { createdAt: Date; sharedAt: Date | null }) =>
    GuardianLink.collection.updateOne({ guardianId, clientId: clientId() }, { $set: dates });
  const cleoAsDanaSees = async (): Promise<FamilyStudent> => {
    const reply = await danaAgent.get(API_PATHS.family);
    expect(reply.status, reply.text()).toBe(200);
    return reply.json<Family>().students.find((student) => student.id === clientId())!;
  };
  const pausedOf = (sharing: Sharing) =>
    Object.fromEntries(sharing.guardians.map((guardian) => [guardian.name, guardian.paused]));

  beforeAll(async () => {
    cleo = await signInAs(world.server, {
      email: 'cleo@example.com',
      role: 'client',
      profile: { studentFirstName: 'Cleo', studentLastName: 'Marsh' },
    });
    dana = await linkGuardian(clientId(), {
      email: 'dana@example.com',
      name: 'Dana Marsh',
      sections: ['sessions', 'goals'],
    });
    sam = await linkGuardian(clientId(), { email: 'sam@example.com', name: 'Sam Marsh', relationship: 'father' });
    danaAgent = await signInAsGuardian(world.server, dana);
    await acceptAgreement(danaAgent);
    await BriefModel.create({
      clientId: clientId(),
      text: 'Cleo planned her week.',
      status: 'sent',
      sentAt: new Date(),
      sentTo: 2,
    });
    adulthood = addDays(practiceTodayOf(world.server), -10);
    await linkDates(dana.id, { createdAt: new Date(Date.now() - 400 * DAY_MS), sharedAt: null });
    await linkDates(sam.id, { createdAt: new Date(Date.now() - 5 * DAY_MS), sharedAt: null });
  });

  it('shares as chosen while the student is 17, and always for a student without a date of birth', async () => {
    for (const dateOfBirth of [addDays(yearsBefore(practiceTodayOf(world.server), 18), 1), null]) {
      await bornOn(dateOfBirth);
      expect(Object.keys((await cleoAsDanaSees()).sections), String(dateOfBirth)).toEqual(['sessions', 'goals']);
      const sharing = await sharingOf(cleo.agent);
      expect(pausedOf(sharing)).toEqual({ 'Dana Marsh': false, 'Sam Marsh': false });
      expect(sharing.pausedAtEighteen).toBe(false);
    }
  });

  it('shows a guardian linked before the 18th birthday none of the sections, still the briefs, and tells the student', async () => {
    await bornOn(yearsBefore(adulthood, 18));
    const seen = await cleoAsDanaSees();
    expect(seen).toMatchObject({ id: clientId(), firstName: 'Cleo', sections: {} });
    expect(seen.briefs.map((brief) => brief.text)).toEqual(['Cleo planned her week.']);
    // The student's preview is exactly what Dana now gets.
    const preview = await cleo.agent.get(API_PATHS.sharingPreview(dana.id));
    expect(preview.json<FamilyStudent>()).toEqual(seen);

    const sharing = await sharingOf(cleo.agent);
    // What Cleo chose is kept for her to choose again; a guardian linked since her birthday is paused too: what a
    // new guardian sees by default was never the adult's choice.
    expect(sharing.guardians).toEqual([
      { id: dana.id, name: 'Dana Marsh', relationship: 'mother', sections: ['sessions', 'goals'], paused: true },
      { id: sam.id, name: 'Sam Marsh', relationship: 'father', sections: ['sessions'], paused: true },
    ]);
    expect(sharing.pausedAtEighteen).toBe(true);
    // Dana's read while paused is logged as reading nothing.
    expect(sharing.views[0]).toMatchObject({ guardianId: dana.id, sections: [] });
    expect(SHARING_PAUSED_AT_EIGHTEEN).toMatch(/turned 18.*paused.*Choose again/);
  });

  it('pauses a sharing last set before the 18th birthday, counted on the practice’s clock', async () => {
    await bornOn(yearsBefore(adulthood, 18));
    const birthdayBegins = startOfPracticeDay(adulthood, world.server.config.practiceTimeZone);
    await linkDates(dana.id, {
      createdAt: new Date(Date.now() - 400 * DAY_MS),
      sharedAt: new Date(birthdayBegins.getTime() - 1),
    });
    expect((await cleoAsDanaSees()).sections).toEqual({});
    expect(pausedOf(await sharingOf(cleo.agent))['Dana Marsh']).toBe(true);
    // Set on the birthday itself, it is the adult's choice.
    await linkDates(dana.id, { createdAt: new Date(Date.now() - 400 * DAY_MS), sharedAt: birthdayBegins });
    expect(Object.keys((await cleoAsDanaSees()).sections)).toEqual(['sessions', 'goals']);
    expect(pausedOf(await sharingOf(cleo.agent))['Dana Marsh']).toBe(false);
    await linkDates(dana.id, { createdAt: new Date(Date.now() - 400 * DAY_MS), sharedAt: null });
  });

  it('lifts the pause for a guardian once the student, now an adult, shares again', async () => {
    await bornOn(yearsBefore(adulthood, 18));
    expect((await cleoAsDanaSees()).sections).toEqual({});
    const shared = await cleo.agent.put(API_PATHS.sharingGuardian(dana.id), {
      sections: ['sessions', 'goals', 'plans'],
    });
    expect(shared.status, shared.text()).toBe(200);
    expect(shared.json()).toMatchObject({ id: dana.id, sections: ['sessions', 'goals', 'plans'], paused: false });
    const link = await GuardianLink.findOne({ guardianId: dana.id, clientId: clientId() }).lean();
    expect(Date.now() - link!.sharedAt!.getTime()).toBeLessThan(60_000);

    expect(Object.keys((await cleoAsDanaSees()).sections)).toEqual(['sessions', 'goals', 'plans']);
    expect(pausedOf(await sharingOf(cleo.agent))).toEqual({ 'Dana Marsh': false, 'Sam Marsh': true });

    expect((await cleo.agent.put(API_PATHS.sharingGuardian(sam.id), { sections: ['sessions'] })).status).toBe(200);
    const sharing = await sharingOf(cleo.agent);
    expect(pausedOf(sharing)).toEqual({ 'Dana Marsh': false, 'Sam Marsh': false });
    expect(sharing.pausedAtEighteen).toBe(false);
  });
});
