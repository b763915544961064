import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../http/context.js';

/**
 * One JSON line per request: method, path (never the query, which may carry a sign-in token),
 * status, duration, size, client address and request id. Also gives each request an id,
 * echoed in X-Request-Id so a reply can be matched with its log line.
 */
export function requestLogger() {
  return async function logRequest(ctx: AppContext, next: Next) {
    const started = process.hrtime.bigint();
    ctx.state.requestId = randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.services.logger.info('request', {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
        bytes: ctx.length ?? null,
        ip: ctx.ip,
        ...(ctx.state.user ? { userId: ctx.state.user._id } : {}),
      });
    }
  };
}
