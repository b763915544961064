import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../models/index.js';
import { startTestServer, type TestServer } from '../../test/index.js';
import { removeExpiredSessions, sessionStore } from './session.js';

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

  it('forgets a destroyed session at once', async () => {
    await sessionStore.set('sid-gone', { admin: true }, 60_000);
    expect(await sessionStore.get('sid-gone')).toEqual({ admin: true });
    await sessionStore.destroy('sid-gone');
    expect(await sessionStore.get('sid-gone')).toBeUndefined();
    expect(await Session.exists({ _id: 'sid-gone' })).toBeNull();
  });
});
