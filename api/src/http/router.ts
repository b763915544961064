import Router from '@koa/router';
import type { AppContext } from './context.js';
import { RATE_LIMITS } from '../services/rateLimits.js';
import type { AnyRoute, RateLimitName, RouteInput } from './route.js';
import { addressKey } from './clientAddress.js';
import { accessCheck } from './authorize.js';
import { AUTH_PATHS } from '../contract/paths.js';
import { IDEMPOTENCY_KEY_HEADER, QUEUED_BY_HEADER, QUEUED_SAVE_NOT_YOURS } from '../contract/queuedSave.js';
import { conflict } from './errors.js';
import { parseInput } from './validate.js';
import { type AuditResult, listOfEvents, recordAccess } from './accessLog.js';
import { translateError } from '../middleware/errors.js';
import { errorFields } from '../services/logger.js';
import { type StoredReply, claimKey, finish, release } from './idempotency.js';

/** Checks one hit against a named rate limit for a caller; throws 429 when over. */
export type RateLimitCheck = (name: RateLimitName, key: string) => Promise<void>;

export interface RouterOptions {
  coachEmails: readonly string[];
  rateLimit: RateLimitCheck;
}

/**
 * The prepared per-request sequence of one route: rate limit by address → access (and a queued save's maker) →
 * rate limit by user (or by student: the coach is not counted) → validation → a save's Idempotency-Key → handler →
 * access log. A page route answers its refusals as a page: a signed-out visitor is sent to sign in, any other refusal
 * gets the route's page saying why.
 */
function prepare(route: AnyRoute, options: RouterOptions): (ctx: AppContext) => Promise<void> {
  const run = runSteps(route, options);
  const { page } = route;
  if (!page) return run;
  return async function runPageRoute(ctx: AppContext) {
    try {
      await run(ctx);
    } catch (error) {
      const refusal = translateError(error);
      // Our own failure stays the error handler's: logged, and masked for the reader.
      if (refusal.internal) throw error;
      // 401: the visitor is not signed in.
      if (refusal.status === 401) {
        ctx.status = 303;
        ctx.redirect(AUTH_PATHS.signIn);
      } else {
        page(ctx, refusal);
      }
    }
  };
}

/** A route's steps in order, each refusal thrown. */
function runSteps(route: AnyRoute, options: RouterOptions): (ctx: AppContext) => Promise<void> {
  const check = accessCheck(route.access, options.coachEmails);
  const limit = route.rateLimit;
  const counts = limit ? RATE_LIMITS[limit].counts : null;
  return async function runRoute(ctx: AppContext) {
    if (counts === 'address') await options.rateLimit(limit!, addressKey(ctx.ip));
    await check(ctx);
    // A save queued on a device goes in only as the person who made it: someone else may have signed in since.
    const queuedBy = ctx.get(QUEUED_BY_HEADER);
    if (queuedBy && queuedBy !== ctx.state.user?._id) throw conflict(QUEUED_SAVE_NOT_YOURS);
    if (counts === 'user' || (counts === 'student' && ctx.state.user!.role !== 'coach')) {
      await options.rateLimit(limit!, String(ctx.state.user!._id));
    }
    const input = {
      params: parseInput(route.params, ctx.params, 'params'),
      // Koa's parsed query: a repeated key is an array, which the schemas refuse where one value is meant.
      query: route.query ? parseInput(route.query, ctx.query, 'query') : undefined,
      body: parseInput(route.body, (ctx.request as { body?: unknown }).body, 'body'),
    };
    const key = route.idempotent ? ctx.get(IDEMPOTENCY_KEY_HEADER) : '';
    const userId = ctx.state.user?._id;
    if (!key || !userId) return respond(ctx, route, input);
    // A save sent again under its key is answered with its first reply, not made twice.
    const claim = await claimKey(String(userId), key, ctx.path);
    if (claim.kind === 'answer') return replay(ctx, claim.reply);
    try {
      await respond(ctx, route, input);
    } catch (error) {
      await release(claim).catch((failure: unknown) => logKeyFailure(ctx, 'key not released', failure));
      throw error;
    }
    const reply = storable(ctx);
    const kept = reply ? finish(claim, reply) : release(claim);
    await kept.catch((failure: unknown) => logKeyFailure(ctx, 'reply not kept for its key', failure));
  };
}

/** Runs a route's handler, writes its access-log entries, and sets the reply. */
async function respond(ctx: AppContext, route: AnyRoute, input: RouteInput<unknown, unknown, unknown>): Promise<void> {
  const result = await route.handler(ctx, input);
  if (route.audit) await recordAudit(ctx, route, () => route.audit!(ctx, input, result));
  if (result !== undefined) ctx.body = result;
  else if (ctx.body === undefined) ctx.status = 204;
}

/** A successful JSON reply as it can be kept; null for any other (the key is then freed). */
function storable(ctx: AppContext): StoredReply | null {
  const { body } = ctx;
  if (ctx.status >= 300 || typeof body !== 'object' || body === null || Buffer.isBuffer(body) || 'pipe' in body) {
    return null;
  }
  return { status: ctx.status, body: JSON.stringify(body) };
}

/** Answers with a kept reply. */
function replay(ctx: AppContext, reply: StoredReply): void {
  ctx.status = reply.status;
  ctx.type = 'application/json';
  ctx.body = reply.body;
}

/** The save is made and answered: a key that could not be kept or freed goes to the error log. */
function logKeyFailure(ctx: AppContext, message: string, error: unknown): void {
  ctx.services.logger.error(message, { path: ctx.path, userId: ctx.state.user?._id ?? null, ...errorFields(error) });
}

/**
 * Writes a request's access-log entries before its reply leaves. A read that cannot be recorded fails, so nothing
 * is shown unrecorded. A change has happened by then: it is reported done, and the entry it could not write goes to
 * the error log, since a caller told it failed would make it again (a second payment, a second e-mail).
 */
async function recordAudit(
  ctx: AppContext,
  route: AnyRoute,
  audit: () => AuditResult | Promise<AuditResult>,
): Promise<void> {
  if (route.method === 'GET') return recordAccess(ctx, route.access, await audit());
  let events: AuditResult = null;
  try {
    events = await audit();
    await recordAccess(ctx, route.access, events);
  } catch (error) {
    ctx.services.logger.error('access log entry not written', {
      route: `${route.method} ${route.path}`,
      userId: ctx.state.user?._id ?? null,
      entries: listOfEvents(events).map(({ action, clientId, requestId }) => ({ action, clientId, requestId })),
      ...errorFields(error),
    });
  }
}

/**
 * Builds the API's dispatcher from route definitions. Each route is one prepared function (not a
 * chain of middleware composed per request), so a request costs the router its path match only.
 * Mount `routes()` then `allowedMethods()`: a path that exists under other methods gets 405 with
 * Allow (OPTIONS gets 200 with Allow), an unknown method 501; an unknown path falls through.
 */
export function buildRouter(routes: readonly AnyRoute[], options: RouterOptions): Router {
  const router = new Router();
  for (const route of routes) router.register(route.path, [route.method], [prepare(route, options)]);
  return router;
}
