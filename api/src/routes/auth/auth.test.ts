import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApprovedEmail, SignInToken, User } from '../../models/index.js';
import { SESSION_COOKIE } from '../../middleware/session.js';
import { API_PATHS, type SiteInfo } from '../../contract/index.js';
import { PracticeProfile } from '../../models/practiceProfile.js';
import {
  approveEmail,
  createAgent,
  followSignInLink,
  readSignInLink,
  requestSignInLink,
  sentSignInLinks,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../test/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ email: true, coachEmails: ['dr.mitchell@example.com'] });
});
afterAll(() => server?.close());
beforeEach(() => server.services.rateLimiter.reset());

const SAME_REPLY = {
  message: 'If this address may sign in, a sign-in link is on its way. It works once, within 15 minutes.',
};

describe('GET /api/login', () => {
  it('serves an accessible page asking for an e-mail address, with no scripts', async () => {
    const response = await createAgent(server.url).get(API_PATHS.signIn);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="email">E-mail address<\/label>/);
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="email" required/);
    expect(html).toMatch(/<form method="post" action="\/api\/login"/);
    expect(html).not.toContain('<script');
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("tops the page with the app frame's bar: the logo and the practice's name, its short name on phones", async () => {
    const html = (await createAgent(server.url).get(API_PATHS.signIn)).text();
    const { businessName, shortName } = server.config.site;
    const header = /<header><a href="\/">(.*?)<\/a><\/header>/s.exec(html)?.[1] ?? '';
    expect(header).toContain('<svg aria-hidden="true" viewBox="0 0 32 32">');
    expect(header).toContain(`<span class="long">${businessName}</span><span class="short">${shortName}</span>`);
    expect(html).toMatch(/@media \(max-width:639px\)\{\.long\{display:none\}\.short\{display:inline\}/);
  });

  it('explains an expired link', async () => {
    const response = await createAgent(server.url).get(`${API_PATHS.signIn}?link=expired`);
    expect(response.text()).toContain('That sign-in link has expired or was already used.');
  });
});

describe('POST /api/login', () => {
  it('e-mails a link to an approved address and signs in when it is followed', async () => {
    await approveEmail('Student.One@Example.com');
    const agent = createAgent(server.url);
    const response = await agent.post(API_PATHS.signIn, { email: '  Student.One@Example.com ' });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual(SAME_REPLY);

    const mail = await server.mail!.waitFor((message) => message.to.includes('student.one@example.com'));
    expect(mail.subject).toBe(`Your sign-in link for ${server.config.site.shortName}`);
    expect(mail.text).toContain('The link works once and expires in 15 minutes.');
    const link = await readSignInLink(server, 'student.one@example.com');
    expect(link.startsWith(`${server.url}/api/login/verify?token=`)).toBe(true);

    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);
    const followed = await followSignInLink(agent, link);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/');
    const cookie = followed.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/;\s*secure/i);

    const me = await agent.get(API_PATHS.currentUser);
    expect(me.status).toBe(200);
    const user = me.json();
    expect(user).toEqual({
      id: expect.any(String),
      email: 'student.one@example.com',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: 'client',
      isCoach: false,
      isClient: true,
      clientProfile: null,
    });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('stores only a hash of the token, and the link cannot be used twice', async () => {
    await approveEmail('twice@example.com');
    const first = createAgent(server.url);
    const link = await requestSignInLink(server, first, 'twice@example.com');
    const token = new URL(link).searchParams.get('token')!;
    expect(await SignInToken.countDocuments({ _id: token })).toBe(0);
    expect(await SignInToken.countDocuments({ email: 'twice@example.com' })).toBe(1);

    expect((await followSignInLink(first, link)).headers.get('location')).toBe('/');
    const second = createAgent(server.url);
    const reused = await second.get(link);
    expect(reused.status).toBe(302);
    expect(reused.headers.get('location')).toBe(`${API_PATHS.signIn}?link=expired`);
    const reposted = await second.post(API_PATHS.signInVerify, { token }, { headers: { origin: server.url } });
    expect(reposted.status).toBe(303);
    expect(reposted.headers.get('location')).toBe(`${API_PATHS.signIn}?link=expired`);
    expect(second.cookies()).toEqual({});
    expect((await second.get(API_PATHS.currentUser)).status).toBe(401);
  });

  it('leaves the later of two links asked at once working (a double click)', async () => {
    await approveEmail('double@example.com');
    const agent = createAgent(server.url);
    const replies = await Promise.all([1, 2].map(() => agent.post(API_PATHS.signIn, { email: 'double@example.com' })));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    await expect.poll(() => sentSignInLinks(server, 'double@example.com').length).toBe(2);
    expect(await SignInToken.countDocuments({ email: 'double@example.com' })).toBe(1);
    const followed = await Promise.all(
      sentSignInLinks(server, 'double@example.com').map((link) => followSignInLink(createAgent(server.url), link)),
    );
    const landed = followed.map((reply) => reply.headers.get('location')).sort();
    expect(landed).toEqual(['/', `${API_PATHS.signIn}?link=expired`]);
  });

  it('refuses a link older than 15 minutes', async () => {
    await approveEmail('late@example.com');
    const agent = createAgent(server.url);
    const link = await requestSignInLink(server, agent, 'late@example.com');
    await SignInToken.updateMany({ email: 'late@example.com' }, { $set: { expire: new Date(Date.now() - 1000) } });
    const response = await agent.get(link);
    expect(response.headers.get('location')).toBe(`${API_PATHS.signIn}?link=expired`);
    const token = new URL(link).searchParams.get('token')!;
    const posted = await agent.post(API_PATHS.signInVerify, { token }, { headers: { origin: server.url } });
    expect(posted.headers.get('location')).toBe(`${API_PATHS.signIn}?link=expired`);
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);
  });

  it('lands on /access-denied with no session when the address was withdrawn after the link was sent', async () => {
    await approveEmail('withdrawn@example.com');
    const agent = createAgent(server.url);
    const link = await requestSignInLink(server, agent, 'withdrawn@example.com');
    await ApprovedEmail.deleteOne({ email: 'withdrawn@example.com' });
    const followed = await followSignInLink(agent, link);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/access-denied');
    expect(followed.headers.getSetCookie()).toEqual([]);
    expect(agent.cookies()).toEqual({});
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(401);
    expect(await User.countDocuments({ email: 'withdrawn@example.com' })).toBe(0);
  });

  it('makes an address in COACH_EMAILS a coach without approval', async () => {
    const coach = await signInAs(server, { email: 'Dr.Mitchell@example.com', role: 'coach' });
    expect(coach.user).toMatchObject({ role: 'coach', isCoach: true, isClient: false, clientProfile: null });
  });

  it('returns the client profile with the student name', async () => {
    const client = await signInAs(server, {
      email: 'named@example.com',
      role: 'client',
      profile: { studentFirstName: 'Maya', studentLastName: 'Lopez' },
    });
    expect(client.user.clientProfile).toEqual({
      id: client.profileId,
      studentFirstName: 'Maya',
      studentLastName: 'Lopez',
    });
  });

  it('rejects a malformed address with its message and sends nothing', async () => {
    const before = server.mail!.messages.length;
    const agent = createAgent(server.url);
    const invalid = await agent.post(API_PATHS.signIn, { email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.json().message).toBe('email: Please enter a valid email address');
    const empty = await agent.post(API_PATHS.signIn, { email: ' ' });
    expect(empty.json().message).toBe('email: Email is required');
    const missing = await agent.post(API_PATHS.signIn, {});
    expect(missing.status).toBe(400);
    const extra = await agent.post(API_PATHS.signIn, { email: 'a@example.com', role: 'coach' });
    expect(extra.status).toBe(400);
    expect(extra.json().message).toBe('body: Unknown field: role');
    expect(server.mail!.messages.length).toBe(before);
  });

  it('works as a plain HTML form', async () => {
    await approveEmail('form.user@example.com');
    const agent = createAgent(server.url);
    const sent = await agent.post(API_PATHS.signIn, undefined, {
      raw: 'email=form.user%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(sent.text()).toContain('<h1>Check your e-mail</h1>');
    await readSignInLink(server, 'form.user@example.com');

    const invalid = await agent.post(API_PATHS.signIn, undefined, {
      raw: 'email=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.text()).toContain(
      '<p id="email-error" class="error" role="alert">Please enter a valid email address</p>',
    );
    expect(invalid.text()).toContain('aria-invalid="true"');
  });

  it('limits links per address', async () => {
    await approveEmail('busy@example.com');
    server.config.rateLimits.signInLinkAddress.max = 2;
    try {
      const agent = createAgent(server.url);
      expect((await agent.post(API_PATHS.signIn, { email: 'busy@example.com' })).status).toBe(200);
      expect((await agent.post(API_PATHS.signIn, { email: 'BUSY@example.com' })).status).toBe(200);
      const limited = await agent.post(API_PATHS.signIn, { email: 'busy@example.com' });
      expect(limited.status).toBe(429);
      expect(limited.json().message).toBe(
        'Too many sign-in links requested for this address. Please wait a few minutes and try again.',
      );
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      await server.settle();
      expect(await SignInToken.countDocuments({ email: 'busy@example.com' })).toBe(1);
      expect((await agent.post(API_PATHS.signIn, { email: 'other@example.com' })).status).toBe(200);
    } finally {
      server.config.rateLimits.signInLinkAddress.max = 10_000;
    }
  });

  it('limits link requests per client address', async () => {
    server.config.rateLimits.signInLink.max = 3;
    try {
      const agent = createAgent(server.url);
      for (let index = 0; index < 3; index += 1) {
        expect((await agent.post(API_PATHS.signIn, { email: `many${index}@example.com` })).status).toBe(200);
      }
      const limited = await agent.post(API_PATHS.signIn, { email: 'many9@example.com' });
      expect(limited.status).toBe(429);
      expect(limited.json().message).toBe('Too many sign-in requests. Please wait a few minutes and try again.');
      expect(await SignInToken.countDocuments({ email: 'many9@example.com' })).toBe(0);
    } finally {
      server.config.rateLimits.signInLink.max = 10_000;
    }
  });

  it('refuses a form posted from another site', async () => {
    const response = await createAgent(server.url).post(API_PATHS.signIn, undefined, {
      raw: 'email=victim%40example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed' });
    expect(await SignInToken.countDocuments({ email: 'victim@example.com' })).toBe(0);
  });
});

describe('the sign-in e-mail', () => {
  it('names the practice as the coach saved it in the practice profile, not as first configured', async () => {
    const { agent: coach } = await signInAs(server, { email: 'dr.mitchell@example.com', role: 'coach' });
    const { coachPhotoUrl: _photo, ...current } = (await coach.get(API_PATHS.site)).json<SiteInfo>();
    const saved = await coach.put(API_PATHS.site, {
      ...current,
      businessName: 'Northstar Learning Studio',
      shortName: 'Northstar',
    });
    expect(saved.status).toBe(200);
    try {
      await approveEmail('renamed.practice@example.com');
      await requestSignInLink(server, createAgent(server.url), 'renamed.practice@example.com');
      const mail = await server.mail!.waitFor((message) => message.to.includes('renamed.practice@example.com'));
      expect(mail.subject).toBe('Your sign-in link for Northstar');
      expect(mail.text).toContain('Follow this link to sign in to Northstar Learning Studio:');
      expect(mail.raw).toMatch(/^From: "?Northstar Learning Studio"? </m);
      expect(server.config.site.businessName).not.toBe('Northstar Learning Studio');
      // The sign-in page names it the same way, in its bar and its text.
      const page = (await createAgent(server.url).get(API_PATHS.signIn)).text();
      expect(page).toContain('<span class="long">Northstar Learning Studio</span><span class="short">Northstar</span>');
      expect(page).toContain('<title>Sign in · Northstar</title>');
      expect(page).toContain('a link to sign in to Northstar Learning Studio.');
    } finally {
      await PracticeProfile.deleteMany({});
    }
  });
});

describe('GET /api/login/verify', () => {
  it('rejects a malformed token with 400', async () => {
    const response = await createAgent(server.url).get(`${API_PATHS.signInVerify}?token=short`);
    expect(response.status).toBe(400);
    expect(response.json().message).toBe('token: Invalid sign-in link');
  });

  it('keeps the token out of the request log and the Referer', async () => {
    await approveEmail('quiet@example.com');
    const agent = createAgent(server.url);
    const link = await requestSignInLink(server, agent, 'quiet@example.com');
    const response = await agent.get(link);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const redeemed = await followSignInLink(agent, link);
    expect(redeemed.headers.get('referrer-policy')).toBe('same-origin');
    const token = new URL(link).searchParams.get('token')!;
    const requestLines = server.logs.filter((line) => line.msg === 'request');
    expect(requestLines.some((line) => line.path === API_PATHS.signInVerify)).toBe(true);
    expect(requestLines.some((line) => JSON.stringify(line).includes(token))).toBe(false);
  });
});

describe('a session', () => {
  it('ends at /api/logout', async () => {
    const client = await signInAs(server, { email: 'leaving@example.com', role: 'client' });
    const out = await client.agent.get(API_PATHS.signOut, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect((await client.agent.get(API_PATHS.currentUser)).status).toBe(401);
  });

  it('stops working once the address is no longer approved', async () => {
    const client = await signInAs(server, { email: 'revoked@example.com', role: 'client', profile: true });
    await ApprovedEmail.deleteOne({ email: 'revoked@example.com' });
    expect((await client.agent.get(API_PATHS.currentUser)).status).toBe(401);
  });

  it('gets a new session id at sign-in (no fixation) and keeps an admin flag', async () => {
    await approveEmail('both@example.com');
    const agent = createAgent(server.url);
    expect((await agent.post(API_PATHS.adminSignIn, { password: server.config.adminPassword })).status).toBe(200);
    const before = agent.cookies()[SESSION_COOKIE];
    const link = await requestSignInLink(server, agent, 'both@example.com');
    await followSignInLink(agent, link);
    expect(agent.cookies()[SESSION_COOKIE]).toBeTruthy();
    expect(agent.cookies()[SESSION_COOKIE]).not.toBe(before);
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(200);
    expect((await agent.get(API_PATHS.adminCheck)).status).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 when signed out', async () => {
    const response = await createAgent(server.url).get(API_PATHS.currentUser);
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('is 401 with a forged session cookie', async () => {
    const response = await createAgent(server.url).get(API_PATHS.currentUser, {
      headers: { cookie: `${SESSION_COOKIE}=forged; ${SESSION_COOKIE}.sig=forged` },
    });
    expect(response.status).toBe(401);
  });

  it('is 401 with a real session id under a wrong signature, even after the genuine cookie was accepted', async () => {
    const { agent } = await signInAs(server, { role: 'client', email: 'signature.check@example.com' });
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(200);
    const sid = agent.cookies()[SESSION_COOKIE]!;
    const signature = agent.cookies()[`${SESSION_COOKIE}.sig`]!;
    const wrong = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const response = await createAgent(server.url).get(API_PATHS.currentUser, {
      headers: { cookie: `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${wrong}` },
    });
    expect(response.status).toBe(401);
    const genuine = await createAgent(server.url).get(API_PATHS.currentUser, {
      headers: { cookie: `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${signature}` },
    });
    expect(genuine.status).toBe(200);
  });
});
