import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ActivityCompletion } from '../../../contract/index.js';
import { ActivityCompletion as ActivityCompletionModel } from '../../../models/index.js';
import { startWorld, type World } from '../test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('POST /api/activity-completion', () => {
  it('needs a client with a profile', async () => {
    const body = { activityId: world.activities[0]!.id, completed: false };
    expect((await world.anonymous.post(API_PATHS.startActivity, body)).status).toBe(401);
    expect((await world.admin.post(API_PATHS.startActivity, body)).status).toBe(401);
    expect((await world.coach.agent.post(API_PATHS.startActivity, body)).status).toBe(403);
    const withoutProfile = await world.newClient.agent.post(API_PATHS.startActivity, body);
    expect(withoutProfile.status).toBe(403);
    expect(withoutProfile.json().message).toBe('Please create your profile first');
    expect(await ActivityCompletionModel.countDocuments()).toBe(0);
  });

  it('starts an activity once: a second start returns the same record', async () => {
    const body = { activityId: world.activities[0]!.id, completed: false };
    const first = await world.clientA.agent.post(API_PATHS.startActivity, body);
    expect(first.status).toBe(201);
    const record = first.json<ActivityCompletion>();
    expect(record).toMatchObject({
      clientId: world.clientA.profileId,
      activityId: body.activityId,
      completed: false,
      rating: null,
      completedAt: null,
    });
    const second = await world.clientA.agent.post(API_PATHS.startActivity, body);
    expect(second.status).toBe(200);
    expect(second.json<ActivityCompletion>().id).toBe(record.id);
    expect(await ActivityCompletionModel.countDocuments({ clientId: world.clientA.profileId })).toBe(1);
  });

  it('gives two concurrent starts one record', async () => {
    const body = { activityId: world.activities[1]!.id };
    const replies = await Promise.all([1, 2, 3].map(() => world.clientA.agent.post(API_PATHS.startActivity, body)));
    expect(new Set(replies.map((reply) => reply.json<ActivityCompletion>().id)).size).toBe(1);
    expect(
      await ActivityCompletionModel.countDocuments({ clientId: world.clientA.profileId, activityId: body.activityId }),
    ).toBe(1);
  });

  it('refuses an unknown activity, a bad id, completed true and unknown fields', async () => {
    const agent = world.clientB.agent;
    const unknown = await agent.post(API_PATHS.startActivity, { activityId: 'no-such-activity' });
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe('Activity not found');
    expect((await agent.post(API_PATHS.startActivity, { activityId: '../etc' })).status).toBe(400);
    expect((await agent.post(API_PATHS.startActivity, { activityId: 'x'.repeat(65) })).status).toBe(400);
    expect((await agent.post(API_PATHS.startActivity, {})).status).toBe(400);
    const done = await agent.post(API_PATHS.startActivity, { activityId: world.activities[0]!.id, completed: true });
    expect(done.status).toBe(400);
    const extra = await agent.post(API_PATHS.startActivity, { activityId: world.activities[0]!.id, clientId: 'x' });
    expect(extra.status).toBe(400);
    expect(await ActivityCompletionModel.countDocuments({ clientId: world.clientB.profileId })).toBe(0);
  });
});

describe('PUT /api/activity-completion/{id}', () => {
  it('completes the student’s own record with rating medium, notes and completedAt now by default', async () => {
    const started = (
      await world.clientA.agent.post(API_PATHS.startActivity, { activityId: world.activities[2]!.id })
    ).json<ActivityCompletion>();
    const before = Date.now();
    const reply = await world.clientA.agent.put(API_PATHS.activityCompletion(started.id), { completed: true });
    expect(reply.status).toBe(200);
    const record = reply.json<ActivityCompletion>();
    expect(record).toMatchObject({ id: started.id, completed: true, rating: 'medium', notes: '' });
    expect(Date.parse(record.completedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(record.completedAt!)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps the rating, notes and time the student sent, cutting a future time to now', async () => {
    const started = (
      await world.clientA.agent.post(API_PATHS.startActivity, { activityId: world.activities[3]!.id })
    ).json<ActivityCompletion>();
    const sent = await world.clientA.agent.put(API_PATHS.activityCompletion(started.id), {
      completed: true,
      rating: 'high',
      notes: 'Worked well before dinner',
      completedAt: '2025-01-15T18:30:00.000Z',
    });
    expect(sent.json<ActivityCompletion>()).toMatchObject({
      rating: 'high',
      notes: 'Worked well before dinner',
      completedAt: '2025-01-15T18:30:00.000Z',
    });
    const future = await world.clientA.agent.put(API_PATHS.activityCompletion(started.id), {
      completed: true,
      completedAt: '2999-01-01T00:00:00.000Z',
    });
    expect(Date.parse(future.json<ActivityCompletion>().completedAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('answers 404 to another student and changes nothing', async () => {
    const started = (
      await world.clientA.agent.post(API_PATHS.startActivity, { activityId: world.activities[4]!.id })
    ).json<ActivityCompletion>();
    const reply = await world.clientB.agent.put(API_PATHS.activityCompletion(started.id), { completed: true });
    expect(reply.status).toBe(404);
    expect(reply.json().message).toBe('Progress record not found');
    expect(
      (await world.clientB.agent.put(API_PATHS.activityCompletion('no-such-record'), { completed: true })).status,
    ).toBe(404);
    expect((await ActivityCompletionModel.findById(started.id).lean())?.completed).toBe(false);
  });

  it('refuses bad input and changes nothing', async () => {
    const started = (
      await world.clientA.agent.post(API_PATHS.startActivity, { activityId: world.activities[5]!.id })
    ).json<ActivityCompletion>();
    const path = API_PATHS.activityCompletion(started.id);
    for (const body of [
      {},
      { completed: false },
      { completed: 'yes' },
      { completed: true, completedAt: 'yesterday' },
      { completed: true, notes: 'x'.repeat(5001) },
      { completed: true, rating: 'x'.repeat(101) },
      { completed: true, clientId: world.clientB.profileId },
    ]) {
      expect((await world.clientA.agent.put(path, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await ActivityCompletionModel.findById(started.id).lean())?.completed).toBe(false);
  });
});

describe('GET /api/my-progress', () => {
  it('lists only the student’s own records', async () => {
    const mine = (await world.clientA.agent.get(API_PATHS.myProgress)).json<ActivityCompletion[]>();
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.every((record) => record.clientId === world.clientA.profileId)).toBe(true);
    expect(Object.keys(mine[0]!).sort()).toEqual(
      ['activityId', 'clientId', 'completed', 'completedAt', 'createdAt', 'id', 'notes', 'rating'].sort(),
    );
    expect((await world.clientB.agent.get(API_PATHS.myProgress)).json()).toEqual([]);
  });

  it('needs a client with a profile', async () => {
    expect((await world.anonymous.get(API_PATHS.myProgress)).status).toBe(401);
    expect((await world.coach.agent.get(API_PATHS.myProgress)).status).toBe(403);
    expect((await world.newClient.agent.get(API_PATHS.myProgress)).status).toBe(403);
  });
});
