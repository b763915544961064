import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAgent,
  createAgent,
  signInAs,
  startTestServer,
  type Agent,
  type AgentResponse,
  type SignedIn,
  type TestServer,
} from '../../../../test/index.js';
import {
  AGREEMENT_REQUIRED,
  API_PATHS,
  STATEMENT_MESSAGES,
  statementMailSubject,
  statementUrl,
  type StatementPeriod,
  type StatementSent,
  type StudentAccount,
} from '../../../contract/index.js';
import { AccessLogEntry, CoachingSession, PackageAssignment } from '../../../models/index.js';
import { PRACTICE_PROFILE_ID, PracticeProfile } from '../../../models/practiceProfile.js';
import {
  acceptAgreement,
  linkGuardian,
  signInAsGuardian,
  writeAgreement,
  type TestGuardian,
} from '../../family/test/guardians.js';

const ZONE = 'America/Chicago';
const MARCH: StatementPeriod = { from: '2025-03-01', to: '2025-03-31' };

let server: TestServer;
let coach: SignedIn;
let ada: SignedIn;
let ben: SignedIn;
let eve: SignedIn;
let admin: Agent;
/** Ada's: accepted the agreement and sees her account. */
let mother: TestGuardian;
let motherAgent: Agent;
/** Ada's: accepted the agreement, sees her sessions only. */
let father: TestGuardian;
let fatherAgent: Agent;
/** Ada's: sees her account, but has not accepted the agreement. */
let aunt: TestGuardian;
let auntAgent: Agent;
/** Ben's mother, who sees Ben's account: never Ada's. */
let bensMother: TestGuardian;

const statementPath = (student: SignedIn, period: StatementPeriod = MARCH) =>
  statementUrl(API_PATHS.coachClientStatement(student.profileId!), period);
const myStatement = (period: StatementPeriod = MARCH, student?: string) =>
  statementUrl(API_PATHS.myStatement, period, student);

/** A moment in the practice's time zone (Chicago: UTC-6 until 9 March 2025, then UTC-5). */
const chicago = (local: string) => new Date(`${local}${local < '2025-03-09' ? '-06:00' : '-05:00'}`);

async function session(student: SignedIn, local: string, status: 'attended' | 'cancelled' = 'attended') {
  const start = chicago(local);
  await CoachingSession.create({
    clientId: student.profileId!,
    start,
    end: new Date(start.getTime() + 50 * 60_000),
    status,
    bookedBy: 'coach',
  });
}

/** Sells a package through the API, dated as if sold on `local` (a sale is dated when it is recorded). */
async function sell(student: SignedIn, body: { name: string; sessions: number; price: number }, local: string) {
  const offered = await coach.agent.post(API_PATHS.coachPackages, body);
  expect(offered.status, offered.text()).toBe(201);
  const sold = await coach.agent.post(API_PATHS.coachClientPackages(student.profileId!), {
    packageId: offered.json<{ id: string }>().id,
  });
  expect(sold.status, sold.text()).toBe(201);
  await PackageAssignment.collection.updateOne({ _id: sold.json<{ id: string }>().id } as never, {
    $set: { createdAt: chicago(local) },
  });
}

async function pay(student: SignedIn, amount: number, paidAt: string, method: string, note = '') {
  const paid = await coach.agent.post(API_PATHS.coachClientPayments(student.profileId!), {
    amount,
    paidAt,
    method,
    note,
  });
  expect(paid.status, paid.text()).toBe(201);
}

/** The access-log entries written since a moment, as [action, student, actor kind, sections]. */
async function loggedSince(since: Date) {
  const entries = await AccessLogEntry.find({ createdAt: { $gte: since } })
    .sort({ createdAt: 1, _id: 1 })
    .lean();
  return entries.map((entry) => [entry.action, entry.clientId, entry.actor?.kind, entry.sections ?? null]);
}

/** The rows of a statement's table, as the text of each cell. */
function rowsOf(html: string, section: string): string[][] {
  const part = html.split(`<h2 id="${section}">`)[1]!.split('</section>')[0]!;
  const body = part.split('<tbody>')[1]?.split('</tbody>')[0] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
      cell!.replace(/<span class="note">/g, ' | ').replace(/<[^>]+>/g, ''),
    ),
  );
}

