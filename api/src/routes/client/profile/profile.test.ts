import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientProfile, CoachClientDetail, CurrentUser, MyDataExport } from '../../../contract/index.js';
import {
  API_PATHS,
  DATE_OF_BIRTH_FUTURE,
  DATE_OF_BIRTH_INVALID,
  PROFILE_GRADE_LEVELS,
  UNDER_MIN_AGE_MESSAGE,
  clientProfileSchema,
} from '../../../contract/index.js';
import { addDays } from '../../../domain/practiceDays.js';
import { ClientProfile as ClientProfileModel } from '../../../models/index.js';
import { signInAs } from '../../../../test/index.js';
import { practiceTodayOf, startWorld, yearsBefore, type World } from '../test/world.js';

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
      dateOfBirth: null,
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

describe('POST /api/client-profile: the date of birth', () => {
  let signIns = 0;
  /** A student signed in afresh, without a profile yet. */
  const freshStudent = () => signInAs(world.server, { email: `born${++signIns}@example.com`, role: 'client' });
  const storedFor = (userId: string) => ClientProfileModel.findOne({ userId }).lean();

  it('is optional: missing, empty or null is stored as none', async () => {
    for (const dateOfBirth of [undefined, '', '  ', null]) {
      const student = await freshStudent();
      const created = await student.agent.post(API_PATHS.clientProfile, {
        ...valid,
        email: student.email,
        dateOfBirth,
      });
      expect(created.status, created.text()).toBe(201);
      expect(created.json<ClientProfile>().dateOfBirth).toBeNull();
      expect((await storedFor(student.userId))?.dateOfBirth).toBeNull();
    }
  });

  it('keeps a real date, and shows it to the student, the coach and the student’s export', async () => {
    const student = await freshStudent();
    const dateOfBirth = yearsBefore(practiceTodayOf(world.server), 16);
    const created = await student.agent.post(API_PATHS.clientProfile, { ...valid, email: student.email, dateOfBirth });
    expect(created.status, created.text()).toBe(201);
    const profile = created.json<ClientProfile>();
    expect(profile.dateOfBirth).toBe(dateOfBirth);
    expect((await storedFor(student.userId))?.dateOfBirth).toBe(dateOfBirth);
    const detail = await world.coach.agent.get(API_PATHS.coachClient(profile.id));
    expect(detail.status, detail.text()).toBe(200);
    expect(detail.json<CoachClientDetail>().dateOfBirth).toBe(dateOfBirth);
    const exported = await student.agent.get(API_PATHS.myData);
    expect(exported.json<MyDataExport>().profile.dateOfBirth).toBe(dateOfBirth);
  });

  it('takes a student on their 13th birthday, on the practice’s clock', async () => {
    const student = await freshStudent();
    const dateOfBirth = yearsBefore(practiceTodayOf(world.server), 13);
    const created = await student.agent.post(API_PATHS.clientProfile, { ...valid, email: student.email, dateOfBirth });
    expect(created.status, created.text()).toBe(201);
    expect(created.json<ClientProfile>().dateOfBirth).toBe(dateOfBirth);
  });

  const today = () => practiceTodayOf(world.server);
  it.each([
    ['tomorrow', () => addDays(today(), 1), DATE_OF_BIRTH_FUTURE],
    ['a year ahead', () => yearsBefore(today(), -1), DATE_OF_BIRTH_FUTURE],
    ['13 years ago tomorrow', () => addDays(yearsBefore(today(), 13), 1), UNDER_MIN_AGE_MESSAGE],
    ['8 years ago', () => yearsBefore(today(), 8), UNDER_MIN_AGE_MESSAGE],
    ['today', today, UNDER_MIN_AGE_MESSAGE],
    ['an impossible day', () => '2009-02-30', DATE_OF_BIRTH_INVALID],
    ['an impossible month', () => '2009-13-01', DATE_OF_BIRTH_INVALID],
    ['another format', () => '03/04/2009', DATE_OF_BIRTH_INVALID],
    ['before 1900', () => '1899-12-31', DATE_OF_BIRTH_INVALID],
    ['a number', () => 20090304, DATE_OF_BIRTH_INVALID],
  ])('refuses a date of birth %s with a 400 saying why, and stores nothing', async (_case, dateOfBirth, message) => {
    const student = await freshStudent();
    const reply = await student.agent.post(API_PATHS.clientProfile, {
      ...valid,
      email: student.email,
      dateOfBirth: dateOfBirth(),
    });
    expect(reply.status, reply.text()).toBe(400);
    expect(reply.json()).toMatchObject({
      message: `dateOfBirth: ${message}`,
      errors: [{ field: 'dateOfBirth', message }],
    });
    expect(await ClientProfileModel.countDocuments({ userId: student.userId })).toBe(0);
    // Nothing was kept against the student: without the date, the same set-up goes through.
    const again = await student.agent.post(API_PATHS.clientProfile, { ...valid, email: student.email });
    expect(again.status, again.text()).toBe(201);
  });

  it('tells a student under 13 that the program starts at 13 and asks the family to contact the practice', () => {
    expect(UNDER_MIN_AGE_MESSAGE).toMatch(/13 and older.*parent or guardian to contact the practice/);
  });
});
