import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  SESSION_PATHS,
  type AccessAction,
  type AccessLogEntry as AccessLogReply,
  type AttentionList,
  type CoachClientCard,
  type CoachingSession,
} from '../../contract/index.js';
import { AccessLogEntry, ClientProfile, CoachingSession as SessionModel, User } from '../../models/index.js';
import { startWorld, type World } from '../client/test/world.js';

const DAY = 86_400_000;
let world: World;
let ada: string;
let ben: string;

/** A session stored as an old record might be, `days` from now (negative: in the past). */
async function storedSession(clientId: string, days: number, bookedBy: 'client' | 'coach' = 'coach') {
  const start = new Date(Math.ceil((Date.now() + days * DAY) / 300_000) * 300_000);
  const session = await SessionModel.create({
    clientId,
    start,
    end: new Date(start.getTime() + 50 * 60_000),
    bookedBy,
  });
  return session._id;
}

/** The access-log entries written since `since`, as action and student. */
async function loggedSince(since: Date): Promise<Array<{ action: string; clientId: string | null; kind?: string }>> {
  const entries = await AccessLogEntry.find({ createdAt: { $gte: since } }).lean();
  return entries.map((entry) => ({ action: entry.action, clientId: entry.clientId ?? null, kind: entry.actor?.kind }));
}

/** The actions the coach's Access Log tab shows for one student. */
async function coachSeesFor(clientId: string): Promise<AccessAction[]> {
  const reply = await world.coach.agent.get(`${API_PATHS.accessLog}?clientId=${clientId}&limit=200`);
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<AccessLogReply[]>().map((entry) => entry.action);
}

beforeAll(async () => {
  world = await startWorld();
  ada = world.clientA.profileId!;
  ben = world.clientB.profileId!;
  // Ada joined a month ago and has done nothing since: she is on the needs-attention list, Ben is not.
  await ClientProfile.collection.updateOne(
    { _id: ada as never },
    { $set: { createdAt: new Date(Date.now() - 30 * DAY) } },
  );
});
afterAll(() => world.close());
beforeEach(async () => {
  await SessionModel.deleteMany({});
});

