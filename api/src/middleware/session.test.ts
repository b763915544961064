import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { createApp } from '../app.js';
import { Session } from '../models/index.js';
import { listen } from '../server.js';
import { createAgent, signInAs, startTestServer, type TestServer } from '../../test/index.js';
import { removeExpiredSessions, SESSION_COOKIE, sessionStore } from './session.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedActivities: false });
});
afterAll(() => server?.close());

describe('the session store', () => {
  it('keeps sid, sess and expire, and reads back what it wrote', async () => {
    await sessionStore.set('sid-one', { userId: 'u1' }, 60_000);
    const stored = await Session.findById('sid-one').lean();
    expect(stored?.sess).toEqual({ userId: 'u1' });
    expect(stored?.userId).toBe('u1');
    expect(stored!.expire.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await sessionStore.get('sid-one')).toEqual({ userId: 'u1' });
  });

  it('treats an expired session as absent and removes expired ones', async () => {
    await Session.create({ _id: 'sid-old', sess: { userId: 'u2' }, expire: new Date(Date.now() - 1000) });
    await Session.create({ _id: 'sid-live', sess: { userId: 'u3' }, expire: new Date(Date.now() + 60_000) });
    expect(await sessionStore.get('sid-old')).toBeUndefined();
    expect(await removeExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await Session.exists({ _id: 'sid-old' })).toBeNull();
    expect(await Session.exists({ _id: 'sid-live' })).not.toBeNull();
  });

  it('reads every request from the store, so a session deleted behind its back is gone at once', async () => {
    await sessionStore.set('sid-elsewhere', { userId: 'u4' }, 60_000);
    expect(await sessionStore.get('sid-elsewhere')).toEqual({ userId: 'u4' });
    await Session.deleteOne({ _id: 'sid-elsewhere' });
    expect(await sessionStore.get('sid-elsewhere')).toBeUndefined();
  });

  it('hands each read its own copy: a change one request makes without saving reaches no other', async () => {
    await sessionStore.set('sid-own', { userId: 'u5', flags: { seen: true } }, 60_000);
    const first = (await sessionStore.get('sid-own')) as { userId: string; flags: { seen: boolean } };
    first.userId = 'someone else';
    first.flags.seen = false;
    expect(await sessionStore.get('sid-own')).toEqual({ userId: 'u5', flags: { seen: true } });
  });

  it('never brings back a session ended while a request that read it was saving it again', async () => {
    await sessionStore.set('sid-renewed', { userId: 'u6' }, 60_000);
    // Logged out (or its approval withdrawn) on another process, after this request read it and before it saved.
    await Session.deleteOne({ _id: 'sid-renewed' });
    const request = {};
    await sessionStore.set('sid-renewed', { userId: 'u6' }, 60_000, { ctx: request });
    expect(await Session.exists({ _id: 'sid-renewed' })).toBeNull();
  });

  it('renews a session past half its life that still exists, and the sign-in cookie keeps working', async () => {
    const { agent } = await signInAs(server, { email: 'renewed@example.com', role: 'client' });
    const sid = agent.cookies()[SESSION_COOKIE]!;
    const nearEnd = Date.now() + 60_000;
    await Session.updateOne({ _id: sid }, { $set: { 'sess._expire': nearEnd } });
    expect((await agent.get(API_PATHS.currentUser)).status).toBe(200);
    const renewed = await Session.findById(sid).lean();
    expect((renewed!.sess as { _expire: number })._expire).toBeGreaterThan(nearEnd + 60_000);
  });

  it('forgets a destroyed session at once', async () => {
    await sessionStore.set('sid-gone', { admin: true }, 60_000);
    expect(await sessionStore.get('sid-gone')).toEqual({ admin: true });
    await sessionStore.destroy('sid-gone');
    expect(await sessionStore.get('sid-gone')).toBeUndefined();
    expect(await Session.exists({ _id: 'sid-gone' })).toBeNull();
  });
});

/** keygrip's signature (HMAC-SHA1, base64url), as a browser holds it in the `.sig` cookie. */
function signature(cookie: string, key: string): string {
  return createHmac('sha1', key).update(cookie).digest('base64url');
}

