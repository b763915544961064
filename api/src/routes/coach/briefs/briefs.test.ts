import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAgent,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../../test/index.js';
import {
  API_PATHS,
  BRIEF_ALREADY_SENT,
  BRIEF_MAX,
  BRIEF_NOT_FOUND,
  briefMailSubject,
  type Activity,
  type ActivityCompletion,
  type Brief,
  type CoachBriefs,
  type Family,
  type Plan,
} from '../../../contract/index.js';
import { AccessLogEntry, Brief as BriefModel, CoachingSession } from '../../../models/index.js';
import { planPayload } from '../../client/test/world.js';
import {
  acceptAgreement,
  linkGuardian,
  signInAsGuardian,
  writeAgreement,
  type TestGuardian,
} from '../../family/test/guardians.js';

const ZONE = 'America/Chicago';
let server: TestServer;
let coach: SignedIn;
let ada: SignedIn;
let ben: SignedIn;
let admin: Agent;
let mother: TestGuardian;
let motherAgent: Agent;
/** Linked to Ada, but has not accepted the agreement: no e-mail. */
let father: TestGuardian;
/** Ben's, accepted: never gets Ada's briefs. */
let bensMother: TestGuardian;

const briefsPath = () => API_PATHS.coachClientBriefs(ada.profileId!);
const sendPath = (briefId: string, clientId = ada.profileId!) => API_PATHS.coachClientBriefSend(clientId, briefId);

async function draft(text: string, student = ada): Promise<Brief> {
  const reply = await coach.agent.post(API_PATHS.coachClientBriefs(student.profileId!), { text });
  expect(reply.status, reply.text()).toBe(201);
  return reply.json<Brief>();
}

/** The access-log entries written since a moment, as [action, student, actor kind]. */
async function loggedSince(since: Date) {
  const entries = await AccessLogEntry.find({ createdAt: { $gte: since } }).lean();
  return entries.map((entry) => [entry.action, entry.clientId, entry.actor?.kind]);
}

beforeAll(async () => {
  server = await startTestServer({ email: true, config: { practiceTimeZone: ZONE } });
  [coach, ada, ben, admin] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, { email: 'ada@example.com', role: 'client', profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' } }),
    signInAs(server, { email: 'ben@example.com', role: 'client', profile: { studentFirstName: 'Ben', studentLastName: 'Okafor' } }),
    adminAgent(server),
  ]);
  mother = await linkGuardian(ada.profileId!, { email: 'grace@example.com', name: 'Grace Lovelace' });
  father = await linkGuardian(ada.profileId!, { email: 'william@example.com', name: 'William Lovelace', relationship: 'father' });
  bensMother = await linkGuardian(ben.profileId!, { email: 'ngozi@example.com', name: 'Ngozi Okafor' });
  await writeAgreement(coach, 'What coaching is, and is not.');
  motherAgent = await signInAsGuardian(server, mother);
  await acceptAgreement(motherAgent);
  await acceptAgreement(await signInAsGuardian(server, bensMother));
  await signInAsGuardian(server, father);
});
afterAll(() => server?.close());

