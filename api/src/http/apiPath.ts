import { SESSION_PATHS } from '../contract/paths.js';

/** Whether a path belongs to the API (its JSON routes) rather than to the site (pages and built files). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Paths whose last part is a secret that works without a cookie: a calendar feed's token. */
const SECRET_PATH_PREFIXES = [`${SESSION_PATHS.calendar}/`];

/**
 * A path as the logs may show it: a secret in it (`/api/calendar/{token}.ics`) replaced by `[token]`, so
 * whoever reads the logs cannot read the feed. Sign-in and invitation links carry their token in the
 * query, which is never logged.
 */
export function loggedPath(path: string): string {
  const lower = path.toLowerCase();
  const prefix = SECRET_PATH_PREFIXES.find((start) => lower.startsWith(start));
  if (!prefix) return path;
  return `${path.slice(0, prefix.length)}[token]${lower.endsWith('.ics') ? '.ics' : ''}`;
}
