import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn, type TestServer, startTestServer } from '../../test/index.js';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, type Plan } from '../contract/index.js';
import { CheckIn, IdempotentReply, Plan as PlanModel, newId } from '../models/index.js';
import { deleteStudent } from '../commands/studentDeleter.js';
import { routes } from '../routes/index.js';
import { planPayload } from '../routes/client/test/world.js';
import {
  IDEMPOTENCY_CLAIM_SECONDS,
  IDEMPOTENT_REPLIES_KEPT,
  IDEMPOTENT_REPLY_DAYS,
  claimKey,
  finish,
  release,
} from './idempotency.js';

const CHECK_INS = API_PATHS.checkIns;
const checkIn = { task: 'Essay outline', plannedMinutes: 20, actualMinutes: 35, startedOnTime: false };
const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const checkInsOf = (student: SignedIn) => CheckIn.countDocuments({ clientId: student.profileId });

let server: TestServer;
let count = 0;
const newStudent = () => signInAs(server, { email: `keyed${(count += 1)}@example.com`, role: 'client', profile: true });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('a save sent with an Idempotency-Key', () => {
  it('is made once when sent twice, and the second reply is the first one, kept a month', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    const first = await student.agent.post(CHECK_INS, checkIn, keyed(key));
    const again = await student.agent.post(CHECK_INS, checkIn, keyed(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.text()).toBe(first.text());
    expect(await checkInsOf(student)).toBe(1);

    const kept = await IdempotentReply.findById(`${student.userId}:${key}`).lean();
    const month = IDEMPOTENT_REPLY_DAYS * 86_400_000;
    expect(kept!.expire.getTime() - Date.now()).toBeGreaterThan(month - 60_000);
    expect(kept!.expire.getTime() - Date.now()).toBeLessThanOrEqual(month);
  });

  it('makes a new plan once, and without a key every send makes one', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    const first = (await student.agent.post(API_PATHS.plans, planPayload(), keyed(key))).json<Plan>();
    const again = (await student.agent.post(API_PATHS.plans, planPayload(), keyed(key))).json<Plan>();
    expect(again.id).toBe(first.id);
    expect(await PlanModel.countDocuments({ clientId: student.profileId })).toBe(1);

    await student.agent.post(CHECK_INS, checkIn);
    await student.agent.post(CHECK_INS, checkIn);
    expect(await checkInsOf(student)).toBe(2);
  });

  it('is not looked at on a route that is not a student’s save, nor on a read', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    expect((await student.agent.put(API_PATHS.checkInPause, { paused: true }, keyed(key))).status).toBe(200);
    expect((await student.agent.get(CHECK_INS, keyed(key))).status).toBe(200);
    expect(await IdempotentReply.countDocuments({ userId: student.userId })).toBe(0);
  });

  it('is made when sent again after a refusal: a refused save does not hold its key', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    const refused = await student.agent.post(CHECK_INS, { ...checkIn, planId: newId() }, keyed(key));
    expect(refused.status).toBe(404);
    expect(await IdempotentReply.countDocuments({ userId: student.userId })).toBe(0);

    expect((await student.agent.post(CHECK_INS, checkIn, keyed(key))).status).toBe(201);
    expect(await checkInsOf(student)).toBe(1);
  });

  it('is one person’s: the same key from someone else makes their own save', async () => {
    const [one, other] = [await newStudent(), await newStudent()];
    const key = crypto.randomUUID();
    expect((await one.agent.post(CHECK_INS, checkIn, keyed(key))).status).toBe(201);
    const theirs = await other.agent.post(CHECK_INS, { ...checkIn, task: 'Their own' }, keyed(key));
    expect(theirs.status).toBe(201);
    expect(theirs.json<{ task: string }>().task).toBe('Their own');
    expect([await checkInsOf(one), await checkInsOf(other)]).toEqual([1, 1]);
  });

  it('is refused on another path (422) and when malformed (400), and nothing is made', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    expect((await student.agent.post(CHECK_INS, checkIn, keyed(key))).status).toBe(201);
    const elsewhere = await student.agent.post(API_PATHS.plans, planPayload(), keyed(key));
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused });
    expect(await PlanModel.countDocuments({ clientId: student.profileId })).toBe(0);

    for (const bad of ['short', 'x'.repeat(101), 'has space in it', 'semi;colon1']) {
      const reply = await student.agent.post(CHECK_INS, checkIn, keyed(bad));
      expect(reply.status, bad).toBe(400);
      expect(reply.json(), bad).toEqual({ message: IDEMPOTENCY_MESSAGES.invalid });
    }
    expect(await checkInsOf(student)).toBe(1);
  });

  it('sent twice at once, is made once', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    const replies = await Promise.all([1, 2, 3].map(() => student.agent.post(CHECK_INS, checkIn, keyed(key))));
    expect(await checkInsOf(student)).toBe(1);
    for (const reply of replies) {
      if (reply.status === 409) expect(reply.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inProgress });
      else expect(reply.status).toBe(201);
    }
  });

  it('waits while the first send is being made, and is taken over once a stopped process’s claim has run out', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    const id = `${student.userId}:${key}`;
    const claim = {
      _id: id,
      userId: student.userId,
      path: CHECK_INS,
      holder: 'a stopped process',
      status: null,
      body: null,
    };
    await IdempotentReply.create({ ...claim, expire: new Date(Date.now() + IDEMPOTENCY_CLAIM_SECONDS * 1000) });
    const waiting = await student.agent.post(CHECK_INS, checkIn, keyed(key));
    expect(waiting.status).toBe(409);
    expect(waiting.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inProgress });
    expect(await checkInsOf(student)).toBe(0);

    await IdempotentReply.updateOne({ _id: id }, { $set: { expire: new Date(Date.now() - 1000) } });
    expect((await student.agent.post(CHECK_INS, checkIn, keyed(key))).status).toBe(201);
    expect(await checkInsOf(student)).toBe(1);
  });

  it('keeps or frees nothing for a process whose claim was taken over after its time', async () => {
    const student = await newStudent();
    const key = crypto.randomUUID();
    const first = await claimKey(student.userId, key, CHECK_INS);
    await IdempotentReply.updateOne(
      { _id: `${student.userId}:${key}` },
      { $set: { expire: new Date(Date.now() - 1000) } },
    );
    const second = await claimKey(student.userId, key, CHECK_INS);
    expect([first.kind, second.kind]).toEqual(['make', 'make']);
    if (first.kind !== 'make' || second.kind !== 'make') return;
    await release(first);
    await finish(first, { status: 201, body: '{"from":"first"}' });
    expect(await IdempotentReply.findById(second.id).lean()).toMatchObject({ status: null, holder: second.holder });
    await finish(second, { status: 201, body: '{"from":"second"}' });
    expect(await claimKey(student.userId, key, CHECK_INS)).toEqual({
      kind: 'answer',
      reply: { status: 201, body: '{"from":"second"}' },
    });
  });

  it('keeps a person’s newest 20 replies: saves sent in a loop, each with a new key, cannot fill the store', async () => {
    const student = await newStudent();
    const keys = Array.from({ length: IDEMPOTENT_REPLIES_KEPT + 5 }, () => crypto.randomUUID());
    for (const key of keys) {
      const saved = await student.agent.put(API_PATHS.orientation, { whoAreYou: key.slice(0, 8) }, keyed(key));
      expect(saved.status, saved.text()).toBeLessThan(300);
    }
    const kept = await IdempotentReply.find({ userId: student.userId }, { _id: 1 }).lean();
    const newest = keys.slice(-IDEMPOTENT_REPLIES_KEPT).map((key) => `${student.userId}:${key}`);
    expect(kept.map((reply) => reply._id).sort()).toEqual(newest.sort());
  });

  it('keeps nothing for a student deleted while their save was on its way', async () => {
    const student = await newStudent();
    // The save's request was let in before the deletion, and presents its key after the deletion's replies step.
    await deleteStudent(student.profileId!);
    await expect(claimKey(student.userId, crypto.randomUUID(), CHECK_INS)).rejects.toMatchObject({ status: 401 });
    expect(await IdempotentReply.countDocuments({ userId: student.userId })).toBe(0);
  });

  it('is taken by every save a student’s device queues, and by no other route', () => {
    const queued = [
      `POST ${API_PATHS.checkIns}`,
      `POST ${API_PATHS.plans}`,
      `PUT ${API_PATHS.plan.pattern}`,
      `PUT ${API_PATHS.reassessment.pattern}`,
      `POST ${API_PATHS.planAttainment.pattern}`,
      `POST ${API_PATHS.orientation}`,
      `PUT ${API_PATHS.orientation}`,
    ];
    const idempotent = routes.filter((route) => route.idempotent).map((route) => `${route.method} ${route.path}`);
    expect(idempotent.sort()).toEqual(queued.sort());
  });
});