describe('GET /api/coach/client/{id}/briefs', () => {
  it('answers no briefs and a draft saying there is nothing to report from a quiet week', async () => {
    const reply = await coach.agent.get(briefsPath());
    expect(reply.status, reply.text()).toBe(200);
    expect(reply.json()).toEqual({
      briefs: [],
      suggestedText:
        'Hello,\n\nIt was a quiet week for Ada: no sessions held, activities finished or plans reassessed to report.',
    });
  });

  it('drafts the last 7 days in friendly sentences: sessions held, activities finished, plans reassessed', async () => {
    const clientId = ada.profileId!;
    const session = (daysAgo: number, status: 'attended' | 'no-show') => {
      const start = new Date(Date.now() - daysAgo * 86_400_000);
      return { clientId, start, end: new Date(start.getTime() + 50 * 60_000), status, bookedBy: 'coach' as const };
    };
    const held = [session(5, 'attended'), session(2, 'attended')];
    // Neither counts: one was missed, one was held more than a week ago.
    await CoachingSession.create([...held, session(1, 'no-show'), session(9, 'attended')]);
    const activities = (await ada.agent.get(API_PATHS.activities)).json<Activity[]>();
    for (const activity of activities.slice(0, 2)) {
      const started = (await ada.agent.post(API_PATHS.startActivity, { activityId: activity.id })).json<ActivityCompletion>();
      expect((await ada.agent.put(API_PATHS.activityCompletion(started.id), { completed: true })).status).toBe(200);
    }
    // Started, not finished: not counted.
    await ada.agent.post(API_PATHS.startActivity, { activityId: activities[2]!.id });
    const plan = (await ada.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
    expect((await ada.agent.put(API_PATHS.reassessment(plan.id), { currentStatus: 'Better' })).status).toBe(200);

    const day = (date: Date) => DateTime.fromJSDate(date, { zone: ZONE }).toFormat('cccc d LLLL');
    const { suggestedText } = (await coach.agent.get(briefsPath())).json<CoachBriefs>();
    expect(suggestedText).toBe(
      [
        'Hello,',
        '',
        `Here is Ada’s week. Ada came to 2 coaching sessions, on ${day(held[0]!.start)} and ${day(held[1]!.start)}.` +
          ` Ada finished 2 skill activities: “${activities[0]!.title}” and “${activities[1]!.title}”.` +
          ' Ada reassessed a goal plan, looking at what worked and what to change.',
      ].join('\n'),
    );
    // Nothing of Ada's week is in Ben's draft.
    const bens = (await coach.agent.get(API_PATHS.coachClientBriefs(ben.profileId!))).json<CoachBriefs>();
    expect(bens.suggestedText).toContain('quiet week for Ben');
  });

  it('lists drafts and sent briefs newest first, and logs the reading', async () => {
    const first = await draft('First brief');
    const second = await draft('Second brief');
    const since = new Date();
    const { briefs } = (await coach.agent.get(briefsPath())).json<CoachBriefs>();
    expect(briefs.map((brief) => [brief.id, brief.status])).toEqual([
      [second.id, 'draft'],
      [first.id, 'draft'],
    ]);
    expect(await loggedSince(since)).toEqual([['client.briefs.view', ada.profileId, 'coach']]);
    await BriefModel.deleteMany({ clientId: ada.profileId });
  });

  it('answers 404 for an unknown client and logs nothing; it is the coach’s alone', async () => {
    const since = new Date();
    expect((await coach.agent.get(API_PATHS.coachClientBriefs('no-such-client'))).status).toBe(404);
    expect((await coach.agent.get(API_PATHS.coachClientBriefs('$bad'))).status).toBe(400);
    expect((await ada.agent.get(briefsPath())).status).toBe(403);
    expect((await motherAgent.get(briefsPath())).status).toBe(403);
    expect((await admin.get(briefsPath())).status).toBe(401);
    expect(await loggedSince(since)).toEqual([]);
  });
});

describe('POST /api/coach/client/{id}/briefs', () => {
  it('saves a draft, answers 201 with it, and logs the writing', async () => {
    const since = new Date();
    const reply = await coach.agent.post(briefsPath(), { text: '  Ada had a strong week.\nMore soon.  ' });
    expect(reply.status, reply.text()).toBe(201);
    const brief = reply.json<Brief>();
    expect(brief).toEqual({
      id: expect.any(String),
      text: 'Ada had a strong week.\nMore soon.',
      status: 'draft',
      createdAt: expect.any(String),
      sentAt: null,
      sentTo: 0,
    });
    expect(await loggedSince(since)).toEqual([['client.brief.write', ada.profileId, 'coach']]);
    // A draft reaches neither the student nor the family.
    expect((await ada.agent.get(API_PATHS.myBriefs)).json<Brief[]>()).toEqual([]);
    const family = (await motherAgent.get(API_PATHS.family)).json<Family>();
    expect(family.students[0]!.briefs).toEqual([]);
  });

  it('refuses an empty, too long or unknown field with a 400, and an unknown client with a 404; nothing is saved', async () => {
    const before = await BriefModel.countDocuments();
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(BRIEF_MAX + 1) }, { text: 5 }, { text: 'Hi', status: 'sent' }]) {
      const reply = await coach.agent.post(briefsPath(), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await coach.agent.post(briefsPath(), { text: '' });
    expect(empty.json<{ message: string }>().message).toBe('text: The brief’s text is required');
    expect((await coach.agent.post(API_PATHS.coachClientBriefs('no-such-client'), { text: 'Hi' })).status).toBe(404);
    expect((await ada.agent.post(briefsPath(), { text: 'Hi' })).status).toBe(403);
    expect((await admin.post(briefsPath(), { text: 'Hi' })).status).toBe(401);
    expect(await BriefModel.countDocuments()).toBe(before);
  });
});

