import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../../../test/index.js';
import {
  API_PATHS,
  QUEUED_BY_HEADER,
  QUEUED_SAVE_NOT_YOURS,
  STUDENT_BOUNDS,
  STUDENT_BOUND_MESSAGES,
  type CheckIn,
  type CheckInSummary,
  type Plan,
} from '../../../contract/index.js';
import { CheckIn as CheckInModel, CheckInPause, newId } from '../../../models/index.js';
import { dayIn, zoneAtNoon, zoneOnAnotherDay } from '../test/days.js';
import { planPayload, startWorld, type World } from '../test/world.js';

const PATH = API_PATHS.checkIns;
const SUMMARY = API_PATHS.checkInSummary;
const PAUSE = API_PATHS.checkInPause;

let world: World;
let zone: string;
let planOfA: Plan;
let planOfB: Plan;

/** A day relative to today on the practice's clock. */
const day = (offset = 0) => dayIn(zone, offset);

const valid = { task: 'Chemistry worksheet', plannedMinutes: 30, actualMinutes: 45, startedOnTime: true };

/** A check-in stored directly, for days the API no longer takes. */
async function storedCheckIn(clientId: string, date: string, fields: Partial<typeof valid> = {}) {
  const id = newId();
  await CheckInModel.collection.insertOne({
    _id: id as never,
    clientId,
    ...valid,
    ...fields,
    barrier: null,
    planId: null,
    date,
    createdAt: new Date(),
  });
  return id;
}

/** A student with a profile and no check-in yet. */
let count = 0;
const newStudent = (): Promise<SignedIn> =>
  signInAs(world.server, { email: `checkin${(count += 1)}@example.com`, role: 'client', profile: true });

