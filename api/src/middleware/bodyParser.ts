import { bodyParser } from '@koa/bodyparser';
import type { Middleware, Next } from 'koa';
import type { AppContext } from '../http/context.js';
import { HttpError } from '../http/errors.js';

const PARSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Parses JSON bodies (and the sign-in page's form) under a size limit: too large is a 413,
 * malformed JSON a 400, any other content type a 415, so a body is never silently ignored.
 */
export function requestBody(options: { limit: string }): Middleware {
  const parse = bodyParser({
    enableTypes: ['json', 'form'],
    parsedMethods: PARSED_METHODS,
    jsonLimit: options.limit,
    formLimit: '8kb',
    jsonStrict: true,
    encoding: 'utf-8',
  }) as unknown as Middleware;

  return async function parseRequestBody(ctx: AppContext, next: Next) {
    if (PARSED_METHODS.includes(ctx.method) && ctx.request.length && !ctx.is('json', 'urlencoded')) {
      throw new HttpError(415, 'Unsupported content type: send JSON');
    }
    return parse(ctx, next);
  };
}
