import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MEETING_URL_MESSAGES,
  SESSION_PATHS,
  type CoachingSession,
  type PracticeProfileInfo,
  type SiteInfo,
} from '../../contract/index.js';
import { CoachingSession as SessionModel, ReminderClaim } from '../../models/index.js';
import {
  createAgent,
  parseCalendar,
  readCalendarMail,
  signInAs,
  startTestServer,
  type Agent,
  type SignedIn,
  type TestServer,
} from '../../../test/index.js';

const ZONE = 'America/New_York';
const HOUR = 3_600_000;
const PRACTICE_LINK = 'https://zoom.us/j/8512345678?pwd=practice';
const OWN_LINK = 'https://meet.google.com/abc-defg-hij';

/** Links refused wherever a meeting link is set, with what the refusal says. */
const REFUSED: Array<[string, string]> = [
  ['http://zoom.us/j/8512345678', MEETING_URL_MESSAGES.https],
  ['javascript:alert(1)', MEETING_URL_MESSAGES.https],
  ['zoom.us/j/8512345678', MEETING_URL_MESSAGES.https],
  ['https://', MEETING_URL_MESSAGES.https],
  ['https://zoom.us/j/851 2345678', MEETING_URL_MESSAGES.oneAddress],
  [' https://zoom.us/j/8512345678', MEETING_URL_MESSAGES.oneAddress],
  ['https://zoom.us/j/1\r\nX-INJECTED:yes', MEETING_URL_MESSAGES.oneAddress],
  ['https://zoom.us/j/1\nLOCATION:elsewhere', MEETING_URL_MESSAGES.oneAddress],
  [`https://zoom.us/j/${'1'.repeat(500)}`, MEETING_URL_MESSAGES.tooLong],
];

let server: TestServer;
let anonymous: Agent;
let coach: SignedIn;
let ada: SignedIn;
let editable: Omit<SiteInfo, 'coachPhotoUrl'>;

beforeAll(async () => {
  // No quiet hours, so a booking inside 24 hours is reminded at once whenever the test runs.
  server = await startTestServer({ email: true, config: { practiceTimeZone: ZONE, reminderQuietHours: null } });
  anonymous = createAgent(server.url);
  [coach, ada] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, { email: 'ada@example.com', role: 'client', profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' } }),
  ]);
  const { coachPhotoUrl: _photo, ...rest } = (await anonymous.get(API_PATHS.site)).json<SiteInfo>();
  editable = rest;
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.settle();
  await Promise.all([SessionModel.deleteMany({}), ReminderClaim.deleteMany({})]);
  server.mail!.messages.length = 0;
});

async function setPracticeLink(meetingUrl: string) {
  const reply = await coach.agent.put(API_PATHS.site, { ...editable, meetingUrl });
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<PracticeProfileInfo>();
}

/** A time on the 5-minute grid `hours` from now. */
function gridTime(hours: number): Date {
  return new Date(Math.ceil((Date.now() + hours * HOUR) / 300_000) * 300_000);
}

async function coachBooks(start: Date, meetingUrl?: string) {
  const reply = await coach.agent.post(SESSION_PATHS.coachSessions, {
    clientId: ada.profileId,
    start: start.toISOString(),
    ...(meetingUrl === undefined ? {} : { meetingUrl }),
  });
  expect(reply.status, reply.text()).toBe(201);
  return reply.json<CoachingSession>();
}

async function studentSessions(): Promise<CoachingSession[]> {
  const reply = await ada.agent.get(SESSION_PATHS.sessions);
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<CoachingSession[]>();
}

async function feedOf(user: SignedIn) {
  const { url } = (await user.agent.get(SESSION_PATHS.calendarFeed)).json<{ url: string }>();
  const reply = await anonymous.get(new URL(url).pathname);
  expect(reply.status, reply.text()).toBe(200);
  return parseCalendar(reply.text());
}

