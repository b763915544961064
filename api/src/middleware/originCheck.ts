import type { Next } from 'koa';
import type { AppContext } from '../http/context.js';
import { forbidden } from '../http/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (cross-site request forgery):
 * a foreign Origin header, or a browser's Sec-Fetch-Site of cross-site, gets a 403. Requests
 * without either (scripts, curl) carry no ambient browser cookies from another site and pass.
 */
export function rejectForeignOrigin(options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return async function checkOrigin(ctx: AppContext, next: Next) {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      // Koa 3's ctx.origin is the Origin header itself: compare with where the request was sent.
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (origin && origin !== ownOrigin && origin !== publicOrigin) {
        throw forbidden('Cross-site requests are not allowed');
      }
      if (!origin && ctx.get('Sec-Fetch-Site') === 'cross-site') {
        throw forbidden('Cross-site requests are not allowed');
      }
    }
    await next();
  };
}