describe('a coach reading students through lists, where no single record is opened', () => {
  it('the roster leaves an entry for each student it shows, found under that student by the coach and the student', async () => {
    const since = new Date();
    const reply = await world.coach.agent.get(API_PATHS.coachClients);
    expect(reply.status).toBe(200);
    const shown = reply.json<CoachClientCard[]>().map((client) => client.id);
    expect(shown).toEqual(expect.arrayContaining([ada, ben]));

    const logged = await loggedSince(since);
    expect(
      logged
        .filter((entry) => entry.action === 'client.list')
        .map((entry) => entry.clientId)
        .sort(),
    ).toEqual([...shown].sort());
    expect(logged.every((entry) => entry.kind === 'coach')).toBe(true);
    expect(await coachSeesFor(ada)).toContain('client.list');
    expect(await coachSeesFor(ben)).toContain('client.list');
    const own = await world.clientA.agent.get(API_PATHS.myData);
    expect(own.status, own.text()).toBe(200);
    expect(own.json<{ accessLog: Array<{ action: string }> }>().accessLog.map((entry) => entry.action)).toContain(
      'client.list',
    );
  });

  it('the needs-attention list leaves an entry for the students it names, and none for the others', async () => {
    const since = new Date();
    const reply = await world.coach.agent.get(API_PATHS.needsAttention);
    expect(reply.status).toBe(200);
    expect(reply.json<AttentionList>().items.map((item) => item.clientId)).toEqual([ada]);
    expect(await loggedSince(since)).toEqual([{ action: 'client.attention.list', clientId: ada, kind: 'coach' }]);
    expect(await coachSeesFor(ada)).toContain('client.attention.list');
    expect(await coachSeesFor(ben)).not.toContain('client.attention.list');
  });

  it('the session list leaves one entry per student whose sessions it shows, none for a student reading their own', async () => {
    await storedSession(ada, 2);
    await storedSession(ada, 3);
    const since = new Date();
    const reply = await world.coach.agent.get(SESSION_PATHS.sessions);
    expect(reply.status).toBe(200);
    expect(reply.json<CoachingSession[]>().map((session) => session.clientId)).toEqual([ada, ada]);
    expect(await loggedSince(since)).toEqual([{ action: 'client.sessions.list', clientId: ada, kind: 'coach' }]);
    expect(await coachSeesFor(ada)).toContain('client.sessions.list');
    expect(await coachSeesFor(ben)).not.toContain('client.sessions.list');

    const ownSince = new Date();
    const own = await world.clientA.agent.get(SESSION_PATHS.sessions);
    expect(own.json<CoachingSession[]>()).toHaveLength(2);
    expect(await loggedSince(ownSince)).toEqual([]);
  });

  it('a roster of many students is logged with a single insert, not one write per student', async () => {
    for (let index = 0; index < 25; index++) {
      const user = await User.create({ email: `many-${index}@example.com`, role: 'client' });
      await ClientProfile.create({
        userId: user._id,
        studentFirstName: `Many${index}`,
        studentLastName: 'Student',
        gradeLevel: '9th Grade',
      });
    }
    const writes: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === AccessLogEntry.collection.collectionName) writes.push(method);
    });
    const since = new Date();
    try {
      expect((await world.coach.agent.get(API_PATHS.coachClients)).status).toBe(200);
    } finally {
      mongoose.set('debug', false);
    }
    expect(writes).toEqual(['insertMany']);
    const logged = await loggedSince(since);
    expect(logged.filter((entry) => entry.action === 'client.list')).toHaveLength(await ClientProfile.countDocuments());
  });

  it('a page of the roster is logged for the students on that page alone', async () => {
    const since = new Date();
    const first = await world.coach.agent.get(`${API_PATHS.coachClients}?limit=5`);
    expect(first.status).toBe(200);
    const shown = first.json<CoachClientCard[]>().map((client) => client.id);
    expect(shown).toHaveLength(5);
    const logged = (await loggedSince(since)).filter((entry) => entry.action === 'client.list');
    expect(logged.map((entry) => entry.clientId).sort()).toEqual([...shown].sort());

    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!;
    const later = new Date();
    const second = (await world.coach.agent.get(next)).json<CoachClientCard[]>().map((client) => client.id);
    const loggedNext = (await loggedSince(later)).filter((entry) => entry.action === 'client.list');
    expect(loggedNext.map((entry) => entry.clientId).sort()).toEqual([...second].sort());
    expect(second.some((id) => shown.includes(id))).toBe(false);
  });
});

describe('a coach changing a student’s sessions without a trace', () => {
  it('booking, moving, cancelling and recording attendance each leave an entry under the student', async () => {
    const since = new Date();
    const start = (days: number) => new Date(Math.ceil((Date.now() + days * DAY) / 300_000) * 300_000).toISOString();
    const booked = await world.coach.agent.post(SESSION_PATHS.coachSessions, { clientId: ben, start: start(5) });
    expect(booked.status, booked.text()).toBe(201);
    const { id } = booked.json<CoachingSession>();
    expect((await world.coach.agent.put(`${SESSION_PATHS.sessions}/${id}`, { start: start(6) })).status).toBe(200);
    expect((await world.coach.agent.delete(`${SESSION_PATHS.sessions}/${id}`)).status).toBe(204);
    const past = await storedSession(ben, -1);
    const attended = await world.coach.agent.put(`${SESSION_PATHS.sessions}/${past}/attendance`, {
      status: 'attended',
    });
    expect(attended.status, attended.text()).toBe(200);

    expect(await loggedSince(since)).toEqual(
      ['client.session.book', 'client.session.move', 'client.session.cancel', 'client.session.attendance'].map(
        (action) => ({ action, clientId: ben, kind: 'coach' }),
      ),
    );
    expect(await coachSeesFor(ben)).toEqual(
      expect.arrayContaining(['client.session.book', 'client.session.move', 'client.session.cancel']),
    );
  });

  it('a student cancelling their own session leaves no entry', async () => {
    const own = await storedSession(ada, 10, 'client');
    const since = new Date();
    const cancelled = await world.clientA.agent.delete(`${SESSION_PATHS.sessions}/${own}`);
    expect(cancelled.status, cancelled.text()).toBe(204);
    expect(await loggedSince(since)).toEqual([]);
  });
});