describe('POST /api/coach/client/{id}/briefs/{briefId}/send', () => {
  it('sends the draft by e-mail to every guardian who accepted the agreement, and answers it as sent', async () => {
    const brief = await draft('Ada finished her lab report on time.\nShe is proud of it.');
    const since = new Date();
    const reply = await coach.agent.post(sendPath(brief.id));
    expect(reply.status, reply.text()).toBe(200);
    const sent = reply.json<Brief>();
    expect(sent).toEqual({ ...brief, status: 'sent', sentAt: expect.any(String), sentTo: 1 });
    expect(Date.parse(sent.sentAt!)).toBeGreaterThanOrEqual(since.getTime() - 1000);
    expect(await loggedSince(since)).toEqual([['client.brief.send', ada.profileId, 'coach']]);

    const subject = briefMailSubject('Ada', 'Bright Minds');
    const mail = await server.mail!.waitFor((message) => message.subject === subject && message.to.includes(mother.email));
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Dear Grace Lovelace,');
    expect(text).toContain('Ada finished her lab report on time.\nShe is proud of it.');
    expect(text).toContain(`${server.url}/family`);
    await server.settle();
    // The father has not accepted the agreement; Ben's mother is another family.
    const recipients = server.mail!.messages.filter((message) => message.subject === subject).flatMap((m) => m.to);
    expect(recipients).toEqual([mother.email]);
    expect(recipients).not.toContain(father.email);
    expect(recipients).not.toContain(bensMother.email);

    // Exactly as sent, to the student and the family.
    expect((await ada.agent.get(API_PATHS.myBriefs)).json<Brief[]>()).toEqual([sent]);
    expect((await motherAgent.get(API_PATHS.family)).json<Family>().students[0]!.briefs).toEqual([sent]);
  });

  it('counts only the e-mails delivered: one the hour’s cap dropped is not among them', async () => {
    const brief = await draft('Sent while the hour’s e-mail is used up.');
    const cap = server.config.mailHourlyCap;
    // A cap of 1 leaves no e-mail an hour to anything but sign-in links.
    server.config.mailHourlyCap = 1;
    try {
      const reply = await coach.agent.post(sendPath(brief.id));
      expect(reply.status, reply.text()).toBe(200);
      expect(reply.json<Brief>()).toMatchObject({ status: 'sent', sentTo: 0 });
    } finally {
      server.config.mailHourlyCap = cap;
    }
    expect(await BriefModel.findById(brief.id).lean()).toMatchObject({ status: 'sent', sentTo: 0 });
    // Sent all the same: the student and the family page have it.
    const briefs = (await ada.agent.get(API_PATHS.myBriefs)).json<Brief[]>();
    expect(briefs.map((sent) => sent.text)).toContain('Sent while the hour’s e-mail is used up.');
  });

  it('answers 409 for a brief already sent: it is sent once and its text never changes', async () => {
    const brief = await draft('Sent once.');
    expect((await coach.agent.post(sendPath(brief.id))).status).toBe(200);
    await server.settle();
    const mails = server.mail!.messages.length;
    const again = await coach.agent.post(sendPath(brief.id));
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ message: BRIEF_ALREADY_SENT });
    await server.settle();
    expect(server.mail!.messages.length).toBe(mails);
    const stored = await BriefModel.findById(brief.id).lean();
    expect(stored).toMatchObject({ text: 'Sent once.', status: 'sent', sentTo: 1 });
  });

  it('answers 404 for another student’s brief or an unknown one, and sends nothing', async () => {
    const bens = await draft('Ben’s brief', ben);
    const since = new Date();
    for (const [clientId, briefId] of [
      [ada.profileId!, bens.id],
      [ada.profileId!, 'no-such-brief'],
      ['no-such-client', bens.id],
    ] as const) {
      const reply = await coach.agent.post(sendPath(briefId, clientId));
      expect(reply.status, `${clientId} ${briefId}`).toBe(404);
    }
    expect((await coach.agent.post(sendPath('no-such-brief'))).json()).toEqual({ message: BRIEF_NOT_FOUND });
    expect(await BriefModel.findById(bens.id).lean()).toMatchObject({ status: 'draft', sentAt: null });
    expect(await loggedSince(since)).toEqual([]);
    // Others are refused before anything is looked at.
    expect((await ada.agent.post(sendPath(bens.id, ben.profileId!))).status).toBe(403);
    expect((await motherAgent.post(sendPath(bens.id, ben.profileId!))).status).toBe(403);
    expect((await admin.post(sendPath(bens.id, ben.profileId!))).status).toBe(401);
    expect(await BriefModel.findById(bens.id).lean()).toMatchObject({ status: 'draft' });
  });

  it('sends once however many ask at the same time', async () => {
    const brief = await draft('Asked twice at once.');
    const replies = await Promise.all([coach.agent.post(sendPath(brief.id)), coach.agent.post(sendPath(brief.id))]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    await server.settle();
    const subject = briefMailSubject('Ada', 'Bright Minds');
    const copies = server.mail!.messages.filter((m) => m.subject === subject && m.text.includes('Asked twice at once.'));
    expect(copies).toHaveLength(1);
  });
});