beforeAll(async () => {
  world = await startWorld();
  zone = zoneAtNoon();
  world.server.config.practiceTimeZone = zone;
  planOfA = (await world.clientA.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
  planOfB = (await world.clientB.agent.post(API_PATHS.plans, planPayload())).json<Plan>();
});
afterAll(() => world?.close());

describe('the check-in routes', () => {
  it('are for students with a profile', async () => {
    for (const [method, path, body] of [
      ['GET', PATH, undefined],
      ['POST', PATH, valid],
      ['GET', SUMMARY, undefined],
      ['PUT', PAUSE, { paused: true }],
    ] as const) {
      expect((await world.anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await world.admin.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await world.coach.agent.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await world.newClient.agent.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await CheckInModel.countDocuments()).toBe(0);
    expect(await CheckInPause.countDocuments()).toBe(0);
  });
});

describe('POST /api/check-ins', () => {
  it('saves a check-in dated today by default and answers 201 with it, barrier and plan null when absent', async () => {
    const before = Date.now();
    const reply = await world.clientA.agent.post(PATH, valid);
    expect(reply.status, reply.text()).toBe(201);
    const saved = reply.json<CheckIn>();
    expect(Object.keys(saved).sort()).toEqual(
      ['actualMinutes', 'barrier', 'createdAt', 'date', 'id', 'planId', 'plannedMinutes', 'startedOnTime', 'task'].sort(),
    );
    expect(saved).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      ...valid,
      barrier: null,
      planId: null,
      date: day(0),
      createdAt: expect.any(String),
    });
    expect(Date.parse(saved.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const stored = await CheckInModel.findById(saved.id).lean();
    expect(stored).toMatchObject({ clientId: world.clientA.profileId, task: valid.task, date: day(0) });
  });

  it('keeps a barrier, one of the student’s own plans and a day up to 13 days back, at every bound', async () => {
    const body = {
      task: 't'.repeat(200),
      plannedMinutes: 600,
      actualMinutes: 900,
      startedOnTime: false,
      barrier: '  Group chat kept buzzing  ',
      planId: planOfA.id,
      date: day(-13),
    };
    const reply = await world.clientA.agent.post(PATH, body);
    expect(reply.status, reply.text()).toBe(201);
    expect(reply.json<CheckIn>()).toMatchObject({ ...body, barrier: 'Group chat kept buzzing' });
    const low = await world.clientA.agent.post(PATH, {
      ...valid,
      plannedMinutes: 1,
      actualMinutes: 0,
      barrier: 'b'.repeat(200),
      date: day(-1),
    });
    expect(low.status, low.text()).toBe(201);
    expect(low.json<CheckIn>()).toMatchObject({ plannedMinutes: 1, actualMinutes: 0, barrier: 'b'.repeat(200) });
    const blank = await world.clientA.agent.post(PATH, { ...valid, barrier: '', planId: null });
    expect(blank.json<CheckIn>()).toMatchObject({ barrier: null, planId: null });
  });

  it('refuses every value outside its rule with a 400 naming the field, and saves nothing', async () => {
    const before = await CheckInModel.countDocuments();
    const cases: Array<[field: string, change: Record<string, unknown>]> = [
      ['task', { task: undefined }],
      ['task', { task: '' }],
      ['task', { task: '   ' }],
      ['task', { task: 't'.repeat(201) }],
      ['task', { task: 'Read\nchapter 4' }],
      ['task', { task: 'Read\r\nchapter 4' }],
      ['task', { task: 'Read\u2028chapter 4' }],
      ['task', { task: 42 }],
      ['task', { task: null }],
      ['plannedMinutes', { plannedMinutes: undefined }],
      ['plannedMinutes', { plannedMinutes: 0 }],
      ['plannedMinutes', { plannedMinutes: 601 }],
      ['plannedMinutes', { plannedMinutes: -5 }],
      ['plannedMinutes', { plannedMinutes: 30.5 }],
      ['plannedMinutes', { plannedMinutes: '30' }],
      ['plannedMinutes', { plannedMinutes: null }],
      ['actualMinutes', { actualMinutes: undefined }],
      ['actualMinutes', { actualMinutes: -1 }],
      ['actualMinutes', { actualMinutes: 901 }],
      ['actualMinutes', { actualMinutes: 2.5 }],
      ['actualMinutes', { actualMinutes: '45' }],
      ['startedOnTime', { startedOnTime: undefined }],
      ['startedOnTime', { startedOnTime: 'yes' }],
      ['startedOnTime', { startedOnTime: 1 }],
      ['startedOnTime', { startedOnTime: null }],
      ['barrier', { barrier: 'b'.repeat(201) }],
      ['barrier', { barrier: 'Phone\nat night' }],
      ['barrier', { barrier: 7 }],
      ['planId', { planId: '$bad' }],
      ['planId', { planId: '' }],
      ['planId', { planId: 12 }],
      ['date', { date: day(2) }],
      ['date', { date: day(-15) }],
      ['date', { date: '2025-02-30' }],
      ['date', { date: '2025/01/01' }],
      ['date', { date: 'yesterday' }],
      ['date', { date: `${day(0)}T10:00:00Z` }],
      ['date', { date: 20250101 }],
      ['date', { date: null }],
      ['mood', { mood: 'fine' }],
    ];
    for (const [field, change] of cases) {
      const reply = await world.clientA.agent.post(PATH, { ...valid, ...change });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.json<{ message: string }>().message, JSON.stringify(change)).toContain(field);
    }
    for (const raw of ['[]', '"a task"', 'null', '{"task": "unclosed']) {
      expect((await world.clientA.agent.post(PATH, undefined, { raw })).status, raw).toBe(400);
    }
    expect(await CheckInModel.countDocuments()).toBe(before);
  });

  it('takes the student’s own day a day past either end, for a student in another time zone than the practice', async () => {
    // A student ahead of the practice's zone is already on its tomorrow; one behind it still sees the 14th day back.
    for (const date of [day(1), day(-14)]) {
      const reply = await world.clientA.agent.post(PATH, { ...valid, date });
      expect(reply.status, reply.text()).toBe(201);
      expect(reply.json<CheckIn>().date).toBe(date);
    }
  });

  it('says which days a date may take', async () => {
    const reply = await world.clientA.agent.post(PATH, { ...valid, date: day(-15) });
    expect(reply.json()).toEqual({
      message: `date: Must be within the last 14 days (${day(-13)} to ${day(0)})`,
      errors: [{ field: 'date', message: `Must be within the last 14 days (${day(-13)} to ${day(0)})` }],
    });
  });

  it('answers 404 for another student’s plan or an unknown one, and saves nothing', async () => {
    const before = await CheckInModel.countDocuments();
    for (const planId of [planOfB.id, 'no-such-plan']) {
      const reply = await world.clientA.agent.post(PATH, { ...valid, planId });
      expect(reply.status, planId).toBe(404);
      expect(reply.json()).toEqual({ message: 'Plan not found' });
    }
    expect(await CheckInModel.countDocuments()).toBe(before);
    // The plan's own student may name it.
    expect((await world.clientB.agent.post(PATH, { ...valid, planId: planOfB.id })).status).toBe(201);
  });

  it('takes the day on the practice’s clock, not the server’s', async () => {
    const student = await newStudent();
    const other = zoneOnAnotherDay();
    world.server.config.practiceTimeZone = other;
    try {
      const today = dayIn(other, 0);
      expect(today).not.toBe(new Date().toISOString().slice(0, 10));
      const saved = await student.agent.post(PATH, valid);
      expect(saved.json<CheckIn>().date).toBe(today);
      expect((await student.agent.post(PATH, { ...valid, date: today })).status).toBe(201);
      expect((await student.agent.post(PATH, { ...valid, date: dayIn(other, 2) })).status).toBe(400);
      expect((await student.agent.post(PATH, { ...valid, date: dayIn(other, -14) })).status).toBe(201);
      expect((await student.agent.post(PATH, { ...valid, date: dayIn(other, -15) })).status).toBe(400);
    } finally {
      world.server.config.practiceTimeZone = zone;
    }
  });

  it('refuses (409) more check-ins for one day than a student may keep, and saves nothing', async () => {
    const student = await newStudent();
    for (let n = 0; n < STUDENT_BOUNDS.checkInsPerDay; n += 1) await storedCheckIn(student.profileId!, day(-2));
    const refused = await student.agent.post(PATH, { ...valid, date: day(-2) });
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ message: STUDENT_BOUND_MESSAGES.checkIns });
    expect(await CheckInModel.countDocuments({ clientId: student.profileId })).toBe(STUDENT_BOUNDS.checkInsPerDay);
    // Another day is another count.
    expect((await student.agent.post(PATH, { ...valid, date: day(-3) })).status).toBe(201);
  });

  it('holds the bound against check-ins sent at once: the last places go to two of ten, the rest are refused', async () => {
    const student = await newStudent();
    for (let n = 0; n < STUDENT_BOUNDS.checkInsPerDay - 2; n += 1) await storedCheckIn(student.profileId!, day(-2));
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => student.agent.post(PATH, { ...valid, date: day(-2) })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 201, ...Array(8).fill(409)]);
    expect(await CheckInModel.countDocuments({ clientId: student.profileId })).toBe(STUDENT_BOUNDS.checkInsPerDay);
  });
});

