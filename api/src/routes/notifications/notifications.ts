import { notificationEmailConfigured } from '../../config.js';
import type { EmailStatus, PushPublicKey, PushSubscriptionPayload } from '../../contract/index.js';
import { sessionIsStaff } from '../../http/authorize.js';
import type { AppContext, AppSession } from '../../http/context.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { SESSION_COOKIE, sessionStore } from '../../middleware/session.js';
import { PushSubscription } from '../../models/index.js';
import { adminFlagEndsAt, newAdminGrantId } from '../../policies/adminFlag.js';
import { errorFields } from '../../services/logger.js';
import { STREAMS_PER_SESSION } from '../../services/streams.js';
import { pushEndpointProblem } from '../../services/pushEndpoints.js';

/** GET /api/email-status: whether new-request alerts are e-mailed, and how long requests are kept. */
export function emailStatus(ctx: AppContext): EmailStatus {
  ctx.set('Cache-Control', 'no-store');
  return {
    configured: notificationEmailConfigured(ctx.config),
    consultationRetentionDays: ctx.config.retention.consultationDays,
  };
}

/**
 * GET /api/notifications: a server-sent event stream of new consultation requests for the admin
 * or the coach, whichever process saved them. A comment line every 25 s keeps proxies from closing
 * it; it ends when the browser leaves, when its session ends on any process, when the access it was
 * opened with ends, or at shutdown. A session holds at most STREAMS_PER_SESSION of them (429), a
 * process STREAMS_PER_PROCESS (503).
 */
export function notificationStream(ctx: AppContext) {
  const { bus, streams, logger } = ctx.services;
  const { config } = ctx;
  // The signed cookie holds the session's id (access 'staff' guarantees a session).
  const sessionId = ctx.cookies.get(SESSION_COOKIE, { signed: true }) ?? '';
  const stream = streams.open(sessionId);
  if (stream === 'session-limit')
    throw new HttpError(429, `At most ${STREAMS_PER_SESSION} live streams may be open per session`);
  if (stream === 'process-limit') {
    ctx.set('Retry-After', '30');
    throw new HttpError(503, 'Too many live streams are open; try again later');
  }
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setKeepAlive(true);
  ctx.status = 200;
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Accel-Buffering', 'no');
  // Each event must leave at once: a compressor would hold it back until its buffer fills.
  ctx.compress = false;
  ctx.set('Connection', 'keep-alive');
  ctx.body = stream;

  stream.write('retry: 5000\n: connected\n\n');
  /*
   * Before every write (event or heartbeat) the session is read from the store and the staff rule decided
   * again, so the stream ends once its admin flag runs out or no longer matches ADMIN_PASSWORD, its address
   * leaves COACH_EMAILS, or its session ends or expires on any process. Writes keep their order.
   */
  let writes = Promise.resolve();
  const send = (text: string) => {
    writes = writes.then(async () => {
      if (stream.writableEnded) return;
      const allowed = await sessionIsStaff((await sessionStore.get(sessionId)) as AppSession | undefined, config).catch(
        (error: unknown) => {
          logger.warn('live stream access check failed', errorFields(error));
          return false;
        },
      );
      if (stream.writableEnded) return;
      if (allowed) return void stream.write(text);
      logger.info('live stream closed: its access ended');
      stop();
    });
  };
  const unsubscribe = bus.subscribe((event) => send(`data: ${JSON.stringify(event)}\n\n`));
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), config.sseHeartbeatMs);
  heartbeat.unref();
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
    if (!stream.writableEnded) stream.end();
  };
  ctx.req.once('close', stop);
  ctx.res.once('close', stop);
  stream.once('close', stop);
  stream.once('end', stop);
}

/** GET /api/push/public-key: the VAPID key browsers subscribe with. */
export function pushPublicKey(ctx: AppContext): PushPublicKey {
  return { publicKey: ctx.services.push.publicKey };
}

/**
 * Whose device a request speaks for: the signed-in user's (a coach's receives the alerts, a student's their
 * own reminders), else the admin's. A signed-in user wins over the admin password on the same session.
 */
function deviceOwner(ctx: AppContext): { userId: string | null; audience: 'staff' | 'student' } {
  const user = ctx.state.user;
  if (!user) return { userId: null, audience: 'staff' };
  return { userId: user._id, audience: user.role === 'coach' ? 'staff' : 'student' };
}

/**
 * What an admin device is subscribed under: this session's admin log-in, the password's fingerprint and
 * when the flag runs out (the sender skips and removes the device once any of them no longer holds).
 * A user's device carries none of it.
 */
function adminGrantOf(ctx: AppContext, owner: { userId: string | null }) {
  const session = ctx.session;
  if (owner.userId || !session) return { adminGrantId: null, adminKey: null, accessEndsAt: null };
  // A flag granted before log-ins had ids gets one now (saved with the session).
  session.adminGrantId ??= newAdminGrantId();
  return {
    adminGrantId: session.adminGrantId,
    adminKey: session.adminKey ?? null,
    accessEndsAt: adminFlagEndsAt(session),
  };
}

/**
 * How many devices one signed-in user keeps push on, and the admin all together: turning it on in one more
 * drops the longest unrenewed.
 */
export const PUSH_DEVICES_PER_USER = 10;

async function keepNewestDevices(owner: { userId: string | null }): Promise<void> {
  // The admin's devices are those of no user that get the alerts.
  const filter = owner.userId ? { userId: owner.userId } : { userId: null, audience: 'staff' as const };
  const older = await PushSubscription.find(filter, { _id: 1 })
    .sort({ updatedAt: -1, _id: -1 })
    .skip(PUSH_DEVICES_PER_USER)
    .lean();
  if (older.length > 0) await PushSubscription.deleteMany({ _id: { $in: older.map((device) => device._id) } });
}

/**
 * POST /api/push/subscribe: stores (or refreshes) this browser's subscription for whoever is signed in.
 * A browser has one subscription: when someone else turns push on in it, it becomes theirs.
 */
export async function subscribe(ctx: AppContext, body: PushSubscriptionPayload) {
  const problem = pushEndpointProblem(body.endpoint, ctx.config.pushAllowPrivateEndpoints);
  if (problem) throw badRequest(`endpoint: ${problem}`, { errors: [{ field: 'endpoint', message: problem }] });
  const owner = deviceOwner(ctx);
  await PushSubscription.updateOne(
    { endpoint: body.endpoint },
    { $set: { keys: body.keys, ...owner, ...adminGrantOf(ctx, owner) }, $setOnInsert: { endpoint: body.endpoint } },
    { upsert: true, setDefaultsOnInsert: true },
  );
  await keepNewestDevices(owner);
  ctx.status = 201;
  return { subscribed: true };
}

/** DELETE /api/push/subscribe: forgets the caller's subscription (absent or someone else's: nothing changes). */
export async function unsubscribe(ctx: AppContext, endpoint: string) {
  await PushSubscription.deleteOne({ endpoint, userId: deviceOwner(ctx).userId });
  return { subscribed: false };
}
