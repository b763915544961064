import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { ADMIN_FLAG_MAX_AGE_MS } from '../../policies/adminFlag.js';
import { SESSION_COOKIE } from '../../middleware/session.js';
import { Session, SignInToken } from '../../models/index.js';
import {
  adminAgent,
  approveEmail,
  createAgent,
  followSignInLink,
  requestSignInLink,
  sentSignInLinks,
  signInAs,
  startTestServer,
  type Agent,
  type TestServer,
} from '../../../test/index.js';

/** Sign-in and session attacks, each test named after the attack it stops. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ email: true });
});
afterAll(() => server?.close());
beforeEach(() => server.services.rateLimiter.reset());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const mailsTo = (email: string) => server.mail!.messages.filter((mail) => mail.to.includes(email)).length;
/** Sends a consultation request, whose e-mail alert to the practice anyone can cause. */
const requestConsultation = (email: string) =>
  createAgent(server.url).post(API_PATHS.requestConsultation, {
    studentFirstName: 'Ana',
    studentLastName: 'Ruiz',
    gradeLevel: '10th',
    phone: '555-123-4567',
    email,
  });

/** Posts the confirmation form with the given extra headers (the browser's or a forger's). */
const postConfirmation = (agent: Agent, token: string, headers: Record<string, string>) =>
  agent.post(API_PATHS.signInVerify, undefined, { raw: `token=${token}`, headers: { ...FORM, ...headers } });

