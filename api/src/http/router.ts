import type { Middleware, Next } from 'koa';
import type { AppContext } from './context.js';
import type { AnyRoute, RateLimitName } from './route.js';
import { accessCheck } from './authorize.js';
import { parseInput } from './validate.js';
import { sendReusedBody } from '../services/compressedBody.js';

/**
 * JSON of replies that cannot change: a handler returning a frozen object or array (the activity
 * library) promises it will not be mutated, so it is serialized once and the bytes reused.
 */
const frozenReplies = new WeakMap<object, Buffer>();

function replyBody(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || !Object.isFrozen(result) || Buffer.isBuffer(result)) {
    return result;
  }
  let bytes = frozenReplies.get(result);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(result), 'utf8');
    frozenReplies.set(result, bytes);
  }
  return bytes;
}

/** Checks one hit against a named rate limit for a caller; throws 429 when over. */
export type RateLimitCheck = (name: RateLimitName, key: string) => void;

export interface RouterOptions {
  coachEmails: readonly string[];
  rateLimit: RateLimitCheck;
}

/** Methods the API knows; any other is answered 501 Not Implemented. */
const KNOWN_METHODS = new Set(['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/** One route, ready to run: its path pattern, parameter names and the whole per-request sequence. */
interface CompiledRoute {
  /** Methods it answers: its own, plus HEAD for GET. */
  methods: readonly string[];
  pattern: RegExp;
  paramNames: readonly string[];
  run: (ctx: AppContext, params: Record<string, string>) => Promise<void>;
}

/** What a request path finds: the first route per method, and every method allowed there. */
interface PathMatch {
  byMethod: Map<string, CompiledRoute>;
  allow: string[];
  /** The capture groups of each route's pattern, by route (for its parameters). */
  captures: Map<CompiledRoute, string[]>;
}

/**
 * A route path as a pattern: segments match as written (case-insensitive), `:name` matches one
 * non-empty segment, and one trailing slash is allowed, as koa-router has always matched them.
 */
function compilePath(path: string): { pattern: RegExp; paramNames: string[] } {
  if (!path.startsWith('/') || /[*?(){}]/.test(path)) throw new Error(`Unsupported route path: ${path}`);
  const paramNames: string[] = [];
  const source = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)|[.+^$|[\]\\/-]/g, (token, name?: string) => {
    if (name === undefined) return `\\${token}`;
    paramNames.push(name);
    return '([^\\/]+)';
  });
  return { pattern: new RegExp(`^(?:${source})(?:\\/$)?$`, 'i'), paramNames };
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Builds the API's dispatcher from route definitions. Each route runs in the same order:
 * rate limit → access → validation → handler; a handler reads validated input only.
 * A path that exists under other methods gets 405 with Allow (OPTIONS gets 200 with Allow); an
 * unknown method gets 501; an unknown path falls through (to the JSON 404). Paths written exactly as
 * declared are found in one lookup; others (ids, case, trailing slash) by testing each pattern.
 */
export function buildRouter(routes: readonly AnyRoute[], options: RouterOptions): Middleware {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const { pattern, paramNames } = compilePath(route.path);
    const check = accessCheck(route.access, options.coachEmails);
    return {
      methods: route.method === 'GET' ? ['HEAD', 'GET'] : [route.method],
      pattern,
      paramNames,
      async run(ctx, params) {
        if (route.rateLimit) options.rateLimit(route.rateLimit, ctx.ip);
        await check(ctx);
        const input = {
          params: parseInput(route.params, params, 'params'),
          query: parseInput(route.query, ctx.query, 'query'),
          body: parseInput(route.body, (ctx.request as { body?: unknown }).body, 'body'),
        };
        const result = await route.handler(ctx, input);
        if (result !== undefined) {
          const body = replyBody(result);
          if (body === result) ctx.body = body;
          else {
            ctx.type = 'application/json; charset=utf-8';
            await sendReusedBody(ctx, body as Buffer);
          }
        } else if (ctx.body === undefined) ctx.status = 204;
      },
    };
  });

  /** Every route whose pattern matches the path, in declaration order (the first per method wins). */
  function match(path: string): PathMatch | null {
    let found: PathMatch | null = null;
    for (const route of compiled) {
      const captures = route.pattern.exec(path);
      if (!captures) continue;
      found ??= { byMethod: new Map(), allow: [], captures: new Map() };
      found.captures.set(route, captures.slice(1));
      for (const method of route.methods) {
        if (!found.byMethod.has(method)) found.byMethod.set(method, route);
        if (!found.allow.includes(method)) found.allow.push(method);
      }
    }
    return found;
  }

  // Declared paths without parameters, matched once at start-up: the common case costs one lookup.
  const exact = new Map<string, PathMatch>();
  for (const route of routes) {
    if (!route.path.includes(':')) exact.set(route.path, match(route.path)!);
  }

  return async function dispatch(ctx: AppContext, next: Next) {
    const found = exact.get(ctx.path) ?? match(ctx.path);
    const route = found?.byMethod.get(ctx.method);
    if (found && route) {
      const params: Record<string, string> = {};
      const captures = found.captures.get(route)!;
      route.paramNames.forEach((name, index) => {
        const value = captures[index];
        if (value !== undefined) params[name] = decodeParam(value);
      });
      return route.run(ctx, params);
    }
    const allow = found?.allow ?? [];
    if (!KNOWN_METHODS.has(ctx.method)) {
      ctx.status = 501;
      ctx.set('Allow', allow.join(', '));
      return;
    }
    if (!found) return next();
    ctx.set('Allow', allow.join(', '));
    if (ctx.method === 'OPTIONS') {
      ctx.status = 200;
      ctx.body = '';
    } else ctx.status = 405;
  };
}
