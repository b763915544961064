import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SESSION_PATHS } from '../../contract/index.js';
import { ClientProfile, CoachingSession as SessionModel } from '../../models/index.js';
import { PRACTICE_PROFILE_ID, PracticeProfile } from '../../models/practiceProfile.js';
import { sessionInvitation, type CalendarPractice } from '../../presenters/sessionCalendar.js';
import {
  createAgent,
  parseCalendar,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../test/index.js';

/** Stored text that would start a property of its own if written into a calendar as it is. */
const injected = (property: string) =>
  `Evil\r\nX-INJECTED-${property}:yes\nX-INJECTED-${property}-LF:yes\rX-INJECTED-${property}-CR:yes`;

let server: TestServer;
let anonymous: Agent;
let coach: SignedIn;
let ada: SignedIn;

/** The lines of a calendar file as a calendar app reads them: unfolded, split at any line break. */
function linesOf(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split(/\r\n|\r|\n/);
}

/** Every property name in a parsed calendar, its events' included. */
function propertyNames(component: ICAL.Component): string[] {
  return [
    ...component.getAllProperties().map((property) => property.name),
    ...component.getAllSubcomponents().flatMap(propertyNames),
  ];
}

/** Checks a calendar file holds no line but the ones the product wrote. */
function expectNoInjectedLine(text: string) {
  // Every line ends with CRLF: no lone CR or LF inside a line.
  expect(text.split('\r\n').filter((line) => /[\r\n]/.test(line))).toEqual([]);
  expect(linesOf(text).filter((line) => /^X-INJECTED/i.test(line))).toEqual([]);
  parseCalendar(text);
  expect(propertyNames(new ICAL.Component(ICAL.parse(text))).filter((name) => /injected/i.test(name))).toEqual([]);
}

async function feedOf(user: SignedIn): Promise<string> {
  const { url } = (await user.agent.get(SESSION_PATHS.calendarFeed)).json<{ url: string }>();
  const reply = await anonymous.get(new URL(url).pathname);
  expect(reply.status, reply.text()).toBe(200);
  return reply.text();
}

beforeAll(async () => {
  server = await startTestServer();
  anonymous = createAgent(server.url);
  [coach, ada] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, {
      email: 'ada@example.com',
      role: 'client',
      profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' },
    }),
  ]);
  // Old records, written before the contract refused line breaks: straight into the store.
  expect((await anonymous.get(API_PATHS.site)).status).toBe(200);
  await PracticeProfile.updateOne(
    { _id: PRACTICE_PROFILE_ID },
    {
      $set: {
        businessName: injected('PRODID'),
        shortName: injected('CALNAME'),
        coachName: injected('SUMMARY'),
        coachEmail: `coach@example.com${injected('ORGANIZER')}`,
        address: injected('LOCATION'),
        meetingUrl: `https://zoom.us/j/1${injected('URL')}`,
      },
    },
  );
  await ClientProfile.updateOne(
    { _id: ada.profileId! },
    { $set: { studentFirstName: injected('FIRST'), studentLastName: `\n${injected('LAST')}` } },
  );
  const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 300_000) * 300_000);
  await SessionModel.create({
    _id: `session${injected('UID')}`,
    clientId: ada.profileId!,
    start,
    end: new Date(start.getTime() + 50 * 60_000),
    bookedBy: 'coach',
  });
});
afterAll(async () => {
  await server?.close();
});

describe('stored text starting lines of its own in a calendar', () => {
  it('a student’s feed keeps the practice’s names, the title and the description on their own lines', async () => {
    const text = await feedOf(ada);
    expectNoInjectedLine(text);
    const lines = linesOf(text);
    expect(lines.find((line) => line.startsWith('X-WR-CALNAME:'))).toContain('Evil X-INJECTED-CALNAME:yes');
    expect(lines.find((line) => line.startsWith('PRODID:'))).toContain('Evil X-INJECTED-PRODID:yes');
    expect(parseCalendar(text).events).toHaveLength(1);
    expect(parseCalendar(text).events[0]!.summary).toContain('Evil X-INJECTED-SUMMARY:yes');
    expect(parseCalendar(text).events[0]!.url).toContain('Evil X-INJECTED-URL:yes');
    expect(parseCalendar(text).events[0]!.location).toContain('Evil X-INJECTED-URL:yes');
  });

  it('the coach’s feed, holding every student’s sessions, does too', async () => {
    const text = await feedOf(coach);
    expectNoInjectedLine(text);
    expect(parseCalendar(text).events).toHaveLength(1);
  });

  it('a session’s invitation, naming the student and their address, does too', () => {
    const practice: CalendarPractice = {
      businessName: injected('PRODID'),
      coachName: injected('SUMMARY'),
      coachEmail: `coach@example.com${injected('ORGANIZER')}`,
      meetingUrl: `https://zoom.us/j/1${injected('URL')}`,
    };
    const start = new Date(Date.now() + 86_400_000);
    const text = sessionInvitation(
      server.config,
      practice,
      {
        session: {
          _id: `session${injected('UID')}`,
          start,
          end: new Date(start.getTime() + 3_000_000),
          sequence: 0,
          meetingUrl: `https://meet.google.com/x${injected('SESSION-URL')}`,
        },
        summary: `Coaching session with ${injected('SUMMARY')}`,
        attendee: { name: injected('ATTENDEE'), email: `ada@example.com${injected('MAILTO')}` },
      },
      'REQUEST',
    );
    expectNoInjectedLine(text);
  });
});
