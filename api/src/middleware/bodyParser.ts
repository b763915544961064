import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';

/**
 * Parses JSON bodies (and the sign-in page's form) under a size limit: too large is a 413,
 * malformed JSON a 400. Only /api paths carry bodies.
 */
export function requestBody(options: { limit: string }): Middleware {
  return bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: options.limit,
    formLimit: '4kb',
    jsonStrict: true,
    encoding: 'utf-8',
  }) as unknown as Middleware;
}
