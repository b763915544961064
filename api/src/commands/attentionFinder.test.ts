import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ATTENTION_LIST_SIZE, type AttentionList } from '../contract/index.js';
import { ActivityCompletion, ClientProfile, OrientationResponse, Plan } from '../models/index.js';
import { signInAs, startTestServer, type SignedIn, type TestServer } from '../../test/index.js';
import { findStudentsNeedingAttention } from './attentionFinder.js';

const ZONE = 'UTC';
const DAY = 24 * 60 * 60 * 1000;
// Noon UTC today: the route below reads the real clock, a few hours either side of it.
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let server: TestServer;
let coach: SignedIn;
const ids: Record<string, string> = {};

/** A student whose records are dated as the test needs (stored directly: the clock is the test's). */
async function student(name: string, createdDaysAgo: number, isActive = true): Promise<string> {
  const profile = await ClientProfile.collection.insertOne({
    _id: `profile-${name}` as never,
    userId: `user-${name}`,
    studentFirstName: name,
    studentLastName: 'Test',
    gradeLevel: '10th Grade',
    isActive,
    createdAt: daysAgo(createdDaysAgo),
    updatedAt: daysAgo(createdDaysAgo),
  });
  return String(profile.insertedId);
}

async function plan(clientId: string, reassessIn: number, updatedDaysAgo: number, reassessedDaysAgo?: number) {
  const date = new Date(daysAgo(-reassessIn).toISOString().slice(0, 10));
  const inserted = await Plan.collection.insertOne({
    _id: `plan-${clientId}-${reassessIn}` as never,
    clientId,
    selectedGoal: 'Hand in lab reports on time',
    reassessmentDate: date,
    reassessments:
      reassessedDaysAgo === undefined ? [] : [{ currentStatus: 'ok', createdAt: daysAgo(reassessedDaysAgo) }],
    createdAt: daysAgo(updatedDaysAgo),
    updatedAt: daysAgo(updatedDaysAgo),
  });
  return String(inserted.insertedId);
}

beforeAll(async () => {
  server = await startTestServer();
  coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
  ids.fresh = await student('Fresh', 2);
  ids.quiet = await student('Quiet', 40);
  ids.overdue = await student('Overdue', 30);
  ids.justDue = await student('JustDue', 30);
  ids.reassessed = await student('Reassessed', 30);
  ids.busy = await student('Busy', 60);
  ids.gone = await student('Gone', 90, false);
  ids.stale = await student('Stale', 30);
  ids.overduePlan = await plan(ids.overdue, -5, 1);
  // Last saved before its date: no reassessment since, without reading its history.
  ids.stalePlan = await plan(ids.stale, -8, 20);
  await plan(ids.justDue, -2, 1);
  await plan(ids.reassessed, -10, 1, 2);
  await ActivityCompletion.collection.insertOne({
    _id: 'completion-busy' as never,
    clientId: ids.busy,
    activityId: 'any',
    completed: true,
    completedAt: daysAgo(13),
    createdAt: daysAgo(20),
  });
  await OrientationResponse.collection.insertOne({
    _id: 'orientation-quiet' as never,
    clientId: ids.quiet,
    createdAt: daysAgo(30),
    updatedAt: daysAgo(15),
  });
});
afterAll(() => server?.close());

describe('students needing attention', () => {
  it('lists a reassessment overdue by more than 3 days and 14 days without saved work, most overdue first', async () => {
    const { items, total } = await findStudentsNeedingAttention(NOW, ZONE);
    expect(total).toBe(3);
    expect(items).toEqual([
      {
        clientId: ids.stale,
        studentName: 'Stale Test',
        overdueReassessment: {
          planId: ids.stalePlan,
          goal: 'Hand in lab reports on time',
          date: daysAgo(8).toISOString().slice(0, 10),
          daysOverdue: 8,
        },
        inactiveSince: daysAgo(20).toISOString(),
        noCheckInSince: null,
        attainmentBelowExpected: null,
      },
      {
        clientId: ids.overdue,
        studentName: 'Overdue Test',
        overdueReassessment: {
          planId: ids.overduePlan,
          goal: 'Hand in lab reports on time',
          date: daysAgo(5).toISOString().slice(0, 10),
          daysOverdue: 5,
        },
        inactiveSince: null,
        noCheckInSince: null,
        attainmentBelowExpected: null,
      },
      {
        clientId: ids.quiet,
        studentName: 'Quiet Test',
        overdueReassessment: null,
        inactiveSince: daysAgo(15).toISOString(),
        noCheckInSince: null,
        attainmentBelowExpected: null,
      },
    ]);
  });

  it('leaves out new, busy, reassessed, just-due and deactivated students, until their day comes', async () => {
    const later = await findStudentsNeedingAttention(new Date(NOW.getTime() + 1.5 * DAY), ZONE);
    const names = later.items.map((item) => item.studentName);
    // A day and a half later the just-due plan is 4 days overdue, and the busy student's last completion 14.5 days old.
    expect(names).toEqual(['Stale Test', 'Overdue Test', 'JustDue Test', 'Busy Test', 'Quiet Test']);
    expect(names).not.toContain('Reassessed Test');
    expect(names).not.toContain('Fresh Test');
    expect(names).not.toContain('Gone Test');
  });

  it('gives the first students in the list’s order and how many there are', async () => {
    const later = new Date(NOW.getTime() + 1.5 * DAY);
    const first = await findStudentsNeedingAttention(later, ZONE, 2);
    expect(first.items.map((item) => item.studentName)).toEqual(['Stale Test', 'Overdue Test']);
    expect(first.total).toBe(5);
    // The dates of inactivity are those of the students shown.
    const rest = await findStudentsNeedingAttention(later, ZONE, 5);
    expect(rest.items.at(-1)).toEqual({
      clientId: ids.quiet,
      studentName: 'Quiet Test',
      overdueReassessment: null,
      inactiveSince: daysAgo(15).toISOString(),
      noCheckInSince: null,
      attainmentBelowExpected: null,
    });
  });

  it('is served to the coach only, with links the dashboard builds from the ids', async () => {
    const response = await coach.agent.get(API_PATHS.needsAttention);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const names = response.json<AttentionList>().items.map((item) => item.studentName);
    expect(names).toContain('Overdue Test');
  });

  it('sends the first 20 of a long list, with the total', async () => {
    const quiet = Array.from({ length: ATTENTION_LIST_SIZE + 5 }, (_, n) => `Many${String(n).padStart(2, '0')}`);
    for (const name of quiet) await student(name, 40);
    const list = (await coach.agent.get(API_PATHS.needsAttention)).json<AttentionList>();
    expect(list.items).toHaveLength(ATTENTION_LIST_SIZE);
    expect(list.total).toBe(3 + quiet.length);
    expect(list.items.slice(0, 2).map((item) => item.studentName)).toEqual(['Stale Test', 'Overdue Test']);
    // Then by name: Many00, Many01...
    expect(list.items.slice(2, 5).map((item) => item.studentName)).toEqual(['Many00 Test', 'Many01 Test', 'Many02 Test']);
  });
});
