import { bodyParser } from '@koa/bodyparser';
import type { Middleware, Next } from 'koa';
import type { AppContext } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import type { AnyRoute } from '../http/route.js';

const PARSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Parses JSON bodies under a size limit, and HTML form bodies only for the routes that declare
 * `form: true` (the sign-in page and its confirmation): too large is a 413, malformed JSON a 400,
 * a form sent anywhere else or any other content type a 415, so a body is never silently ignored
 * and no other route can be reached by a plain cross-site form.
 * A GET's body is never read. An image (the coach's photo) is left to the one route that reads it.
 */
export function requestBody(options: { limit: string; routes: readonly AnyRoute[] }): Middleware {
  const formRoutes = new Set(
    options.routes.filter((route) => route.form).map((route) => `${route.method} ${route.path}`),
  );
  const parse = bodyParser({
    enableTypes: ['json', 'form'],
    parsedMethods: PARSED_METHODS,
    jsonLimit: options.limit,
    formLimit: '8kb',
    jsonStrict: true,
    encoding: 'utf-8',
  }) as unknown as Middleware;

  return function parseRequestBody(ctx: AppContext, next: Next) {
    // Only these methods carry a body; an image is read by the one route that takes it, under its own bound.
    if (!PARSED_METHODS.includes(ctx.method) || ctx.is('image/*')) return next();
    const hasBody = !!ctx.request.length || !!ctx.get('Transfer-Encoding');
    if (hasBody) {
      const type = ctx.is('json', 'urlencoded');
      if (!type || (type === 'urlencoded' && !formRoutes.has(`${ctx.method} ${ctx.path}`))) {
        throw new HttpError(415, 'Unsupported content type: send JSON');
      }
    }
    return parse(ctx, next);
  };
}