describe('the practice mail account cannot be used to mail strangers', () => {
  it('sends no link to an address that is neither approved nor a coach, and answers it exactly as an approved one', async () => {
    await approveEmail('member@example.com');
    const approved = await createAgent(server.url).post(API_PATHS.signIn, { email: 'member@example.com' });
    const stranger = await createAgent(server.url).post(API_PATHS.signIn, { email: 'victim@example.org' });
    expect(stranger.status).toBe(approved.status);
    expect(stranger.text()).toBe(approved.text());
    await server.settle();
    expect(mailsTo('member@example.com')).toBe(1);
    expect(mailsTo('victim@example.org')).toBe(0);
    expect(await SignInToken.countDocuments({ email: 'victim@example.org' })).toBe(0);
    expect(server.logs.some((line) => line.msg === 'sign-in link not sent: address not approved')).toBe(true);
  });

  it('answers before any mail goes out, so the reply time does not tell approved addresses apart', async () => {
    await approveEmail('timed@example.com');
    const release = server.mail!.hold();
    try {
      const reply = await Promise.race([
        createAgent(server.url).post(API_PATHS.signIn, { email: 'timed@example.com' }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(reply?.status).toBe(200);
      expect(mailsTo('timed@example.com')).toBe(0);
    } finally {
      release();
    }
    await server.mail!.waitFor((mail) => mail.to.includes('timed@example.com'));
  });

  it('counts each address apart: requests for a+tag or dotted variants do not use up the real address’s links', async () => {
    await approveEmail('jo.doe@gmail.com');
    server.config.rateLimits.signInLinkAddress.max = 2;
    try {
      // Someone asks for links to variants of Jo's address: none is approved, so nothing is mailed.
      const variants = ['jodoe+1@gmail.com', 'jodoe+2@gmail.com', 'j.o.doe@googlemail.com', 'jo.doe+3@gmail.com'];
      for (const email of variants) {
        expect((await createAgent(server.url).post(API_PATHS.signIn, { email })).status).toBe(200);
      }
      // Jo still gets a link.
      const jo = createAgent(server.url);
      expect((await jo.post(API_PATHS.signIn, { email: 'jo.doe@gmail.com' })).status).toBe(200);
      await server.mail!.waitFor((mail) => mail.to.includes('jo.doe@gmail.com'));
      // The limit holds per address, in any letter case.
      expect((await jo.post(API_PATHS.signIn, { email: 'JO.DOE@gmail.com' })).status).toBe(200);
      const limited = await jo.post(API_PATHS.signIn, { email: 'jo.doe@gmail.com' });
      expect(limited.status).toBe(429);
      expect(limited.json().message).toBe(
        'Too many sign-in links requested for this address. Please wait a few minutes and try again.',
      );
    } finally {
      server.config.rateLimits.signInLinkAddress.max = 10_000;
    }
  });

  it('drops every e-mail past MAIL_HOURLY_CAP in the hour, sign-in links and alerts alike, and says so loudly', async () => {
    const addresses = ['capped.one@example.com', 'capped.two@example.com', 'capped.three@example.com'];
    // Devices that signed in before: their links draw on the whole cap, not on the new devices' share.
    const devices = [];
    for (const email of addresses) devices.push((await signInAs(server, { email, role: 'client' })).agent);
    await server.settle();
    await server.services.rateCounter.reset();
    server.config.mailHourlyCap = 2;
    const mark = server.logs.length;
    try {
      const before = addresses.map(mailsTo);
      for (const [index, email] of addresses.entries()) {
        expect((await devices[index]!.post(API_PATHS.signIn, { email })).status).toBe(200);
        await server.settle();
      }
      expect(addresses.map((email, index) => mailsTo(email) - before[index]!)).toEqual([1, 1, 0]);
      const sent = server.mail!.messages.length;
      const submitted = await requestConsultation('parent@example.com');
      expect(submitted.status).toBe(201);
      await server.settle();
      expect(server.mail!.messages.length).toBe(sent);
      const dropped = server.logs
        .slice(mark)
        .filter((line) => line.msg === 'E-MAIL HOURLY CAP REACHED: e-mail dropped, not sent');
      expect(dropped.length).toBe(2);
      expect(dropped.every((line) => line.level === 'error' && line.cap === server.config.mailHourlyCap)).toBe(true);
    } finally {
      server.config.mailHourlyCap = 200;
    }
  });
});

describe('sign-in links survive mail scanners and cannot be used for log-in CSRF', () => {
  it('a mail scanner opening the link (GET, HEAD, again and again) neither uses it up nor signs anyone in', async () => {
    await approveEmail('scanned@example.com');
    const link = await requestSignInLink(server, createAgent(server.url), 'scanned@example.com');
    const scanner = createAgent(server.url);
    for (const method of ['GET', 'HEAD', 'GET']) {
      const opened = await scanner.request(method, link);
      expect(opened.status).toBe(200);
      expect(opened.headers.getSetCookie()).toEqual([]);
      expect(opened.headers.get('cache-control')).toBe('no-store');
    }
    expect((await scanner.get(API_PATHS.currentUser)).status).toBe(401);

    const page = (await scanner.get(link)).text();
    expect(page).toContain('<h1>Sign in as s***@example.com</h1>');
    expect(page).not.toContain('scanned@example.com');
    expect(page).toContain(`<form method="post" action="${API_PATHS.signInVerify}">`);
    expect(page.match(/<button/g)).toHaveLength(1);
    expect(page).not.toContain('<script');

    const person = createAgent(server.url);
    const signedIn = await followSignInLink(person, link);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/');
    expect((await person.get(API_PATHS.currentUser)).json().email).toBe('scanned@example.com');
  });

  it("a crafted form on another site cannot redeem someone else's link into a visitor's browser", async () => {
    await approveEmail('attacker@example.com');
    const link = await requestSignInLink(server, createAgent(server.url), 'attacker@example.com');
    const victim = createAgent(server.url);
    const forgeries: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: server.url },
      {},
    ];
    for (const headers of forgeries) {
      const forged = await postConfirmation(victim, tokenOf(link), headers);
      expect(forged.status).toBe(403);
      expect(forged.json()).toEqual({ message: 'Cross-site requests are not allowed' });
      expect(victim.cookies()).toEqual({});
    }
    expect((await victim.get(API_PATHS.currentUser)).status).toBe(401);
    // The link still works for its owner on this site's own page.
    const owner = createAgent(server.url);
    expect((await postConfirmation(owner, tokenOf(link), { 'sec-fetch-site': 'same-origin' })).status).toBe(303);
    expect((await owner.get(API_PATHS.currentUser)).status).toBe(200);
  });

  it('an older link left in a mailbox stops working once a newer one is sent', async () => {
    await approveEmail('twolinks@example.com');
    const agent = createAgent(server.url);
    const older = await requestSignInLink(server, agent, 'twolinks@example.com');
    const newer = await requestSignInLink(server, agent, 'twolinks@example.com');
    expect(sentSignInLinks(server, 'twolinks@example.com')).toHaveLength(2);
    expect((await agent.get(older)).headers.get('location')).toBe(`${API_PATHS.signIn}?link=expired`);
    const stale = await postConfirmation(agent, tokenOf(older), { origin: server.url });
    expect(stale.headers.get('location')).toBe(`${API_PATHS.signIn}?link=expired`);
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);
    expect((await followSignInLink(agent, newer)).headers.get('location')).toBe('/');
  });
});

