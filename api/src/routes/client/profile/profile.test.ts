import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientProfile, CurrentUser } from '../../../contract/index.js';
import { API_PATHS, PROFILE_GRADE_LEVELS, clientProfileSchema } from '../../../contract/index.js';
import { ClientProfile as ClientProfileModel } from '../../../models/index.js';
import { signInAs } from '../../../../test/index.js';
import { startWorld, type World } from '../test/world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const valid = {
  studentFirstName: 'Cleo',
  studentLastName: 'Marsh',
  email: 'new@example.com',
  gradeLevel: '11th Grade',
  parentName: 'Dana Marsh',
  phone: '(555) 123-4567',
  challenges: 'Starting long assignments',
  goals: 'Hand work in on time',
};

describe('POST /api/client-profile', () => {
  it('needs a signed-in client', async () => {
    expect((await world.anonymous.post(API_PATHS.clientProfile, valid)).status).toBe(401);
    expect((await world.admin.post(API_PATHS.clientProfile, valid)).status).toBe(401);
    const coach = await world.coach.agent.post(API_PATHS.clientProfile, valid);
    expect(coach.status).toBe(403);
    expect(await ClientProfileModel.countDocuments({ userId: world.coach.userId })).toBe(0);
  });

  it.each([
    ['studentFirstName', { studentFirstName: '' }, 'First name is required'],
    ['studentFirstName', { studentFirstName: '   ' }, 'First name is required'],
    ['studentLastName', { studentLastName: undefined }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: undefined }, 'Email is required'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['gradeLevel', { gradeLevel: '' }, 'Grade level is required'],
    ['gradeLevel', { gradeLevel: '9th' }, 'Grade level is required'],
    ['studentFirstName', { studentFirstName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    ['parentName', { parentName: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    ['challenges', { challenges: 'x'.repeat(5001) }, 'Must be at most 5000 characters'],
    ['phone', { phone: '12ab' }, 'Please enter a valid phone number'],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
  ])('refuses a bad %s (%j) with "%s" and stores nothing', async (field, change, message) => {
    const response = await world.newClient.agent.post(API_PATHS.clientProfile, { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.json().message).toBe(`${field}: ${message}`);
    expect(await ClientProfileModel.countDocuments({ userId: world.newClient.userId })).toBe(0);
  });

  it('refuses unknown fields, wrong types and malformed JSON', async () => {
    const agent = world.newClient.agent;
    const unknown = await agent.post(API_PATHS.clientProfile, { ...valid, isActive: false, notes: 'sneaky' });
    expect(unknown.status).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown field/);
    expect((await agent.post(API_PATHS.clientProfile, { ...valid, studentFirstName: 42 })).status).toBe(400);
    expect((await agent.post(API_PATHS.clientProfile, undefined, { raw: '{"studentFirstName":' })).status).toBe(400);
    expect(await ClientProfileModel.countDocuments({ userId: world.newClient.userId })).toBe(0);
  });

  it('accepts each of the ten grade levels of the form', () => {
    expect(PROFILE_GRADE_LEVELS).toHaveLength(10);
    for (const gradeLevel of PROFILE_GRADE_LEVELS) {
      expect(clientProfileSchema.safeParse({ ...valid, gradeLevel }).success, gradeLevel).toBe(true);
    }
  });

  it('creates the profile once, with the account address authoritative, then answers 409', async () => {
    const agent = world.newClient.agent;
    // Refused before set-up; the refusal must not be remembered once the profile exists.
    expect((await agent.get(API_PATHS.myProgress)).status).toBe(403);
    const created = await agent.post(API_PATHS.clientProfile, { ...valid, email: 'typo@example.org' });
    expect(created.status).toBe(201);
    const profile = created.json<ClientProfile>();
    expect(profile).toMatchObject({
      userId: world.newClient.userId,
      studentFirstName: 'Cleo',
      studentLastName: 'Marsh',
      gradeLevel: '11th Grade',
      parentName: 'Dana Marsh',
      phone: '(555) 123-4567',
      isActive: true,
    });
    expect(profile).not.toHaveProperty('notes');
    expect(profile).not.toHaveProperty('email');

    const me = (await agent.get(API_PATHS.currentUser)).json<CurrentUser>();
    expect(me.email).toBe('new@example.com');
    expect(me.clientProfile).toMatchObject({ id: profile.id, studentFirstName: 'Cleo' });

    const again = await agent.post(API_PATHS.clientProfile, { ...valid, studentFirstName: 'Other' });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe('A profile already exists for this account');
    expect(await ClientProfileModel.countDocuments({ userId: world.newClient.userId })).toBe(1);
    expect((await agent.get(API_PATHS.myProgress)).status).toBe(200);
  });

  it('keeps one profile when two set-ups race', async () => {
    const racer = await signInAs(world.server, { email: 'racer@example.com', role: 'client' });
    const replies = await Promise.all([
      racer.agent.post(API_PATHS.clientProfile, { ...valid, email: racer.email }),
      racer.agent.post(API_PATHS.clientProfile, { ...valid, email: racer.email }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await ClientProfileModel.countDocuments({ userId: racer.userId })).toBe(1);
  });
});