/** The summary's lines, as [label, amount]. */
function summaryOf(html: string): string[][] {
  const part = html.split('<dl class="summary">')[1]!.split('</dl>')[0]!;
  return [...part.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map(([, label, amount]) => [label!, amount!]);
}

/** A statement link opened by someone not signed in: they are sent to the sign-in page, as its e-mail says. */
function expectSentToSignIn(reply: AgentResponse): void {
  expect(reply.status).toBe(303);
  expect(reply.headers.get('location')).toBe(API_PATHS.signIn);
}

/**
 * A refused statement link: a page under the statement's policy saying why, with the refusal's status (the
 * browser would show a JSON reply as text). Gives the reason as written.
 */
function refusalOf(reply: AgentResponse, status: number): string {
  expect(reply.status, reply.text()).toBe(status);
  expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(reply.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
  const html = reply.text();
  expect(html).toContain('<h1>This statement cannot be shown</h1>');
  expect(html).toContain('<a href="/">Open the app</a>');
  const reason = html.match(/<p data-refusal>([\s\S]*?)<\/p>/)![1]!;
  return reason.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function expectPage(reply: AgentResponse): string {
  expect(reply.status, reply.text()).toBe(200);
  expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(reply.headers.get('cache-control')).toBe('no-store');
  return reply.text();
}

beforeAll(async () => {
  server = await startTestServer({ email: true, config: { practiceTimeZone: ZONE } });
  [coach, ada, ben, eve, admin] = await Promise.all([
    signInAs(server, { email: 'coach@example.com', role: 'coach' }),
    signInAs(server, {
      email: 'ada@example.com',
      role: 'client',
      profile: { studentFirstName: 'Ada', studentLastName: 'Lovelace' },
    }),
    signInAs(server, {
      email: 'ben@example.com',
      role: 'client',
      profile: { studentFirstName: 'Ben', studentLastName: 'Okafor' },
    }),
    signInAs(server, {
      email: 'eve@example.com',
      role: 'client',
      profile: { studentFirstName: '<script>alert(1)</script>', studentLastName: 'O’Hara & "Co"' },
    }),
    adminAgent(server),
  ]);
  await writeAgreement(coach, 'What coaching is, and is not.');
  mother = await linkGuardian(ada.profileId!, {
    email: 'grace@example.com',
    name: 'Grace Lovelace',
    sections: ['account'],
  });
  father = await linkGuardian(ada.profileId!, {
    email: 'william@example.com',
    name: 'William Lovelace',
    relationship: 'father',
    sections: ['sessions'],
  });
  aunt = await linkGuardian(ada.profileId!, {
    email: 'augusta@example.com',
    name: 'Augusta Leigh',
    relationship: 'other',
    sections: ['account'],
  });
  bensMother = await linkGuardian(ben.profileId!, {
    email: 'ngozi@example.com',
    name: 'Ngozi Okafor',
    sections: ['account'],
  });
  [motherAgent, fatherAgent, auntAgent] = await Promise.all([
    signInAsGuardian(server, mother),
    signInAsGuardian(server, father),
    signInAsGuardian(server, aunt),
  ]);
  await Promise.all([
    acceptAgreement(motherAgent),
    acceptAgreement(fatherAgent),
    acceptAgreement(await signInAsGuardian(server, bensMother)),
  ]);

  // The practice's whole profile, as the statement's header shows it.
  await createAgent(server.url).get(API_PATHS.site);
  await PracticeProfile.updateOne(
    { _id: PRACTICE_PROFILE_ID },
    {
      $set: {
        businessName: 'Bright Minds Executive Function Coaching',
        address: '12 Elm Street, Springfield, IL 62701',
        phone: '(217) 555-0142',
        coachEmail: 'hello@brightminds.example',
        coachName: 'Dr. Sarah Mitchell',
        degrees: [{ degree: 'PhD in Educational Psychology', institution: 'Stanford University' }],
        licence: 'Licensed Educational Psychologist, CA LEP 3391',
        pricePerSession: 85,
      },
    },
  );

  // Ada: four sessions bought in February, two more in March; the sessions beyond them are charged $85 each.
  await sell(ada, { name: 'Four sessions', sessions: 4, price: 320 }, '2025-02-20T10:00');
  await pay(ada, 320, '2025-02-21', 'card');
  await sell(ada, { name: 'Two sessions', sessions: 2, price: 170 }, '2025-03-15T10:00');
  await pay(ada, 170, '2025-03-15', 'check', 'Check #1042');
  await pay(ada, 50, '2025-04-03', 'cash');
  for (const local of [
    '2025-02-25T16:00',
    '2025-03-04T16:00',
    '2025-03-11T16:00',
    '2025-03-18T16:00',
    '2025-03-25T16:00',
    '2025-03-27T16:00',
  ]) {
    await session(ada, local);
  }
  // Late on the last day in Chicago, already 1 April in UTC: March's.
  await session(ada, '2025-03-31T23:00');
  await session(ada, '2025-04-02T16:00');
  await session(ada, '2025-03-20T16:00', 'cancelled');
});
afterAll(() => server?.close());

describe('GET /api/coach/client/{id}/statement', () => {
  it('shows the practice, the coach, the client, each session, package and payment of the period, and the balances', async () => {
    const html = expectPage(await coach.agent.get(statementPath(ada)));
    for (const line of [
      'Bright Minds Executive Function Coaching',
      '12 Elm Street, Springfield, IL 62701',
      '(217) 555-0142 · hello@brightminds.example',
      'Dr. Sarah Mitchell',
      'PhD in Educational Psychology, Stanford University',
      'Licensed Educational Psychologist, CA LEP 3391',
      '<p data-client>Ada Lovelace</p>',
      'Mar 1, 2025 – Mar 31, 2025',
    ]) {
      expect(html).toContain(line);
    }
    const service = 'Executive-function coaching, 50 minutes';
    expect(rowsOf(html, 'sessions')).toEqual([
      ['Mar 4, 2025', service, 'From package'],
      ['Mar 11, 2025', service, 'From package'],
      ['Mar 18, 2025', service, 'From package'],
      ['Mar 25, 2025', service, 'From package'],
      ['Mar 27, 2025', service, 'From package'],
      ['Mar 31, 2025', service, '$85.00'],
    ]);
    expect(rowsOf(html, 'packages')).toEqual([['Mar 15, 2025', 'Two sessions | 2 sessions', '$170.00']]);
    expect(rowsOf(html, 'payments')).toEqual([['Mar 15, 2025', 'Check | Check #1042', '$170.00']]);
    expect(summaryOf(html)).toEqual([
      ['Balance due, start of Mar 1, 2025', '$0.00'],
      ['Charges in this period', '$255.00'],
      ['Payments in this period', '-$170.00'],
      ['Balance due, end of Mar 31, 2025', '$85.00'],
    ]);
    expect(html).toContain('Sessions charged</td><td class="amount">$85.00');
  });

  it('matches the account: up to today, the balance at the end is the account’s balance', async () => {
    const account = (await coach.agent.get(API_PATHS.coachClientAccount(ada.profileId!))).json<StudentAccount>();
    const html = expectPage(await coach.agent.get(statementPath(ada, { from: '2025-01-01', to: '2025-12-31' })));
    expect(account.balanceDue).toBe(320 + 170 + 85 + 85 - 320 - 170 - 50);
    expect(summaryOf(html).at(-1)).toEqual(['Balance due, end of Dec 31, 2025', '$120.00']);
    expect(rowsOf(html, 'sessions')).toHaveLength(8);
  });

  it('says so when the period holds nothing, and reads money paid ahead as such', async () => {
    const html = expectPage(await coach.agent.get(statementPath(ada, { from: '2025-04-03', to: '2025-04-03' })));
    expect(html).toContain('No sessions in this period.');
    expect(html).toContain('No packages sold in this period.');
    expect(rowsOf(html, 'payments')).toEqual([['Apr 3, 2025', 'Cash', '$50.00']]);
    expect(summaryOf(html)).toEqual([
      ['Balance due, start of Apr 3, 2025', '$170.00'],
      ['Charges in this period', '$0.00'],
      ['Payments in this period', '-$50.00'],
      ['Balance due, end of Apr 3, 2025', '$120.00'],
    ]);
    const empty = expectPage(await coach.agent.get(statementPath(ada, { from: '2025-06-01', to: '2025-06-30' })));
    expect(empty).toContain('No payments received in this period.');
    expect(summaryOf(empty).slice(1, 3)).toEqual([
      ['Charges in this period', '$0.00'],
      ['Payments in this period', '$0.00'],
    ]);
    await pay(ben, 100, '2025-03-02', 'transfer');
    const ahead = expectPage(await coach.agent.get(statementPath(ben)));
    expect(summaryOf(ahead).at(-1)).toEqual(['Paid ahead, end of Mar 31, 2025', '$100.00']);
  });

  it('is a static page for printing: its own stylesheet (print rules included) allowed by hash, and nothing else', async () => {
    const reply = await coach.agent.get(statementPath(ada));
    const html = expectPage(reply);
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(style).toContain('@media print');
    expect(style).toContain('@page');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(reply.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(html).not.toMatch(/<script|<img|<link|<form/i);
    expect(html).toContain('<title>Statement for Ada Lovelace, 2025-03-01 to 2025-03-31</title>');
  });

  it('escapes what people wrote: a hostile name, package name and payment note stay text', async () => {
    await sell(eve, { name: '<img src=x onerror=alert(2)>', sessions: 1, price: 85 }, '2025-03-10T10:00');
    await pay(eve, 85, '2025-03-11', 'other', '</td><script>alert(3)</script>');
    const html = expectPage(await coach.agent.get(statementPath(eve)));
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('<p data-client>&#60;script&#62;alert(1)&#60;/script&#62; O’Hara &#38; &#34;Co&#34;</p>');
    expect(html).toContain('&#60;img src=x onerror=alert(2)&#62;');
    expect(html).toContain('&#60;/td&#62;&#60;script&#62;alert(3)&#60;/script&#62;');
  });

  it.each([
    [{}, `from: ${STATEMENT_MESSAGES.from}`],
    [{ from: '2025-03-01' }, `to: ${STATEMENT_MESSAGES.to}`],
    [{ from: '2025-3-1', to: '2025-03-31' }, `from: ${STATEMENT_MESSAGES.from}`],
    [{ from: '2025-03-01', to: '2025-02-30' }, `to: ${STATEMENT_MESSAGES.to}`],
    [{ from: '2025-04-01', to: '2025-03-31' }, `from: ${STATEMENT_MESSAGES.order}`],
    [{ from: '2024-01-01', to: '2025-01-01' }, `to: ${STATEMENT_MESSAGES.span}`],
    [{ from: '2025-03-01', to: '2025-03-31', student: 'x' }, 'query: Unknown field: student'],
  ])('refuses %j with a 400 naming the rule, and logs nothing', async (query, message) => {
    const since = new Date();
    const reply = await coach.agent.get(
      `${API_PATHS.coachClientStatement(ada.profileId!)}?${new URLSearchParams(query)}`,
    );
    expect(refusalOf(reply, 400)).toBe(message);
    expect(await loggedSince(since)).toEqual([]);
  });

  it('takes a whole leap year (366 days) and no more', async () => {
    expectPage(await coach.agent.get(statementPath(ada, { from: '2024-01-01', to: '2024-12-31' })));
    expect((await coach.agent.get(statementPath(ada, { from: '2024-01-01', to: '2025-01-01' }))).status).toBe(400);
  });

  it('logs the coach’s reading under the client; 404 for an unknown client; the coach’s alone, others asked to sign in', async () => {
    let since = new Date();
    expectPage(await coach.agent.get(statementPath(ada)));
    expect(await loggedSince(since)).toEqual([['client.statement.view', ada.profileId, 'coach', null]]);
    since = new Date();
    const unknown = await coach.agent.get(statementUrl(API_PATHS.coachClientStatement('no-such-client'), MARCH));
    expect(refusalOf(unknown, 404)).toBe('Client not found');
    // Signed in, but not the coach: the page says so.
    for (const agent of [ada.agent, motherAgent]) refusalOf(await agent.get(statementPath(ada)), 403);
    expectSentToSignIn(await admin.get(statementPath(ada)));
    expectSentToSignIn(await createAgent(server.url).get(statementPath(ada)));
    expect(await loggedSince(since)).toEqual([]);
  });
});

describe('GET /api/my-account/statement', () => {
  it('gives the student their own statement, the same page as the coach’s, unlogged', async () => {
    const since = new Date();
    const own = expectPage(await ada.agent.get(myStatement()));
    const coachs = expectPage(await coach.agent.get(statementPath(ada)));
    expect(own).toBe(coachs);
    expect(expectPage(await ada.agent.get(myStatement(MARCH, ada.profileId!)))).toBe(own);
    expect((await loggedSince(since)).filter(([, , kind]) => kind !== 'coach')).toEqual([]);
  });

  it('refuses a student another student’s statement (404) and the coach the family’s route (403); asks others to sign in', async () => {
    const other = await ada.agent.get(myStatement(MARCH, ben.profileId!));
    expect(refusalOf(other, 404)).toBe(STATEMENT_MESSAGES.studentNotFound);
    refusalOf(await coach.agent.get(myStatement()), 403);
    expectSentToSignIn(await admin.get(myStatement()));
    expectSentToSignIn(await createAgent(server.url).get(myStatement()));
  });

  it('gives a guardian the statement of a student who shares their account, logged as their reading of it', async () => {
    const since = new Date();
    const html = expectPage(await motherAgent.get(myStatement(MARCH, ada.profileId!)));
    expect(html).toBe(expectPage(await ada.agent.get(myStatement())));
    expect(await loggedSince(since)).toEqual([['family.view', ada.profileId, 'guardian', ['account']]]);
  });

  it('refuses a guardian who names no student, another family’s, one not shared the account, or before the agreement', async () => {
    const since = new Date();
    const none = await motherAgent.get(myStatement());
    expect(refusalOf(none, 400)).toBe(`student: ${STATEMENT_MESSAGES.student}`);
    const bens = await motherAgent.get(myStatement(MARCH, ben.profileId!));
    expect(refusalOf(bens, 404)).toBe(STATEMENT_MESSAGES.studentNotFound);
    expect((await motherAgent.get(myStatement(MARCH, 'no-such-student'))).status).toBe(404);
    const notShared = await fatherAgent.get(myStatement(MARCH, ada.profileId!));
    expect(refusalOf(notShared, 403)).toBe(STATEMENT_MESSAGES.notShared);
    const noAgreement = await auntAgent.get(myStatement(MARCH, ada.profileId!));
    expect(refusalOf(noAgreement, 403)).toBe(AGREEMENT_REQUIRED);
    const badPeriod = await motherAgent.get(myStatement({ from: '2025-03-31', to: '2025-03-01' }, ada.profileId!));
    expect(refusalOf(badPeriod, 400)).toBe(`from: ${STATEMENT_MESSAGES.order}`);
    expect(await loggedSince(since)).toEqual([]);
  });
});

describe('POST /api/coach/client/{id}/statement/send', () => {
  it('e-mails the student and each guardian who sees the account a link into their own account, and answers who', async () => {
    const since = new Date();
    const reply = await coach.agent.post(API_PATHS.coachClientStatementSend(ada.profileId!), MARCH);
    expect(reply.status, reply.text()).toBe(200);
    expect(reply.json<StatementSent>()).toEqual({
      sentTo: [
        { name: 'Ada Lovelace', email: 'ada@example.com', role: 'student' },
        { name: 'Grace Lovelace', email: 'grace@example.com', role: 'guardian' },
      ],
    });
    expect(await loggedSince(since)).toEqual([['client.statement.send', ada.profileId, 'coach', null]]);

    const subject = statementMailSubject('Bright Minds');
    const received = server.mail!.messages.filter((mail) => mail.subject === subject);
    expect(received.flatMap((mail) => mail.to).sort()).toEqual(['ada@example.com', 'grace@example.com']);
    const linkIn = (mail: { text: string }) => mail.text.match(/https?:\/\/\S+\/api\/my-account\/statement\?\S+/)![0];

    const toMother = received.find((mail) => mail.to.includes(mother.email))!;
    const text = toMother.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Dear Grace Lovelace,');
    expect(text).toContain(
      'Dr. Sarah Mitchell has sent Ada’s statement from Bright Minds Executive Function Coaching for Mar 1, 2025 – Mar 31, 2025.',
    );
    expect(text).toContain(`${server.url}/family`);
    const mothersLink = linkIn(toMother);
    expect(mothersLink).toBe(`${server.url}${myStatement(MARCH, ada.profileId!)}`);
    expect(expectPage(await motherAgent.get(mothersLink))).toContain('<p data-client>Ada Lovelace</p>');

    const toAda = received.find((mail) => mail.to.includes('ada@example.com'))!;
    expect(toAda.text).toContain('has sent your statement');
    expect(linkIn(toAda)).toBe(`${server.url}${myStatement()}`);
    expect(expectPage(await ada.agent.get(linkIn(toAda)))).toContain('Mar 31, 2025');
    // Not the coach's address: the link opens only from the family's own accounts.
    expect(toAda.text).not.toContain('/api/coach/');
  });

  it('refuses a bad period (400), an unknown client (404) and anyone but the coach, sending nothing', async () => {
    const before = server.mail!.messages.length;
    const since = new Date();
    const path = API_PATHS.coachClientStatementSend(ada.profileId!);
    const backwards = await coach.agent.post(path, { from: '2025-03-31', to: '2025-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.json()).toEqual(expect.objectContaining({ message: `from: ${STATEMENT_MESSAGES.order}` }));
    expect((await coach.agent.post(path, {})).status).toBe(400);
    expect((await coach.agent.post(API_PATHS.coachClientStatementSend('no-such-client'), MARCH)).status).toBe(404);
    for (const agent of [ada.agent, motherAgent]) expect((await agent.post(path, MARCH)).status).toBe(403);
    expect((await admin.post(path, MARCH)).status).toBe(401);
    await server.settle();
    expect(server.mail!.messages.length).toBe(before);
    expect(await loggedSince(since)).toEqual([]);
  });
});
