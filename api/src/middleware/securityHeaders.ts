import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Next } from 'koa';
import { isApiPath } from '../http/apiPath.js';
import type { AppContext } from '../http/context.js';

/** The shell's built page, whose inline <style> (the frame drawn before the stylesheet arrives) the policy allows. */
const SHELL_INDEX_PATH = ['shell', 'dist', 'index.html'];

/** Each inline <style> block of an HTML document as a style-src source: the SHA-256 of its exact text. */
export function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
  );
}

/**
 * The inline styles of the built shell page under `root` (none without a build). Read once at start-up: the page
 * changes only with a build, which a release serves after a restart.
 */
export function shellStyleSources(root: string): string[] {
  const file = path.join(root, ...SHELL_INDEX_PATH);
  return existsSync(file) ? inlineStyleSources(readFileSync(file, 'utf8')) : [];
}

/**
 * The content security policy of every reply: scripts only from this origin (the shell and the
 * remotes are module scripts served here), no framing, no plugins. Styles come from the built
 * stylesheet and from inline blocks named by their hash (never any inline style); images may also come
 * from https (the coach's photo can live elsewhere).
 */
export function contentSecurityPolicy(styleSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleSources].join(' '),
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
}

/** The policy with no inline style allowed. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The headers every reply carries besides the content security policy. */
const COMMON_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

const HSTS = 'max-age=31536000; includeSubDomains';

/** Sets the security headers on every reply; HSTS only in production (served over https there); no-store for /api. */
export function securityHeaders(options: { production: boolean; styleSources?: readonly string[] }) {
  const policy = contentSecurityPolicy(options.styleSources);
  return function setSecurityHeaders(ctx: AppContext, next: Next) {
    // Straight on the Node response: the values are constant strings, so Koa's per-call normalising is not needed.
    const { res } = ctx;
    res.setHeader('Content-Security-Policy', policy);
    for (const [name, value] of COMMON_HEADERS) res.setHeader(name, value);
    if (options.production) res.setHeader('Strict-Transport-Security', HSTS);
    // API replies carry personal data: never stored by browsers or proxies unless a route says otherwise.
    if (isApiPath(ctx.path)) res.setHeader('Cache-Control', 'no-store');
    return next();
  };
}