describe('nobody can keep a student from signing in', () => {
  const LIMITED = 'Too many sign-in links requested for this address. Please wait a few minutes and try again.';

  it('a stranger who uses up an address’s links does not stop its owner on a device that signed in before', async () => {
    const owner = await signInAs(server, { email: 'kept.in@example.com', role: 'client' });
    const stranger = await signInAs(server, { email: 'stranger@example.com', role: 'client' });
    await server.services.rateLimiter.reset();
    server.config.rateLimits.signInLinkAddress.max = 2;
    server.config.rateLimits.signInLinkKnownDevice.max = 2;
    try {
      // Signed in as themselves, the stranger's device is known for their own address only.
      for (let index = 0; index < 2; index += 1) {
        expect((await stranger.agent.post(API_PATHS.signIn, { email: 'kept.in@example.com' })).status).toBe(200);
      }
      const refused = await stranger.agent.post(API_PATHS.signIn, { email: 'kept.in@example.com' });
      expect(refused.status).toBe(429);
      expect(refused.json().message).toBe(LIMITED);
      // The device cookie cannot be made up: unsigned, or signed for another value, it counts for nothing.
      const digest = createHash('sha256').update('kept.in@example.com').digest().subarray(0, 16).toString('base64url');
      const signature = owner.agent.cookies()['ef.device.sig'];
      for (const cookie of [`ef.device=${digest}`, `ef.device=${digest}.${digest}; ef.device.sig=${signature}`]) {
        const forged = await createAgent(server.url).post(
          API_PATHS.signIn,
          { email: 'kept.in@example.com' },
          { headers: { cookie } },
        );
        expect(forged.status).toBe(429);
      }

      // The owner's device still gets links, in any letter case, up to an allowance of its own.
      const link = await requestSignInLink(server, owner.agent, 'Kept.In@example.com');
      expect((await owner.agent.post(API_PATHS.signIn, { email: 'kept.in@example.com' })).status).toBe(200);
      const limited = await owner.agent.post(API_PATHS.signIn, { email: 'kept.in@example.com' });
      expect(limited.status).toBe(429);
      expect(limited.json().message).toBe(LIMITED);
      await server.settle();
      const newest = sentSignInLinks(server, 'kept.in@example.com').at(-1)!;
      expect(newest).not.toBe(link);
      const again = createAgent(server.url);
      expect((await followSignInLink(again, newest)).headers.get('location')).toBe('/');
      // A second device signed in by that link is known too; the cookie names digests, never the address.
      expect(again.cookies()['ef.device']).toBe(digest);
    } finally {
      server.config.rateLimits.signInLinkAddress.max = 10_000;
      server.config.rateLimits.signInLinkKnownDevice.max = 10_000;
    }
  });

  it('links asked for on new devices use half the hour’s mail: known devices and the coach’s alerts keep the rest', async () => {
    const owner = await signInAs(server, { email: 'kept.mailing@example.com', role: 'client' });
    const asked = ['flood.a', 'flood.b', 'flood.c', 'flood.d', 'flood.e'].map((name) => `${name}@example.com`);
    for (const email of asked) await approveEmail(email);
    await server.settle();
    await server.services.rateCounter.reset();
    server.config.mailHourlyCap = 6;
    const mark = server.logs.length;
    try {
      for (const email of asked) {
        expect((await createAgent(server.url).post(API_PATHS.signIn, { email })).status).toBe(200);
        await server.settle();
      }
      expect(asked.map(mailsTo)).toEqual([1, 1, 1, 0, 0]);
      const dropped = server.logs.slice(mark).filter((line) => line.msg.startsWith('E-MAIL HOURLY SHARE OF SIGN-IN'));
      expect(dropped.map((line) => line.cap)).toEqual([3, 3]);

      expect(await requestSignInLink(server, owner.agent, 'kept.mailing@example.com')).toContain('token=');
      const before = server.mail!.messages.length;
      const submitted = await requestConsultation('parent.flood@example.com');
      expect(submitted.status).toBe(201);
      await server.settle();
      expect(server.mail!.messages.length).toBe(before + 1);
    } finally {
      server.config.mailHourlyCap = 200;
    }
  });
});