describe('GET /api/check-ins', () => {
  let student: SignedIn;
  const saved: Record<string, string> = {};

  beforeAll(async () => {
    student = await newStudent();
    const post = async (name: string, date: string) => {
      const reply = await student.agent.post(PATH, { ...valid, task: name, date });
      expect(reply.status, reply.text()).toBe(201);
      saved[name] = reply.json<CheckIn>().id;
    };
    await post('older', day(-5));
    await post('first today', day(0));
    await post('yesterday', day(-1));
    await post('second today', day(0));
    saved.lastYear = await storedCheckIn(student.profileId!, day(-365), { task: 'last year' });
    saved.tooOld = await storedCheckIn(student.profileId!, day(-366), { task: 'too old' });
  });

  const tasks = async (query = '') => {
    const reply = await student.agent.get(`${PATH}${query}`);
    expect(reply.status, reply.text()).toBe(200);
    return reply.json<CheckIn[]>().map((checkIn) => checkIn.task);
  };

  it('lists the student’s own, newest first by day then by when recorded, over the last 366 days', async () => {
    expect(await tasks()).toEqual(['second today', 'first today', 'yesterday', 'older', 'last year']);
    const reply = await student.agent.get(PATH);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.json<CheckIn[]>()[0]).toEqual({
      id: saved['second today'],
      ...valid,
      task: 'second today',
      barrier: null,
      planId: null,
      date: day(0),
      createdAt: expect.any(String),
    });
    const others = (await world.clientB.agent.get(PATH)).json<CheckIn[]>();
    expect(others.every((checkIn) => !Object.values(saved).includes(checkIn.id))).toBe(true);
  });

  it('takes from and to, both inclusive, either alone', async () => {
    expect(await tasks(`?from=${day(-1)}&to=${day(0)}`)).toEqual(['second today', 'first today', 'yesterday']);
    expect(await tasks(`?from=${day(-5)}&to=${day(-1)}`)).toEqual(['yesterday', 'older']);
    expect(await tasks(`?from=${day(-1)}`)).toEqual(['second today', 'first today', 'yesterday']);
    // From defaults to the 365 days before `to`.
    expect(await tasks(`?to=${day(-5)}`)).toEqual(['older', 'last year', 'too old']);
    expect(await tasks(`?to=${day(-371)}`)).toEqual([]);
    expect(await tasks(`?to=${day(-4)}&from=${day(-4)}`)).toEqual([]);
    expect(await tasks(`?from=${day(-366)}&to=${day(-1)}`)).toEqual(['yesterday', 'older', 'last year', 'too old']);
  });

  it('refuses bad days, a backwards range, a span over 366 days and unknown or repeated keys', async () => {
    for (const query of [
      '?from=2025-13-01',
      '?to=tomorrow',
      `?from=${day(0)}T00:00`,
      `?from=${day(0)}&to=${day(-1)}`,
      `?from=${day(1)}`,
      `?from=${day(-366)}`,
      `?from=${day(-400)}&to=${day(-34)}`,
      `?from=${day(-1)}&from=${day(-2)}`,
      '?limit=5',
    ]) {
      const reply = await student.agent.get(`${PATH}${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.json<{ message: string }>().message, query).toMatch(/from|to|limit/);
    }
    expect(await tasks(`?from=${day(-365)}`)).toContain('last year');
  });
});

describe('GET /api/check-ins/summary', () => {
  const summaryOf = async (student: SignedIn) => {
    const reply = await student.agent.get(SUMMARY);
    expect(reply.status, reply.text()).toBe(200);
    return reply.json<CheckInSummary>();
  };

  it('answers zero days and no ratio for a student without check-ins', async () => {
    const reply = await world.clientB.agent.get(SUMMARY);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await summaryOf(await newStudent())).toEqual({ daysWithCheckIn: 0, of: 7, paused: false, estimateRatio: null });
  });

  it('counts distinct days among the last 7 and takes the median ratio over the last 14, edges included', async () => {
    const student = await newStudent();
    const add = async (date: string, plannedMinutes: number, actualMinutes: number) => {
      const reply = await student.agent.post(PATH, { ...valid, plannedMinutes, actualMinutes, date });
      expect(reply.status, reply.text()).toBe(201);
    };
    await add(day(0), 60, 30); // 0.5
    await add(day(0), 10, 20); // 2.0, the same day
    await add(day(-6), 30, 30); // 1.0, the 7th day back
    await add(day(-7), 20, 30); // 1.5, outside the 7 days, inside the 14
    await add(day(-13), 50, 55); // 1.1, the 14th day back
    await storedCheckIn(student.profileId!, day(-14), { plannedMinutes: 30, actualMinutes: 90 }); // 3.0, outside
    // Ratios 0.5, 1.0, 1.1, 1.5, 2.0: the median is 1.1 (without the 14th day it would be 1.25, with the 15th 1.3).
    expect(await summaryOf(student)).toEqual({ daysWithCheckIn: 2, of: 7, paused: false, estimateRatio: 1.1 });
  });

  it('counts at once a check-in on the student’s own day ahead of the practice’s, and never more than 7 days', async () => {
    const student = await newStudent();
    for (let offset = 1; offset >= -6; offset--) {
      const reply = await student.agent.post(PATH, { ...valid, date: day(offset) });
      expect(reply.status, reply.text()).toBe(201);
    }
    expect(await summaryOf(student)).toMatchObject({ daysWithCheckIn: 7, of: 7 });
    const ahead = await newStudent();
    expect((await ahead.agent.post(PATH, { ...valid, date: day(1) })).status).toBe(201);
    expect(await summaryOf(ahead)).toMatchObject({ daysWithCheckIn: 1, estimateRatio: 1.5 });
  });

  it('takes the mean of the middle two of an even count, rounded to 2 decimals', async () => {
    const student = await newStudent();
    await student.agent.post(PATH, { ...valid, plannedMinutes: 3, actualMinutes: 1, date: day(-2) });
    await student.agent.post(PATH, { ...valid, plannedMinutes: 7, actualMinutes: 7, date: day(-9) });
    // (1/3 + 1) / 2 = 0.6666...
    expect(await summaryOf(student)).toEqual({ daysWithCheckIn: 1, of: 7, paused: false, estimateRatio: 0.67 });
  });
});

describe('PUT /api/check-ins/pause', () => {
  it('pauses and resumes counting, answering the summary', async () => {
    const student = await newStudent();
    await student.agent.post(PATH, { ...valid, plannedMinutes: 20, actualMinutes: 30 });
    const paused = await student.agent.put(PAUSE, { paused: true });
    expect(paused.status, paused.text()).toBe(200);
    expect(paused.json()).toEqual({ daysWithCheckIn: 1, of: 7, paused: true, estimateRatio: 1.5 });
    expect((await student.agent.get(SUMMARY)).json<CheckInSummary>().paused).toBe(true);
    const since = (await CheckInPause.findOne({ clientId: student.profileId }).lean())!.since;
    // Pausing again changes nothing, not even since when.
    expect((await student.agent.put(PAUSE, { paused: true })).json<CheckInSummary>().paused).toBe(true);
    expect((await CheckInPause.findOne({ clientId: student.profileId }).lean())!.since).toEqual(since);
    const resumed = await student.agent.put(PAUSE, { paused: false });
    expect(resumed.json()).toEqual({ daysWithCheckIn: 1, of: 7, paused: false, estimateRatio: 1.5 });
    expect(await CheckInPause.findOne({ clientId: student.profileId }).lean()).toMatchObject({ paused: false });
    // Another student's counting is their own.
    expect((await world.clientB.agent.get(SUMMARY)).json<CheckInSummary>().paused).toBe(false);
  });

  it('stores nothing when a student who never paused resumes', async () => {
    const student = await newStudent();
    expect((await student.agent.put(PAUSE, { paused: false })).json<CheckInSummary>().paused).toBe(false);
    expect(await CheckInPause.countDocuments({ clientId: student.profileId })).toBe(0);
  });

  it('refuses anything but a yes or no, and changes nothing', async () => {
    const student = await newStudent();
    for (const body of [{}, { paused: 'yes' }, { paused: 1 }, { paused: null }, { paused: true, until: '2030-01-01' }]) {
      const reply = await student.agent.put(PAUSE, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(/paused|until/);
    }
    expect(await CheckInPause.countDocuments({ clientId: student.profileId })).toBe(0);
  });
});

describe('a check-in queued on a device', () => {
  it('goes in as the student who made it, and is refused (409, nothing saved) under anyone else’s session', async () => {
    const [maker, next] = [await newStudent(), await newStudent()];
    const queued = (by: SignedIn) => ({ headers: { [QUEUED_BY_HEADER]: by.userId } });
    const refused = await next.agent.post(PATH, valid, queued(maker));
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ message: QUEUED_SAVE_NOT_YOURS });
    expect(await CheckInModel.countDocuments({ clientId: { $in: [maker.profileId, next.profileId] } })).toBe(0);

    expect((await maker.agent.post(PATH, valid, queued(maker))).status).toBe(201);
    expect(await CheckInModel.countDocuments({ clientId: maker.profileId })).toBe(1);
  });
});
