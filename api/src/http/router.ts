import Router from '@koa/router';
import type { Next } from 'koa';
import type { AppContext } from './context.js';
import type { AnyRoute, RateLimitName } from './route.js';
import { authorize } from './authorize.js';
import { parseInput } from './validate.js';

/** Checks one hit against a named rate limit for a caller; throws 429 when over. */
export type RateLimitCheck = (name: RateLimitName, key: string) => void;

export interface RouterOptions {
  coachEmails: readonly string[];
  rateLimit: RateLimitCheck;
}

/**
 * Builds the API router from route definitions, each in the same order:
 * rate limit → access → validation → handler. A handler reads validated input only.
 */
export function buildRouter(routes: readonly AnyRoute[], options: RouterOptions): Router {
  const router = new Router();
  for (const route of routes) {
    const limit = async (ctx: AppContext, next: Next) => {
      if (route.rateLimit) options.rateLimit(route.rateLimit, ctx.ip);
      await next();
    };
    const handle = async (ctx: AppContext) => {
      const input = {
        params: parseInput(route.params, ctx.params, 'params'),
        query: parseInput(route.query, ctx.query, 'query'),
        body: parseInput(route.body, (ctx.request as { body?: unknown }).body, 'body'),
      };
      const result = await route.handler(ctx, input);
      if (result !== undefined) ctx.body = result;
      else if (ctx.body === undefined) ctx.status = 204;
    };
    router.register(route.path, [route.method], [limit, authorize(route.access, options.coachEmails), handle]);
  }
  return router;
}