describe('the session cookie under a new SESSION_SECRET key', () => {
  const NEW_KEY = 'a new session key of at least 32 characters';

  /** Runs `use` against the same store with other signing keys, as after a restart with a new SESSION_SECRET. */
  async function withKeys(keys: string[], use: (url: string) => Promise<void>) {
    const running = await listen(
      createApp({ ...server.config, sessionKeys: keys }, { logger: server.services.logger }),
      {
        port: 0,
        host: '127.0.0.1',
      },
    );
    try {
      await use(running.url);
    } finally {
      await running.stop();
    }
  }

  it('accepts a cookie signed with the older key, re-signs it with the newest, and refuses it once that key is gone', async () => {
    const oldKey = server.config.sessionKeys[0]!;
    const { agent } = await signInAs(server, { email: 'rotated@example.com', role: 'client' });
    const sid = agent.cookies()[SESSION_COOKIE]!;
    expect(agent.cookies()[`${SESSION_COOKIE}.sig`]).toBe(signature(`${SESSION_COOKIE}=${sid}`, oldKey));

    await withKeys([NEW_KEY, oldKey], async (url) => {
      const rotated = createAgent(url);
      const me = await rotated.get(API_PATHS.currentUser, {
        headers: {
          cookie: `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${signature(`${SESSION_COOKIE}=${sid}`, oldKey)}`,
        },
      });
      expect(me.status).toBe(200);
      expect(me.json().email).toBe('rotated@example.com');
      expect(rotated.cookies()[`${SESSION_COOKIE}.sig`]).toBe(signature(`${SESSION_COOKIE}=${sid}`, NEW_KEY));
      // Both cookies are written anew with the session's lifetime, so neither is dropped when the browser closes.
      const written = me.headers.getSetCookie();
      for (const name of [SESSION_COOKIE, `${SESSION_COOKIE}.sig`]) {
        const lines = written.filter((line) => line.startsWith(`${name}=`));
        expect(lines, name).toHaveLength(1);
        expect(lines[0]).toMatch(/; expires=/i);
        expect(lines[0]).toMatch(/; samesite=lax/i);
        expect(lines[0]).toMatch(/; httponly/i);
      }
    });

    await withKeys([NEW_KEY], async (url) => {
      const oldCookie = `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${signature(`${SESSION_COOKIE}=${sid}`, oldKey)}`;
      expect((await createAgent(url).get(API_PATHS.currentUser, { headers: { cookie: oldCookie } })).status).toBe(401);
      const newCookie = `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${signature(`${SESSION_COOKIE}=${sid}`, NEW_KEY)}`;
      expect((await createAgent(url).get(API_PATHS.currentUser, { headers: { cookie: newCookie } })).status).toBe(200);
    });
  });

  it('signs a new session with the newest key', async () => {
    await withKeys([NEW_KEY, server.config.sessionKeys[0]!], async (url) => {
      const agent = createAgent(url);
      expect((await agent.post(API_PATHS.adminSignIn, { password: server.config.adminPassword })).status).toBe(200);
      const sid = agent.cookies()[SESSION_COOKIE]!;
      expect(agent.cookies()[`${SESSION_COOKIE}.sig`]).toBe(signature(`${SESSION_COOKIE}=${sid}`, NEW_KEY));
    });
  });

  it('refuses a tampered signature or session id', async () => {
    const key = server.config.sessionKeys[0]!;
    const { agent } = await signInAs(server, { email: 'tampered@example.com', role: 'client' });
    const sid = agent.cookies()[SESSION_COOKIE]!;
    const genuine = signature(`${SESSION_COOKIE}=${sid}`, key);
    const flipped = `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`;
    for (const cookie of [
      `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${flipped}`,
      `${SESSION_COOKIE}=${sid}x; ${SESSION_COOKIE}.sig=${genuine}`,
      `${SESSION_COOKIE}=${sid}`,
    ]) {
      expect((await createAgent(server.url).get(API_PATHS.currentUser, { headers: { cookie } })).status, cookie).toBe(
        401,
      );
    }
    expect(
      (
        await createAgent(server.url).get(API_PATHS.currentUser, {
          headers: { cookie: `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}.sig=${genuine}` },
        })
      ).status,
    ).toBe(200);
  });
});