describe('revocation is immediate and complete', () => {
  it('an address taken out of COACH_EMAILS loses coach access at its next request', async () => {
    const coach = await signInAs(server, { email: 'former.coach@example.com', role: 'coach' });
    expect((await coach.agent.get(API_PATHS.coachClients)).status).toBe(200);
    await approveEmail('former.coach@example.com');
    server.config.coachEmails.splice(server.config.coachEmails.indexOf('former.coach@example.com'), 1);
    // Still approved as a student: a client now, refused by the coach routes.
    expect((await coach.agent.get(API_PATHS.coachClients)).status).toBe(403);
    expect((await coach.agent.get(API_PATHS.currentUser)).json()).toMatchObject({ role: 'client', isCoach: false });

    const other = await signInAs(server, { email: 'gone.coach@example.com', role: 'coach' });
    server.config.coachEmails.splice(server.config.coachEmails.indexOf('gone.coach@example.com'), 1);
    expect((await other.agent.get(API_PATHS.coachClients)).status).toBe(401);
  });

  it('an admin flag stops working 12 hours after the admin log-in, however active the admin has been', async () => {
    const admin = await adminAgent(server);
    const sid = admin.cookies()[SESSION_COOKIE]!;
    const granted = (await Session.findById(sid).lean())!.sess.adminSince as number;
    for (let index = 0; index < 3; index += 1) expect((await admin.get(API_PATHS.adminCheck)).status).toBe(200);
    expect((await Session.findById(sid).lean())!.sess.adminSince).toBe(granted);

    await Session.updateOne({ _id: sid }, { $set: { 'sess.adminSince': Date.now() - ADMIN_FLAG_MAX_AGE_MS + 60_000 } });
    expect((await admin.get(API_PATHS.adminCheck)).status).toBe(200);
    await Session.updateOne({ _id: sid }, { $set: { 'sess.adminSince': Date.now() - ADMIN_FLAG_MAX_AGE_MS - 1 } });
    expect((await admin.get(API_PATHS.adminCheck)).status).toBe(401);
    expect((await admin.get(API_PATHS.consultationRequests)).status).toBe(401);
  });

  it('changing ADMIN_PASSWORD ends every admin flag granted under the old one, and no session holds the password', async () => {
    const admin = await adminAgent(server);
    const stored = JSON.stringify(await Session.findById(admin.cookies()[SESSION_COOKIE]).lean());
    expect(stored).not.toContain(server.config.adminPassword);
    const previous = server.config.adminPassword;
    server.config.adminPassword = 'a brand new admin password';
    try {
      expect((await admin.get(API_PATHS.adminCheck)).status).toBe(401);
      expect((await admin.post(API_PATHS.adminSignIn, { password: previous })).status).toBe(401);
      expect((await admin.post(API_PATHS.adminSignIn, { password: 'a brand new admin password' })).status).toBe(200);
      expect((await admin.get(API_PATHS.adminCheck)).status).toBe(200);
    } finally {
      server.config.adminPassword = previous;
    }
  });

  it('a link or image on another site cannot sign a user out through GET /api/logout', async () => {
    const client = await signInAs(server, { email: 'stays@example.com', role: 'client' });
    const foreign: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}];
    for (const headers of foreign) {
      const refused = await client.agent.get(API_PATHS.signOut, { headers });
      expect(refused.status).toBe(403);
      expect(refused.json()).toEqual({ message: 'Cross-site requests are not allowed' });
      expect((await client.agent.get(API_PATHS.currentUser)).status).toBe(200);
    }
    const typed = await client.agent.get(API_PATHS.signOut, { headers: { 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(302);
    expect(typed.headers.get('location')).toBe('/');
    expect((await client.agent.get(API_PATHS.currentUser)).status).toBe(401);
  });

  it('POST /api/logout ends the session and its record, and a replayed cookie is refused', async () => {
    const client = await signInAs(server, { email: 'posting.out@example.com', role: 'client' });
    const cookie = `${SESSION_COOKIE}=${client.agent.cookies()[SESSION_COOKIE]}; ${SESSION_COOKIE}.sig=${client.agent.cookies()[`${SESSION_COOKIE}.sig`]}`;
    const out = await client.agent.post(API_PATHS.signOut, undefined, { headers: { origin: server.url } });
    expect(out.status).toBe(204);
    expect(await Session.countDocuments({ userId: client.userId })).toBe(0);
    expect((await createAgent(server.url).get(API_PATHS.currentUser, { headers: { cookie } })).status).toBe(401);
  });
});

describe('form bodies are parsed only where a form is taken', () => {
  it('a cross-site HTML form posted to any other route gets 415 and changes nothing', async () => {
    const before = server.logs.filter((line) => line.msg === 'admin login refused').length;
    const agent = createAgent(server.url);
    for (const path of [
      API_PATHS.adminSignIn,
      API_PATHS.requestConsultation,
      API_PATHS.signOut,
      API_PATHS.approvedEmails,
    ]) {
      const response = await agent.post(path, undefined, { raw: 'password=x&email=a%40example.com', headers: FORM });
      expect(response.status, path).toBe(415);
      expect(response.json()).toEqual({ message: 'Unsupported content type: send JSON' });
    }
    expect(server.logs.filter((line) => line.msg === 'admin login refused').length).toBe(before);
    const login = await agent.post(API_PATHS.signIn, undefined, { raw: 'email=someone%40example.com', headers: FORM });
    expect(login.status).toBe(200);
  });
});