describe('the practice’s meeting link', () => {
  it('is saved by the coach and read back in the editor, but never in the public profile', async () => {
    expect((await setPracticeLink(PRACTICE_LINK)).meetingUrl).toBe(PRACTICE_LINK);
    const editor = await coach.agent.get(API_PATHS.practiceProfile);
    expect(editor.status).toBe(200);
    expect(editor.json<PracticeProfileInfo>()).toMatchObject({ ...editable, meetingUrl: PRACTICE_LINK });
    for (const agent of [anonymous, ada.agent, coach.agent]) {
      const site = await agent.get(API_PATHS.site);
      expect(site.json()).not.toHaveProperty('meetingUrl');
      expect(site.text()).not.toContain('zoom.us');
    }
    expect((await ada.agent.get(API_PATHS.practiceProfile)).status).toBe(403);
    expect((await anonymous.get(API_PATHS.practiceProfile)).status).toBe(401);

    // A save without the field keeps the link; an empty one removes it.
    const kept = await coach.agent.put(API_PATHS.site, { ...editable, coachName: 'Dr. Sarah Mitchell' });
    expect(kept.json<PracticeProfileInfo>().meetingUrl).toBe(PRACTICE_LINK);
    expect((await setPracticeLink('')).meetingUrl).toBe('');
    expect((await coach.agent.get(API_PATHS.practiceProfile)).json<PracticeProfileInfo>().meetingUrl).toBe('');
  });

  it.each(REFUSED)('refuses %j with a 400 saying why; nothing changes', async (meetingUrl, message) => {
    await setPracticeLink(PRACTICE_LINK);
    const reply = await coach.agent.put(API_PATHS.site, { ...editable, meetingUrl });
    expect(reply.status).toBe(400);
    expect(reply.json<{ message: string }>().message).toBe(`meetingUrl: ${message}`);
    expect((await coach.agent.get(API_PATHS.practiceProfile)).json<PracticeProfileInfo>().meetingUrl).toBe(PRACTICE_LINK);
  });
});

describe('a session’s own meeting link', () => {
  it.each(REFUSED)('refuses %j when booking and when changing a session; nothing changes', async (meetingUrl, message) => {
    const start = gridTime(72);
    const booking = await coach.agent.post(SESSION_PATHS.coachSessions, {
      clientId: ada.profileId,
      start: start.toISOString(),
      meetingUrl,
    });
    expect(booking.status).toBe(400);
    expect(booking.json<{ message: string }>().message).toBe(`meetingUrl: ${message}`);
    expect(await SessionModel.countDocuments({})).toBe(0);

    const session = await coachBooks(start, OWN_LINK);
    for (const body of [{ meetingUrl }, { start: gridTime(96).toISOString(), meetingUrl }]) {
      const change = await coach.agent.put(SESSION_PATHS.session(session.id), body);
      expect(change.status).toBe(400);
      expect(change.json<{ message: string }>().message).toBe(`meetingUrl: ${message}`);
    }
    expect(await SessionModel.findById(session.id).lean()).toMatchObject({ meetingUrl: OWN_LINK, start, sequence: 0 });
  });

  it('is the coach’s to set: a student setting it is refused, their session unchanged', async () => {
    const session = await coachBooks(gridTime(72));
    const reply = await ada.agent.put(SESSION_PATHS.session(session.id), { meetingUrl: OWN_LINK });
    expect(reply.status).toBe(403);
    expect(reply.json<{ message: string }>().message).toBe(MEETING_URL_MESSAGES.coachOnly);
    expect(await SessionModel.findById(session.id).lean()).toMatchObject({ meetingUrl: '', sequence: 0 });
    const empty = await coach.agent.put(SESSION_PATHS.session(session.id), {});
    expect(empty.status).toBe(400);
  });

  it('wins over the practice’s link in the student’s list and both calendar feeds; cleared, the practice’s applies again', async () => {
    await setPracticeLink(PRACTICE_LINK);
    const plain = await coachBooks(gridTime(72));
    const own = await coachBooks(gridTime(96), OWN_LINK);
    expect(plain).toMatchObject({ meetingUrl: PRACTICE_LINK, ownMeetingUrl: '' });
    expect(own).toMatchObject({ meetingUrl: OWN_LINK, ownMeetingUrl: OWN_LINK });

    const listed = await studentSessions();
    expect(listed.map((session) => session.meetingUrl)).toEqual([PRACTICE_LINK, OWN_LINK]);
    // The student reads the link the session is held on, not how it was set.
    expect(listed[0]).not.toHaveProperty('ownMeetingUrl');
    const coachList = (await coach.agent.get(SESSION_PATHS.sessions)).json<CoachingSession[]>();
    expect(coachList.map((session) => [session.meetingUrl, session.ownMeetingUrl])).toEqual([
      [PRACTICE_LINK, ''],
      [OWN_LINK, OWN_LINK],
    ]);

    for (const user of [ada, coach]) {
      const { events } = await feedOf(user);
      expect(events.map((event) => [event.location, event.url])).toEqual([
        [PRACTICE_LINK, PRACTICE_LINK],
        [OWN_LINK, OWN_LINK],
      ]);
    }

    // Changed later without a move: the calendars take it (a raised SEQUENCE), the time stays.
    const cleared = await coach.agent.put(SESSION_PATHS.session(own.id), { meetingUrl: '' });
    expect(cleared.status, cleared.text()).toBe(200);
    expect(cleared.json<CoachingSession>()).toMatchObject({ start: own.start, meetingUrl: PRACTICE_LINK, ownMeetingUrl: '' });
    const set = await coach.agent.put(SESSION_PATHS.session(plain.id), { meetingUrl: OWN_LINK });
    expect(set.json<CoachingSession>()).toMatchObject({ start: plain.start, meetingUrl: OWN_LINK });
    expect((await studentSessions()).map((session) => session.meetingUrl)).toEqual([OWN_LINK, PRACTICE_LINK]);
    const { events } = await feedOf(ada);
    expect(events.map((event) => [event.location, event.url, event.sequence])).toEqual([
      [OWN_LINK, OWN_LINK, 1],
      [PRACTICE_LINK, PRACTICE_LINK, 1],
    ]);

    // Moved with a new link in one change.
    const moved = await coach.agent.put(SESSION_PATHS.session(own.id), {
      start: gridTime(120).toISOString(),
      meetingUrl: 'https://teams.microsoft.com/l/meetup-join/abc',
    });
    expect(moved.json<CoachingSession>().meetingUrl).toBe('https://teams.microsoft.com/l/meetup-join/abc');
  });

  it('leaves calendar entries without a location when neither the session nor the practice has a link', async () => {
    await setPracticeLink('');
    await coachBooks(gridTime(72));
    expect((await studentSessions())[0]!.meetingUrl).toBe('');
    const [event] = (await feedOf(ada)).events;
    expect(event!.location).toBeNull();
    expect(event!.url).toBe(`${server.config.publicUrl}/`);
  });
});

