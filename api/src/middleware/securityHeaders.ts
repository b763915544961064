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

/** The headers every reply carries. */
const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

const HSTS = 'max-age=31536000; includeSubDomains';

/** Sets the security headers on every reply; HSTS only in production (served over https there); no-store for /api. */
export function securityHeaders(options: { production: boolean }) {
  return async function setSecurityHeaders(ctx: AppContext, next: Next) {
    // Straight on the Node response: the values are constant strings, so Koa's per-call normalising is not needed.
    const { res } = ctx;
    for (const [name, value] of COMMON_HEADERS) res.setHeader(name, value);
    if (options.production) res.setHeader('Strict-Transport-Security', HSTS);
    // API replies carry personal data: never stored by browsers or proxies unless a route says otherwise.
    if (ctx.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    await next();
  };
}
