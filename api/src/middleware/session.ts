import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import { Session } from '../models/index.js';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'ef.sid';

/** The session ids each request made (genid): the only sessions it may create in the store. */
const startedBy = new WeakMap<object, Set<string>>();

function newSessionId(ctx: object): string {
  const sid = randomBytes(24).toString('base64url');
  const started = startedBy.get(ctx) ?? new Set<string>();
  startedBy.set(ctx, started.add(sid));
  return sid;
}

/**
 * koa-session's store interface, kept in MongoDB (`sessions`: sid, sess, expire, userId, adminGrantId).
 * Every request reads its session from the store by id, so a session ended on any process (sign-out, a
 * withdrawn approval, a deleted student) is refused at the next request everywhere.
 */
export const sessionStore = {
  async get(sid: string) {
    const record = await Session.findById(sid, { _id: 0, sess: 1, expire: 1 }).lean<{
      sess: Record<string, unknown>;
      expire: Date;
    }>();
    if (!record || record.expire.getTime() <= Date.now()) return undefined;
    return record.sess;
  },
  /**
   * Stores a session. Only one the request started is created: a session saved again (renewed past half its life,
   * re-signed under a new key, changed) is updated if it still exists, so a request that began before a log-out or
   * a withdrawn approval cannot bring the ended session back. Called outside a request (`ctx` absent), it creates.
   */
  async set(sid: string, sess: Record<string, unknown>, maxAge: number, { ctx }: { ctx?: object } = {}) {
    const expire = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000));
    const userId = typeof sess.userId === 'string' ? sess.userId : null;
    const adminGrantId = sess.admin === true && typeof sess.adminGrantId === 'string' ? sess.adminGrantId : null;
    const upsert = !ctx || startedBy.get(ctx)?.has(sid) === true;
    await Session.updateOne({ _id: sid }, { $set: { sess, expire, userId, adminGrantId } }, { upsert });
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
 * Cookie sessions backed by the store: httpOnly, SameSite=Lax, Secure in production, signed by
 * koa-session (keygrip, HMAC-SHA1) with the newest of the session keys; a cookie signed with an older
 * one is still accepted and its signature replaced with the newest key's. Anonymous visitors get no
 * cookie until something is stored.
 */
export function sessions(app: Koa, options: { keys: string[]; secure: boolean; maxAgeMs: number }): Koa.Middleware {
  app.keys = options.keys;
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
      genid: newSessionId,
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
