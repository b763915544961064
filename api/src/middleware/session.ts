import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import { Session } from '../models/index.js';
import { storeCaches, type KeptSession } from '../services/storeCache.js';
import { SigningKeys } from './signingKeys.js';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'ef.sid';

/**
 * koa-session's store interface, kept in MongoDB (`sessions`: sid, sess, expire, userId). Reads go
 * through this process's store cache, which any process's change to a session empties, so a session
 * ended anywhere (sign-out, a withdrawn approval, a deleted student) is refused here too.
 */
export const sessionStore = {
  async get(sid: string) {
    const record = await storeCaches.sessions.get(sid, async () =>
      Session.findById(sid, { _id: 0, sess: 1, expire: 1 }).lean<KeptSession>(),
    );
    if (!record || record.expire.getTime() <= Date.now()) return undefined;
    // A copy: koa-session's changes to this request's session must not reach the kept record.
    return structuredClone(record.sess);
  },
  async set(sid: string, sess: Record<string, unknown>, maxAge: number) {
    const expire = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000));
    const userId = typeof sess.userId === 'string' ? sess.userId : null;
    await Session.updateOne({ _id: sid }, { $set: { sess, expire, userId } }, { upsert: true });
  },
  async destroy(sid: string) {
    await Session.deleteOne({ _id: sid });
  },
};

/** Removes sessions past their expiry (the TTL index does so on MongoDB; this covers every store). */
export async function removeExpiredSessions(now = new Date()): Promise<number> {
  const result = await Session.deleteMany({ expire: { $lte: now } });
  return result.deletedCount;
}

/**
 * Cookie sessions backed by the store: httpOnly, SameSite=Lax, signed with the session keys,
 * Secure in production. Anonymous visitors get no cookie until something is stored.
 */
export function sessions(app: Koa, options: { keys: string[]; secure: boolean; maxAgeMs: number }) {
  // Keygrip-compatible keys that remember signatures already checked (see SigningKeys).
  app.keys = new SigningKeys(options.keys);
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: options.maxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      rolling: false,
      renew: true,
      store: sessionStore,
      genid: () => randomBytes(24).toString('base64url'),
    },
    app,
  );
}
