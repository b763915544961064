import type { Next } from 'koa';
import type { AppContext } from '../http/context.js';
import { notFound } from '../http/errors.js';

/** The last stop: anything no route or file answered is a JSON 404 (unknown /api paths included). */
export function notFoundHandler() {
  return async function replyNotFound(ctx: AppContext, next: Next) {
    await next();
    if (ctx.body === undefined && ctx.status === 404) throw notFound(`No such path: ${ctx.method} ${ctx.path}`);
  };
}
