import { randomBytes } from 'node:crypto';
import type { Next } from 'koa';
import { loggedPath } from '../http/apiPath.js';
import type { AppContext } from '../http/context.js';

/**
 * One JSON line per request, written when the reply is done: method, path (never the query, which
 * may carry a sign-in token; a calendar feed's token replaced), status, duration, bytes sent, client
 * address and request id. Each request gets an id, echoed in X-Request-Id so a reply can be matched
 * with its log line.
 */
export function requestLogger() {
  // Ids are this process's random prefix and a counter: unique across processes, cheap per request.
  const prefix = randomBytes(6).toString('base64url');
  let counter = 0;
  return function logRequest(ctx: AppContext, next: Next) {
    const started = process.hrtime.bigint();
    counter += 1;
    const requestId = `${prefix}-${counter.toString(36)}`;
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    ctx.res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const length = Number(ctx.res.getHeader('Content-Length'));
      ctx.services.logger.info('request', {
        requestId,
        method: ctx.method,
        path: loggedPath(ctx.path),
        status: ctx.res.writableFinished ? ctx.status : 499,
        ms: Math.round(ms * 10) / 10,
        bytes: Number.isFinite(length) ? length : null,
        ip: ctx.ip,
        ...(ctx.state.user ? { userId: ctx.state.user._id } : {}),
      });
    });
    return next();
  };
}
