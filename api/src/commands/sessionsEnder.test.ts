import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../models/index.js';
import { sessionStore } from '../middleware/session.js';
import { startTestServer, type TestServer } from '../../test/index.js';
import { endSessions } from './sessionsEnder.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedActivities: false });
});
afterAll(() => server?.close());

describe('endSessions', () => {
  it("deletes every session of one user (also one written before the user id was kept beside it), and no one else's", async () => {
    await sessionStore.set('phone', { userId: 'u-leaving' }, 60_000);
    await sessionStore.set('laptop', { userId: 'u-leaving', admin: true }, 60_000);
    await Session.create({ _id: 'older', sess: { userId: 'u-leaving' }, expire: new Date(Date.now() + 60_000) });
    await sessionStore.set('other', { userId: 'u-staying' }, 60_000);
    await sessionStore.set('anonymous', { admin: true }, 60_000);

    expect(await endSessions('u-leaving')).toBe(3);
    expect((await Session.find().lean()).map((record) => record._id).sort()).toEqual(['anonymous', 'other']);
    expect(await sessionStore.get('phone')).toBeUndefined();
    expect(await endSessions('u-leaving')).toBe(0);
  });
});
