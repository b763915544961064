import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import { Session } from '../models/index.js';
import { TtlCache } from '../services/ttlCache.js';
import { SigningKeys } from './signingKeys.js';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'ef.sid';

/**
 * Recently read sessions, by id. A session's content only changes together with its id (sign-in and
 * admin log-in/out regenerate it), so a cached entry is never stale in content; ending a session
 * elsewhere reaches this process within the time to live. Misses are not cached.
 */
const recent = new TtlCache<{ sess: Record<string, unknown>; expire: number }>(10_000);

/** koa-session's store interface, kept in MongoDB (`sessions`: sid, sess, expire). */
export const sessionStore = {
  async get(sid: string) {
    const cached = recent.get(sid);
    if (cached && cached.expire > Date.now()) return cached.sess;
    const record = await Session.findById(sid).lean();
    if (!record || record.expire.getTime() <= Date.now()) return undefined;
    const sess = record.sess as Record<string, unknown>;
    recent.set(sid, { sess, expire: record.expire.getTime() });
    return sess;
  },
  async set(sid: string, sess: Record<string, unknown>, maxAge: number) {
    const expire = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000));
    recent.delete(sid);
    await Session.updateOne({ _id: sid }, { $set: { sess, expire } }, { upsert: true });
    recent.set(sid, { sess, expire: expire.getTime() });
  },
  async destroy(sid: string) {
    recent.delete(sid);
    await Session.deleteOne({ _id: sid });
  },
};

/** Drops sessions this process read recently (they were ended in the store). */
export function forgetSessions(sids: Iterable<string>): void {
  for (const sid of sids) recent.delete(sid);
}

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
