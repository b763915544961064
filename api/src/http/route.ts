import type { z } from 'zod';
import type { Access } from './access.js';
import type { AppContext } from './context.js';
import type { AuditResult } from './accessLog.js';
import type { RouteRateLimitName } from '../services/rateLimits.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type { RateLimitName, RouteRateLimitName } from '../services/rateLimits.js';

/** The validated input a handler reads: it never reads the raw request. */
export interface RouteInput<B, P, Q> {
  body: B;
  params: P;
  query: Q;
}

/**
 * One API route: where it is, who may call it, what it accepts, and what it does.
 * The list of these is the audit table of the API's access rules.
 */
/** Answers a refusal of a page route with a page saying why (its status and message as the API gives them). */
export type RefusalPage = (ctx: AppContext, refusal: { status: number; message: string }) => void;

export interface RouteDefinition<B = unknown, P = unknown, Q = unknown> {
  method: Method;
  path: string;
  access: Access;
  /** One line saying what the route does, for the access table. */
  summary: string;
  rateLimit?: RouteRateLimitName;
  /** Also takes an HTML form's body (application/x-www-form-urlencoded); every other route takes JSON only. */
  form?: true;
  /**
   * A student's save that a device may send again (its reply lost, then queued): sent with an Idempotency-Key, it is
   * made once, and the same key is answered with its first reply (http/idempotency.ts).
   */
  idempotent?: true;
  /**
   * Serves a page that people open from a link (a statement e-mailed to them), where a JSON refusal would show as
   * text: a visitor who is not signed in is sent to the sign-in page (303), and any other refusal (a wrong role, a
   * statement no longer shared) is answered by this page saying why, with its status.
   */
  page?: RefusalPage;
  body?: z.ZodType<B>;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /**
   * What the route writes to the access log once its handler succeeded (null: nothing this time), given
   * the handler's reply (undefined when it set ctx.body itself), so a list logs the students it holds.
   * The router writes it before the reply leaves; see http/accessLog.ts for the ready-made ones. A route
   * that staff can call declares one unless it holds no student's records (routes/unloggedStaffReads.test.ts).
   */
  audit?: (ctx: AppContext, input: RouteInput<B, P, Q>, reply: unknown) => AuditResult | Promise<AuditResult>;
  /** Returns the JSON reply, or sets ctx.body itself (streams) and returns nothing. */
  handler: (ctx: AppContext, input: RouteInput<B, P, Q>) => unknown;
}

/** Declares a route with its input types inferred from its schemas. */
export function defineRoute<B = undefined, P = undefined, Q = undefined>(
  definition: RouteDefinition<B, P, Q>,
): RouteDefinition<B, P, Q> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds routes of many input types
export type AnyRoute = RouteDefinition<any, any, any>;
