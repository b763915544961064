import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  ORIENTATION_QUESTIONS,
  type OrientationResponse,
  type ReflectionItem,
} from '../../../contract/index.js';
import { OrientationResponse as OrientationResponseModel } from '../../../models/index.js';
import { signInAs } from '../../../../test/index.js';
import { startWorld, type World } from '../test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const PATH = API_PATHS.orientation;
const answers = {
  whoAreYou: 'Curious, stubborn in a good way, good at building things.',
  whatAreYouInControl: 'My effort and my schedule; not the bus timetable.',
  whoDoYouFeelCalled: '',
  visionOfFuture: 'Designing prosthetics as a biomedical engineer.',
  goalOne: 'Finish my robotics project by May 1',
  goalTwo: 'Read 20 minutes every school night',
  goalThree: '',
};

describe('GET /api/orientation-responses', () => {
  it('answers JSON null before the first save', async () => {
    const reply = await world.clientB.agent.get(PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/application\/json/);
    expect(reply.json()).toBeNull();
  });

  it('needs a client with a profile', async () => {
    expect((await world.anonymous.get(PATH)).status).toBe(401);
    expect((await world.admin.get(PATH)).status).toBe(401);
    expect((await world.coach.agent.get(PATH)).status).toBe(403);
    expect((await world.newClient.agent.get(PATH)).status).toBe(403);
  });
});

describe('POST then PUT /api/orientation-responses', () => {
  it('creates the record on the first save, and a second POST is a 409 that changes nothing', async () => {
    const created = await world.clientA.agent.post(PATH, answers);
    expect(created.status).toBe(201);
    const record = created.json<OrientationResponse>();
    expect(record).toMatchObject({ ...answers, clientId: world.clientA.profileId });

    const again = await world.clientA.agent.post(PATH, { ...answers, goalOne: 'Something else' });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe('Orientation responses already exist; update them instead');
    expect((await world.clientA.agent.get(PATH)).json<OrientationResponse>()).toMatchObject({
      id: record.id,
      goalOne: answers.goalOne,
    });
  });

  it('later saves update the same record with all seven fields', async () => {
    const before = (await world.clientA.agent.get(PATH)).json<OrientationResponse>();
    const updated = await world.clientA.agent.put(PATH, { ...answers, goalThree: 'Join the debate team' });
    expect(updated.status).toBe(200);
    expect(updated.json<OrientationResponse>()).toMatchObject({ id: before.id, goalThree: 'Join the debate team' });
    expect(await OrientationResponseModel.countDocuments({ clientId: world.clientA.profileId })).toBe(1);
  });

  it('treats every field as optional and trims them', async () => {
    const reply = await world.clientB.agent.put(PATH, { goalOne: '  Pass driving test  ' });
    expect(reply.status).toBe(201);
    expect(reply.json<OrientationResponse>()).toMatchObject({ goalOne: 'Pass driving test', whoAreYou: '' });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await OrientationResponseModel.findOne({ clientId: world.clientA.profileId }).lean();
    for (const body of [
      { whoAreYou: 'x'.repeat(5001) },
      { whoAreYou: 5 },
      { clientId: world.clientB.profileId },
      { favouriteColour: 'blue' },
    ]) {
      const reply = await world.clientA.agent.put(PATH, body);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await world.clientA.agent.put(PATH, undefined, { raw: '{"whoAreYou": "unterminated' })).status).toBe(400);
    const after = await OrientationResponseModel.findOne({ clientId: world.clientA.profileId }).lean();
    expect(after).toEqual(before);
  });

  it('keeps each student to their own record', async () => {
    const a = (await world.clientA.agent.get(PATH)).json<OrientationResponse>();
    const b = (await world.clientB.agent.get(PATH)).json<OrientationResponse>();
    expect(a.clientId).toBe(world.clientA.profileId);
    expect(b.clientId).toBe(world.clientB.profileId);
    expect(b.goalOne).toBe('Pass driving test');
  });

  it('is closed to the coach, the admin and anonymous callers', async () => {
    for (const agent of [world.anonymous, world.admin]) {
      expect((await agent.post(PATH, answers)).status).toBe(401);
      expect((await agent.put(PATH, answers)).status).toBe(401);
    }
    expect((await world.coach.agent.put(PATH, answers)).status).toBe(403);
    expect((await world.newClient.agent.put(PATH, answers)).status).toBe(403);
  });
});

describe('GET /api/orientation-responses/reflections', () => {
  it('lists one item per answered question with the question’s full text', async () => {
    const reply = await world.clientA.agent.get(API_PATHS.reflections);
    expect(reply.status).toBe(200);
    const items = reply.json<ReflectionItem[]>();
    const record = (await world.clientA.agent.get(PATH)).json<OrientationResponse>();
    const answered = ORIENTATION_QUESTIONS.filter(({ field }) => record[field].trim() !== '');
    expect(items.map((item) => item.question)).toEqual(answered.map(({ question }) => question));
    expect(items.map((item) => item.answer)).toEqual(answered.map(({ field }) => record[field]));
    expect(items.every((item) => item.completedAt === record.updatedAt)).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(Object.keys(items[0]!).sort()).toEqual(['answer', 'completedAt', 'id', 'question']);
  });

  it('is an empty list without answers, and closed to others', async () => {
    const fresh = await signInAs(world.server, { email: 'quiet@example.com', role: 'client', profile: true });
    const empty = await fresh.agent.get(API_PATHS.reflections);
    expect(empty.status).toBe(200);
    expect(empty.json()).toEqual([]);
    expect((await world.coach.agent.get(API_PATHS.reflections)).status).toBe(403);
    expect((await world.anonymous.get(API_PATHS.reflections)).status).toBe(401);
    expect((await world.newClient.agent.get(API_PATHS.reflections)).status).toBe(403);
  });
});
