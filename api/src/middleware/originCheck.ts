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
  return function checkOrigin(ctx: AppContext, next: Next) {
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
    return next();
  };
}

/**
 * Whether a state-changing request certainly comes from one of this site's own pages: the browser
 * says so (Sec-Fetch-Site: same-origin) or sends this site's Origin. A request saying neither is not
 * trusted with what a cross-site form could abuse (redeeming a sign-in link).
 */
export function isFromOwnPage(ctx: AppContext): boolean {
  const site = ctx.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const origin = ctx.get('Origin');
  return !!origin && (origin === `${ctx.protocol}://${ctx.host}` || origin === new URL(ctx.config.publicUrl).origin);
}

/**
 * Whether a GET is a navigation the user made on this site or by hand (Sec-Fetch-Site same-origin or
 * none): what a link or image on another site cannot produce.
 */
export function isOwnNavigation(ctx: AppContext): boolean {
  const site = ctx.get('Sec-Fetch-Site');
  return site === 'same-origin' || site === 'none';
}
