import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SESSION_PATHS, type CalendarFeed } from '../../contract/index.js';
import { deleteStudent } from '../../commands/studentDeleter.js';
import { CoachingSession } from '../../models/index.js';
import { STUDENT_RECORDS } from '../../models/studentRecords.js';
import {
  approveEmail,
  createAgent,
  parseCalendar,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../test/index.js';

/**
 * Calendar feed attacks: a feed URL is a secret that works without a cookie, so it must stop working the
 * moment its owner could no longer sign in, and it must never be readable from the logs. Each test is
 * named after the attack it stops.
 */
const DAY = 24 * 3_600_000;

let server: TestServer;
let anonymous: Agent;
let coach: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ email: true });
  anonymous = createAgent(server.url);
  coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
});
afterAll(() => server?.close());

/** A student with a profile and one session booked three days ahead. */
async function studentWithSession(email: string, firstName: string, lastName: string): Promise<SignedIn> {
  const student = await signInAs(server, {
    email,
    role: 'client',
    profile: { studentFirstName: firstName, studentLastName: lastName },
  });
  const start = new Date(Math.ceil((Date.now() + 3 * DAY) / 300_000) * 300_000);
  await CoachingSession.create({
    clientId: student.profileId!,
    start,
    end: new Date(start.getTime() + 50 * 60_000),
    bookedBy: 'coach',
  });
  return student;
}

/** The path of the signed-in user's feed (`/api/calendar/{token}.ics`). */
async function feedPath(agent: Agent): Promise<string> {
  const response = await agent.get(SESSION_PATHS.calendarFeed);
  expect(response.status, response.text()).toBe(200);
  return new URL(response.json<CalendarFeed>().url).pathname;
}

const summaries = async (path: string) =>
  parseCalendar((await anonymous.get(path)).text()).events.map((e) => e.summary);

describe('a calendar feed URL kept by someone who lost access', () => {
  it('reads nothing once the student’s approval is withdrawn', async () => {
    const ada = await studentWithSession('ada@example.com', 'Ada', 'Lovelace');
    const path = await feedPath(ada.agent);
    expect((await anonymous.get(path)).status).toBe(200);

    const withdrawn = await coach.agent.delete(`${API_PATHS.approvedEmails}/${encodeURIComponent(ada.email)}`);
    expect(withdrawn.status).toBe(200);
    const refused = await anonymous.get(path);
    expect(refused.status).toBe(404);
    expect(refused.text()).not.toMatch(/BEGIN:VCALENDAR/);

    // Approved again: the same URL works again, as the student can sign in again.
    await approveEmail(ada.email);
    expect((await anonymous.get(path)).status).toBe(200);
  });

  it('reads nothing once a deletion has taken the student’s approval, even if it stopped half-way', async () => {
    const cleo = await studentWithSession('cleo@example.com', 'Cleo', 'Park');
    const path = await feedPath(cleo.agent);
    expect((await anonymous.get(path)).status).toBe(200);

    // The process dies right after the step that removes the approval, before the feed's own step.
    const cutAt = STUDENT_RECORDS.findIndex((kind) => kind.model.modelName === 'ApprovedEmail');
    await expect(
      deleteStudent(cleo.profileId!, (step) => {
        if (step === cutAt) throw new Error('process died');
      }),
    ).rejects.toThrow('process died');
    expect((await anonymous.get(path)).status).toBe(404);

    expect(await deleteStudent(cleo.profileId!)).toBe(true);
    expect((await anonymous.get(path)).status).toBe(404);
  });

  it('reads nothing while the student is deactivated', async () => {
    const ben = await studentWithSession('ben@example.com', 'Ben', 'Okafor');
    const path = await feedPath(ben.agent);
    expect(await summaries(path)).toHaveLength(1);

    const client = API_PATHS.coachClient(ben.profileId!);
    expect((await coach.agent.put(client, { isActive: false })).status).toBe(200);
    expect((await anonymous.get(path)).status).toBe(404);

    expect((await coach.agent.put(client, { isActive: true })).status).toBe(200);
    expect(await summaries(path)).toHaveLength(1);
  });

  it('no longer shows every student’s sessions once the address leaves COACH_EMAILS', async () => {
    await studentWithSession('dina@example.com', 'Dina', 'Reyes');
    const former = await signInAs(server, { email: 'former.coach@example.com', role: 'coach' });
    const path = await feedPath(former.agent);
    expect(await summaries(path)).toContain('Coaching session: D.R.');

    // COACH_EMAILS as a restart without the address gives it; the stored role still says coach.
    const coachEmails = server.config.coachEmails;
    coachEmails.splice(coachEmails.indexOf(former.email), 1);
    try {
      expect((await anonymous.get(path)).status).toBe(404);

      // Still approved as a student: the feed is theirs alone (no session of theirs), not the practice's.
      await approveEmail(former.email);
      const own = await anonymous.get(path);
      expect(own.status).toBe(200);
      expect(parseCalendar(own.text()).events).toEqual([]);
    } finally {
      coachEmails.push(former.email);
    }
  });
});

describe('reading a calendar feed URL from the logs', () => {
  it('finds no feed token in the request log, only its place', async () => {
    const eli = await studentWithSession('eli@example.com', 'Eli', 'Stone');
    const path = await feedPath(eli.agent);
    const token = /\/api\/calendar\/([^/]+)\.ics$/.exec(path)![1]!;
    expect((await anonymous.get(path)).status).toBe(200);
    // The router matches paths in any case: so does the redaction.
    expect((await anonymous.get(path.replace('/calendar/', '/Calendar/'))).status).toBe(200);
    expect((await anonymous.get(`${SESSION_PATHS.calendar}/${token}`)).status).toBe(404);

    const requests = server.logs.filter((line) => line.msg === 'request');
    expect(requests.some((line) => line.path === '/api/calendar/[token].ics')).toBe(true);
    expect(requests.some((line) => line.path === '/api/Calendar/[token].ics')).toBe(true);
    expect(requests.some((line) => line.path === '/api/calendar/[token]')).toBe(true);
    expect(JSON.stringify(server.logs)).not.toContain(token);
  });
});
