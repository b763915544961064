import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ApprovedEmail } from '../../../contract/index.js';
import { ApprovedEmail as ApprovedEmailModel, Session } from '../../../models/index.js';
import { createAgent, followSignInLink, requestSignInLink } from '../../../../test/index.js';
import { startWorld, type World } from '../../client/test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const PATH = API_PATHS.approvedEmails;
const remove = (email: string) => world.coach.agent.delete(`${PATH}/${encodeURIComponent(email)}`);

describe('POST /api/coach/approved-emails', () => {
  it('stores the address trimmed and lower-cased, added by the coach', async () => {
    const reply = await world.coach.agent.post(PATH, { email: '  New.Student@Example.COM ' });
    expect(reply.status).toBe(201);
    expect(reply.json<ApprovedEmail>()).toMatchObject({
      email: 'new.student@example.com',
      addedBy: world.coach.userId,
    });
  });

  it('answers a repeat, in any case, with 409 "This email is already approved"', async () => {
    const reply = await world.coach.agent.post(PATH, { email: 'NEW.student@example.com' });
    expect(reply.status).toBe(409);
    expect(reply.json().message).toBe('This email is already approved');
    expect(await ApprovedEmailModel.countDocuments({ email: 'new.student@example.com' })).toBe(1);
  });

  it.each([
    [{ email: '' }, 'email: Please enter a valid email address.'],
    [{ email: '   ' }, 'email: Please enter a valid email address.'],
    [{ email: 'no-at-sign.example.com' }, 'email: Please enter a valid email address with @'],
    [{ email: 'half@' }, 'email: Please enter a valid email address.'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email: Please enter a valid email address.'],
    [{}, 'email: Please enter a valid email address.'],
    [{ email: 42 }, 'email: Please enter a valid email address.'],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    const before = await ApprovedEmailModel.countDocuments();
    const reply = await world.coach.agent.post(PATH, body);
    expect(reply.status).toBe(400);
    expect(reply.json().message).toBe(message);
    expect(await ApprovedEmailModel.countDocuments()).toBe(before);
  });

  it('refuses unknown fields and malformed JSON', async () => {
    const before = await ApprovedEmailModel.countDocuments();
    expect((await world.coach.agent.post(PATH, { email: 'x@example.com', addedBy: 'me' })).status).toBe(400);
    expect((await world.coach.agent.post(PATH, undefined, { raw: '{"email":' })).status).toBe(400);
    expect(await ApprovedEmailModel.countDocuments()).toBe(before);
  });

  it('lets a newly approved address sign in', async () => {
    await world.coach.agent.post(PATH, { email: 'late.joiner@example.com' });
    const agent = createAgent(world.server.url);
    const link = await requestSignInLink(world.server, agent, 'late.joiner@example.com');
    const followed = await followSignInLink(agent, link);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/');
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(200);
  });
});

describe('GET /api/coach/approved-emails', () => {
  it('lists every approved address, newest first', async () => {
    const list = (await world.coach.agent.get(PATH)).json<ApprovedEmail[]>();
    expect(list[0]!.email).toBe('late.joiner@example.com');
    expect(list.map((entry) => entry.email)).toEqual(
      expect.arrayContaining(['ada@example.com', 'ben@example.com', 'new.student@example.com']),
    );
    const created = list.map((entry) => Date.parse(entry.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));
    expect(Object.keys(list[0]!).sort()).toEqual(['addedBy', 'createdAt', 'email', 'id']);
  });
});

describe('DELETE /api/coach/approved-emails/{email}', () => {
  it('removes a URL-encoded address, in any case, then answers 404', async () => {
    await world.coach.agent.post(PATH, { email: 'kim+school@example.com' });
    const reply = await remove('Kim+School@example.com');
    expect(reply.status).toBe(200);
    expect(reply.json<ApprovedEmail>().email).toBe('kim+school@example.com');
    const again = await remove('kim+school@example.com');
    expect(again.status).toBe(404);
    expect(again.json().message).toBe('This email is not on the approved list');
  });

  it('destroys the removed student\'s sessions, which approving the address again does not revive', async () => {
    expect((await world.clientB.agent.get(API_PATHS.myProgress)).status).toBe(200);
    expect(await Session.countDocuments({ userId: world.clientB.userId })).toBe(1);
    expect((await remove('ben@example.com')).status).toBe(200);
    expect(await Session.countDocuments({ userId: world.clientB.userId })).toBe(0);
    expect((await world.clientB.agent.get(API_PATHS.myProgress)).status).toBe(401);

    expect((await world.coach.agent.post(PATH, { email: 'ben@example.com' })).status).toBe(201);
    expect((await world.clientB.agent.get(API_PATHS.myProgress)).status).toBe(401);
    expect((await world.clientB.agent.get(API_PATHS.currentUser)).status).toBe(401);
  });
});

describe('access to Platform Access', () => {
  it('is for the coach only, and a refused removal removes nothing', async () => {
    for (const agent of [world.anonymous, world.admin]) {
      expect((await agent.get(PATH)).status).toBe(401);
      expect((await agent.post(PATH, { email: 'intruder@example.com' })).status).toBe(401);
      expect((await agent.delete(`${PATH}/ada%40example.com`)).status).toBe(401);
    }
    for (const agent of [world.clientA.agent, world.newClient.agent]) {
      expect((await agent.get(PATH)).status).toBe(403);
      expect((await agent.post(PATH, { email: 'friend@example.com' })).status).toBe(403);
      expect((await agent.delete(`${PATH}/ada%40example.com`)).status).toBe(403);
    }
    expect(await ApprovedEmailModel.exists({ email: 'ada@example.com' })).not.toBeNull();
    expect(
      await ApprovedEmailModel.exists({ email: { $in: ['intruder@example.com', 'friend@example.com'] } }),
    ).toBeNull();
  });
});
