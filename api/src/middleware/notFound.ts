import type { Next } from 'koa';
import type { AppContext } from '../http/context.js';
import { HttpError, notFound } from '../http/errors.js';

/**
 * Wraps everything after it: a request no route or file answered is a JSON 404 (unknown /api
 * paths included); a known path called with another method is a JSON 405 (Allow is set by the router).
 */
export function notFoundHandler() {
  return async function replyNotFound(ctx: AppContext, next: Next) {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 404) throw notFound(`No such path: ${ctx.method} ${ctx.path}`);
    if (ctx.status === 405) ctx.body = { message: 'Method not allowed' };
    if (ctx.status === 501) throw new HttpError(501, 'Not implemented');
  };
}
