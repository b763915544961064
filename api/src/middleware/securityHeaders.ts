import type { Next } from 'koa';
import type { AppContext } from '../http/context.js';

/**
 * The content security policy of every reply: scripts only from this origin (the shell and the
 * remotes are module scripts served here), no framing, no plugins. Styles come from the built
 * stylesheet; images may also come from https (the coach's photo can live elsewhere).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "media-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sets the security headers on every reply; HSTS only in production (served over https there); no-store for /api. */
export function securityHeaders(options: { production: boolean }) {
  return async function setSecurityHeaders(ctx: AppContext, next: Next) {
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (options.production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API replies carry personal data: never stored by browsers or proxies unless a route says otherwise.
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