describe('e-mails of a session', () => {
  // Mails go out after the reply, each on its own: wait for the one a step needs.
  const mailTo = (subject: RegExp) =>
    server.mail!.waitFor((mail) => mail.to.includes(ada.email) && subject.test(mail.subject));

  it('give the link to join in the booking e-mail and its calendar event', async () => {
    await setPracticeLink(PRACTICE_LINK);
    await coachBooks(gridTime(72), OWN_LINK);
    await server.settle();
    const booked = await mailTo(/^Session booked: /);
    const mail = await readCalendarMail(booked);
    expect(mail.text).toContain(`Join the meeting: ${OWN_LINK}`);
    expect(booked.raw).toContain('Join the meeting</a>');
    expect(mail.calendar.events[0]).toMatchObject({ location: OWN_LINK, url: OWN_LINK });
  });

  it('give the practice’s link in the reminder, and none when there is no link', async () => {
    await setPracticeLink(PRACTICE_LINK);
    await coachBooks(gridTime(3));
    const reminder = await server.mail!.waitFor(
      (mail) => mail.to.includes(ada.email) && mail.subject === 'Coaching session reminder',
    );
    expect(reminder.text).toContain(`Join the meeting: ${PRACTICE_LINK}`);

    await server.settle();
    await Promise.all([SessionModel.deleteMany({}), ReminderClaim.deleteMany({})]);
    server.mail!.messages.length = 0;
    await setPracticeLink('');
    await coachBooks(gridTime(3));
    const plain = await server.mail!.waitFor(
      (mail) => mail.to.includes(ada.email) && mail.subject === 'Coaching session reminder',
    );
    expect(plain.text).not.toContain('Join the meeting');
    const booked = await readCalendarMail(await mailTo(/^Session booked: /));
    expect(booked.text).not.toContain('Join the meeting');
    expect(booked.calendar.events[0]!.location).toBeNull();
  });
});
