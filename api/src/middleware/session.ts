import { randomBytes, timingSafeEqual } from 'node:crypto';
import Keygrip from 'keygrip';
import type Koa from 'koa';
import session from 'koa-session';
import { Session } from '../models/index.js';
import { storeCaches, type KeptSession } from '../services/storeCache.js';
import { TtlCache } from '../services/ttlCache.js';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'ef.sid';

/**
 * koa-session's store interface, kept in MongoDB (`sessions`: sid, sess, expire, userId, adminGrantId).
 * Reads go through this process's store cache, which any process's change to a session empties, so a
 * session ended anywhere (sign-out, a withdrawn approval, a deleted student) is refused here too.
 */
export const sessionStore = {
  async get(sid: string) {
    const record = await storeCaches.sessions.get(sid, async () => {
      const found = await Session.findById(sid, { _id: 0, sess: 1, expire: 1 }).lean<KeptSession>();
      return found && { sess: deepFreeze(found.sess), expire: found.expire };
    });
    if (!record || record.expire.getTime() <= Date.now()) return undefined;
    // koa-session copies these fields onto this request's own session object; the kept record stays as read.
    return record.sess;
  },
  async set(sid: string, sess: Record<string, unknown>, maxAge: number) {
    const expire = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000));
    const userId = typeof sess.userId === 'string' ? sess.userId : null;
    const adminGrantId = sess.admin === true && typeof sess.adminGrantId === 'string' ? sess.adminGrantId : null;
    await Session.updateOne({ _id: sid }, { $set: { sess, expire, userId, adminGrantId } }, { upsert: true });
  },
  async destroy(sid: string) {
    await Session.deleteOne({ _id: sid });
  },
};

/** Freezes a value read from the store and everything in it, so that no request can change a kept copy. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Removes sessions past their expiry (the TTL index does so on MongoDB; this covers every store). */
export async function removeExpiredSessions(now = new Date()): Promise<number> {
  const result = await Session.deleteMany({ expire: { $lte: now } });
  return result.deletedCount;
}

/** How long a verified cookie signature is remembered; the keys only change with a restart. */
const REMEMBER_MS = 60 * 60 * 1000;

/**
 * keygrip with `keys` (newest first), as koa-session signs and verifies with it, remembering which key
 * signed a cookie value it already verified: a returning cookie then costs one constant-time compare
 * instead of keygrip's three HMACs and random bytes. Only verified values are kept, so junk cannot fill
 * the memory; any other signature for a kept value is verified by keygrip again. Kept for the budget of
 * signed-in reads: in the API benchmark, GET /api/activities cost 783 µs of server CPU a reply (0.09 of the
 * bare route) with keygrip alone against 251 µs (0.22) with this memory, on the same loaded machine.
 */
export function rememberingKeygrip(keys: readonly string[], maxEntries = 10_000): Keygrip {
  const keygrip = new Keygrip([...keys]);
  const verified = new TtlCache<{ digest: Buffer; index: number }>(REMEMBER_MS, maxEntries);
  const index = keygrip.index.bind(keygrip);
  keygrip.index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    const known = verified.get(data);
    if (known && known.digest.length === given.length && timingSafeEqual(known.digest, given)) return known.index;
    const found = index(data, digest);
    if (found > -1) verified.set(data, { digest: given, index: found });
    return found;
  };
  return keygrip;
}

/**
 * Cookie sessions backed by the store: httpOnly, SameSite=Lax, Secure in production, signed by
 * koa-session (keygrip, HMAC-SHA1) with the newest of the session keys; a cookie signed with an older
 * one is still accepted and its signature replaced with the newest key's. Anonymous visitors get no
 * cookie until something is stored.
 */
export function sessions(app: Koa, options: { keys: string[]; secure: boolean; maxAgeMs: number }): Koa.Middleware {
  app.keys = rememberingKeygrip(options.keys);
  const cookieSession = session(
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
  return function sessionFromCookie(ctx, next) {
    return cookieSession(ctx, () => {
      const session = signatureRewritten(ctx) ? (ctx.session as { save(): Promise<void> } | null) : null;
      return session ? session.save().then(next) : next();
    });
  };
}

/**
 * Whether reading the cookie replaced its signature (it was signed with an older key): the cookies library
 * then writes a bare `.sig` cookie, without the session's max-age and SameSite, which a browser drops when it
 * closes. Saving the session writes both cookies again with the session's own options.
 */
function signatureRewritten(ctx: Koa.Context): boolean {
  const written = ctx.res.getHeader('Set-Cookie');
  return Array.isArray(written) && written.some((line) => line.startsWith(`${SESSION_COOKIE}.sig=`));
}
