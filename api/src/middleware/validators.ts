import etag from '@koa/etag';
import conditional from 'koa-conditional-get';
import type { AppContext } from '../http/context.js';

const conditionalGet = conditional();
const entityTag = etag();

/**
 * Runs `serve`, then tags what it sent with an ETag (a file's size and time, a text's hash) and answers a
 * request that already holds that version with 304 and no body. Only the public pages and files take
 * part: API replies are never stored (Cache-Control: no-store), so they are not hashed.
 */
export function withValidators(ctx: AppContext, serve: () => Promise<void>): Promise<void> {
  return conditionalGet(ctx, () => entityTag(ctx, serve));
}
