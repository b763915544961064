import {
  createAgent,
  signInAs,
  adminAgent,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../../test/index.js';
import { API_PATHS, isCalendarDay, type Activity, type PlanPayload } from '../../../contract/index.js';
import { practiceToday } from '../../../domain/practiceDays.js';

/** Everyone a route test needs: a server and one agent per kind of caller. */
export interface World {
  server: TestServer;
  anonymous: Agent;
  admin: Agent;
  coach: SignedIn;
  /** Two students with profiles, and one signed in before setting up a profile. */
  clientA: SignedIn;
  clientB: SignedIn;
  newClient: SignedIn;
  activities: Activity[];
  close(): Promise<void>;
}

/** Starts a server on a fresh store (activities seeded) and signs in every kind of caller. */
export async function startWorld(): Promise<World> {
  const server = await startTestServer();
  const [admin, coach, clientA, clientB, newClient] = await Promise.all([
    adminAgent(server),
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, {
      email: 'ada@example.com',
      role: 'client',
      profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace', parentName: 'Anne' },
    }),
    signInAs(server, {
      email: 'ben@example.com',
      role: 'client',
      profile: { studentFirstName: 'Ben', studentLastName: 'Okafor', gradeLevel: 'College Freshman' },
    }),
    signInAs(server, { email: 'new@example.com', role: 'client' }),
  ]);
  const activities = (await clientA.agent.get(API_PATHS.activities)).json<Activity[]>();
  return {
    server,
    anonymous: createAgent(server.url),
    admin,
    coach,
    clientA,
    clientB,
    newClient,
    activities,
    close: () => server.close(),
  };
}

/** A date `days` from now as ISO text. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

/** A valid plan payload as the planning form sends it, with any field replaced. */
export function planPayload(overrides: Partial<PlanPayload> = {}): PlanPayload {
  return {
    selectedGoal: 'Raise my chemistry grade to a B by the end of term',
    internalBarriers: JSON.stringify(['I put off starting big assignments']),
    externalBarriers: JSON.stringify(['Practice runs late on weekdays']),
    strategies: JSON.stringify(['Two study sprints after dinner']),
    implementationPlan: 'Monday to Thursday, 7 pm, at the kitchen table with my phone in my bag.',
    reassessmentDate: daysFromNow(14),
    ...overrides,
  };
}

/** Today on the test server's practice clock, YYYY-MM-DD: the day the age rules count from. */
export function practiceTodayOf(server: TestServer): string {
  return practiceToday(new Date(), server.config.practiceTimeZone);
}

/** The same calendar day `years` years before `day` (28 February when that year has no 29th). */
export function yearsBefore(day: string, years: number): string {
  const shifted = `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  return isCalendarDay(shifted) ? shifted : shifted.replace('-02-29', '-02-28');
}
