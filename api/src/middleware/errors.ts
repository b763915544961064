import type { Next } from 'koa';
import mongoose from 'mongoose';
import { DomainError, InvalidError, RateLimitedError, type DomainErrorKind } from '../domain/errors.js';
import { loggedPath } from '../http/apiPath.js';
import type { AppContext } from '../http/context.js';
import { HttpError } from '../http/errors.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { errorFields } from '../services/logger.js';

/** What the caller is told about a failure. */
export interface TranslatedError {
  status: number;
  message: string;
  /** Field-level problems, when the input was at fault. */
  errors?: unknown;
  retryAfterSeconds?: number;
  /** Whether this is our fault (logged with its stack, masked for the caller). */
  internal: boolean;
}

const MASKED = 'Something went wrong. Please try again.';

const GENERIC: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported content type: send JSON',
};

/** The status of each kind of domain refusal. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
  notDelivered: 502,
  unavailable: 503,
};

/**
 * The one translator from thrown errors to replies: HttpError as given; a domain refusal by its kind
 * (invalid → 400, forbidden → 403, not found → 404, conflict → 409, too large → 413, rate limited → 429,
 * not delivered → 502, unavailable → 503); mongoose validation → 400, cast (an id of the wrong shape) → 404,
 * duplicate key → 409; a request body that does not inflate → 400; body-parser errors keep their 4xx status
 * with a plain message; anything else is a masked 500.
 */
export function translateError(error: unknown): TranslatedError {
  if (error instanceof HttpError) {
    const details = error.details ?? {};
    return {
      status: error.status,
      message: error.message,
      ...(details.errors ? { errors: details.errors } : {}),
      ...(typeof details.retryAfterSeconds === 'number' ? { retryAfterSeconds: details.retryAfterSeconds } : {}),
      internal: error.status >= 500,
    };
  }
  if (error instanceof DomainError) {
    const status = DOMAIN_STATUS[error.kind];
    return {
      status,
      message: error.message,
      ...(error instanceof InvalidError && error.fields ? { errors: error.fields } : {}),
      ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      internal: status >= 500,
    };
  }
  if (error instanceof mongoose.Error.ValidationError) {
    const errors = Object.values(error.errors).map((issue) => ({ field: issue.path, message: issue.message }));
    const first = errors[0];
    return {
      status: 400,
      message: first ? `${first.field}: ${first.message}` : 'Invalid input',
      errors,
      internal: false,
    };
  }
  if (error instanceof mongoose.Error.CastError) return { status: 404, message: 'Not found', internal: false };
  if (isDuplicateKey(error)) {
    const keyValue = (error as { keyValue?: Record<string, unknown> }).keyValue;
    const field = keyValue ? Object.keys(keyValue)[0] : undefined;
    return {
      status: 409,
      message: field ? `A record with this ${field} already exists` : 'This record already exists',
      internal: false,
    };
  }
  // A request body that does not inflate (Content-Encoding: gzip, deflate or br over bytes that are not).
  if (/^Z_/.test(String((error as { code?: unknown } | null)?.code))) {
    return { status: 400, message: 'Malformed compressed request body', internal: false };
  }
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (error as { type?: unknown }).type;
    let message = GENERIC[status] ?? 'Bad request';
    if (status === 400 && (type === 'entity.parse.failed' || error instanceof SyntaxError)) {
      message = 'Malformed JSON in request body';
    } else if (status === 413) {
      message = GENERIC[413]!;
    } else if ((error as { expose?: unknown }).expose && error instanceof Error && error.message) {
      message = error.message;
    }
    return { status, message, internal: false };
  }
  return { status: 500, message: MASKED, internal: true };
}

/**
 * Turns every error below it into JSON `{ message }` with the right status, and logs the ones
 * that are our fault with their stack (never sent to the caller).
 */
export function errorHandler() {
  return async function handleErrors(ctx: AppContext, next: Next) {
    try {
      await next();
    } catch (error) {
      const translated = translateError(error);
      if (translated.internal) {
        ctx.services.logger.error('request failed', {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: loggedPath(ctx.path),
          ...errorFields(error),
        });
      }
      if (ctx.headerSent || !ctx.writable) return;
      // Headers set for a success (caching, downloads) must not stick to the error reply.
      for (const name of ['content-disposition', 'cache-control', 'etag', 'last-modified']) ctx.remove(name);
      ctx.status = translated.status;
      if (translated.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(translated.retryAfterSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = translated.errors
        ? { message: translated.message, errors: translated.errors }
        : { message: translated.message };
    }
  };
}
