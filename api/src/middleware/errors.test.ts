import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { ConsultationRequest, User } from '../models/index.js';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotDeliveredError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnavailableError,
} from '../domain/errors.js';
import { HttpError, tooManyRequests } from '../http/errors.js';
import { createAgent, startTestServer, type TestServer } from '../../test/index.js';
import { translateError } from './errors.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    services: {
      // A collaborator failing in an unexpected way, as a lost database connection would.
      rateLimiter: {
        check: () => Promise.reject(new Error('connection to 10.0.0.7 lost: secret internals')),
        refuseWhenFull: () => Promise.resolve(),
        reset: () => Promise.resolve(),
      },
    },
  });
});
afterAll(() => server?.close());

describe('an unexpected error', () => {
  it('is a masked 500 for the caller and a log line with the stack', async () => {
    const response = await createAgent(server.url).post(API_PATHS.adminSignIn, { password: 'x' });
    expect(response.status).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(response.text()).not.toContain('10.0.0.7');
    const line = server.logs.find((entry) => entry.msg === 'request failed')!;
    expect(line).toMatchObject({ level: 'error', method: 'POST', path: API_PATHS.adminSignIn });
    expect(String(line.error)).toContain('secret internals');
    expect(String(line.stack)).toContain('errors.test.ts');
    expect((await createAgent(server.url).get(API_PATHS.health)).status).toBe(200);
  });
});

describe('translateError', () => {
  it('turns a mongoose validation error into a 400 naming the field', async () => {
    const error = await new User({}).validate().catch((invalid: unknown) => invalid);
    expect(translateError(error)).toMatchObject({
      status: 400,
      message: 'email: Path `email` is required.',
      internal: false,
    });
  });

  it('turns a cast error (an id of the wrong shape) into a 404', () => {
    const error = new mongoose.Error.CastError('Date', 'not a date', 'createdAt');
    expect(translateError(error)).toEqual({ status: 404, message: 'Not found', internal: false });
  });

  it('turns a duplicate key (11000) into a 409', async () => {
    await User.create({ email: 'twin@example.com' });
    const error = await User.create({ email: 'twin@example.com' }).catch((caught: unknown) => caught);
    expect(translateError(error)).toEqual({
      status: 409,
      message: 'A record with this email already exists',
      internal: false,
    });
  });

  it('keeps HttpError status, message and retry time', () => {
    expect(translateError(tooManyRequests('Slow down', 30))).toEqual({
      status: 429,
      message: 'Slow down',
      retryAfterSeconds: 30,
      internal: false,
    });
    expect(translateError(new HttpError(503, 'Down'))).toMatchObject({ status: 503, internal: true });
  });

  it('gives each domain refusal its status, with its field problems and retry time', () => {
    const fields = [{ field: 'photo', message: 'Not a photo' }];
    expect(translateError(new InvalidError('photo: Not a photo', fields))).toEqual({
      status: 400,
      message: 'photo: Not a photo',
      errors: fields,
      internal: false,
    });
    expect(translateError(new InvalidError('Too many items'))).toEqual({
      status: 400,
      message: 'Too many items',
      internal: false,
    });
    expect(translateError(new ForbiddenError('Not yours'))).toEqual({
      status: 403,
      message: 'Not yours',
      internal: false,
    });
    expect(translateError(new NotFoundError('Plan not found'))).toEqual({
      status: 404,
      message: 'Plan not found',
      internal: false,
    });
    expect(translateError(new ConflictError('Taken'))).toEqual({ status: 409, message: 'Taken', internal: false });
    expect(translateError(new TooLargeError('Too big'))).toEqual({ status: 413, message: 'Too big', internal: false });
    expect(translateError(new RateLimitedError('Wait', 60))).toEqual({
      status: 429,
      message: 'Wait',
      retryAfterSeconds: 60,
      internal: false,
    });
    expect(translateError(new NotDeliveredError('Not sent'))).toEqual({
      status: 502,
      message: 'Not sent',
      internal: true,
    });
    expect(translateError(new UnavailableError('Later'))).toEqual({ status: 503, message: 'Later', internal: true });
  });

  it('masks anything else', async () => {
    expect(translateError(new TypeError('x is undefined'))).toEqual({
      status: 500,
      message: 'Something went wrong. Please try again.',
      internal: true,
    });
    expect(translateError('a string')).toMatchObject({ status: 500 });
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });
});
