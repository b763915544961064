import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../middleware/errors.js';
import type { AppContext } from './context.js';
import { defineRoute, type AnyRoute } from './route.js';
import { buildRouter } from './router.js';

const limited: string[] = [];

const routes: AnyRoute[] = [
  defineRoute({ method: 'GET', path: '/api/things', access: 'public', summary: 'list', handler: () => ['listed'] }),
  defineRoute({
    method: 'POST',
    path: '/api/things',
    access: 'public',
    summary: 'add',
    rateLimit: 'consultation',
    handler: () => ({ added: true }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/things/:name',
    access: 'public',
    summary: 'one',
    params: z.strictObject({ name: z.string().max(40) }),
    handler: (_ctx, { params }) => ({ name: params.name }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/things/special',
    access: 'public',
    summary: 'shadowed by the route above',
    handler: () => ({ special: true }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/things/:name',
    access: 'staff',
    summary: 'remove',
    params: z.strictObject({ name: z.string().max(3) }),
    handler: () => undefined,
  }),
  defineRoute({
    method: 'GET',
    path: '/api/frozen',
    access: 'public',
    summary: 'frozen',
    handler: (ctx: AppContext) => {
      ctx.set('X-Handler', 'frozen');
      return Object.freeze({ same: 'bytes' });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/search',
    access: 'public',
    summary: 'query',
    query: z.strictObject({ q: z.string().max(20), tags: z.array(z.string()).optional() }),
    handler: (_ctx, { query }) => query,
  }),
];

let server: http.Server;
let base: string;
beforeAll(async () => {
  const app = new Koa();
  app.use(errorHandler());
  const router = buildRouter(routes, {
    coachEmails: [],
    rateLimit: async (name, key) => void limited.push(`${name} ${key}`),
  });
  // Like the app's JSON 404, upstream: it answers whatever the router left unanswered.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) ctx.body = { fellThrough: ctx.path };
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (method: string, path: string) => fetch(`${base}${path}`, { method });

describe('buildRouter', () => {
  it('runs the declared route for its method, with HEAD answered by GET routes', async () => {
    expect(await (await call('GET', '/api/things')).json()).toEqual(['listed']);
    expect(await (await call('POST', '/api/things')).json()).toEqual({ added: true });
    const head = await call('HEAD', '/api/things');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('matches as koa-router does: one trailing slash, any letter case', async () => {
    expect(await (await call('GET', '/api/things/')).json()).toEqual(['listed']);
    expect(await (await call('GET', '/API/Things')).json()).toEqual(['listed']);
    expect((await (await call('GET', '/api/things//')).json()) as unknown).toEqual({ fellThrough: '/api/things//' });
  });

  it('decodes parameters, keeps a malformed escape as sent, and validates them', async () => {
    expect(await (await call('GET', '/api/things/kim%2Bschool%40example.com')).json()).toEqual({
      name: 'kim+school@example.com',
    });
    expect(await (await call('GET', '/api/things/100%')).json()).toEqual({ name: '100%' });
    const tooLong = await call('GET', `/api/things/${'x'.repeat(41)}`);
    expect(tooLong.status).toBe(400);
  });

  it('lets the first declared route of a method win when two patterns match', async () => {
    expect(await (await call('GET', '/api/things/special')).json()).toEqual({ name: 'special' });
  });

  it('checks access before validating input, and the rate limit before both', async () => {
    limited.length = 0;
    const refused = await call('DELETE', '/api/things/far-too-long-a-name');
    expect(refused.status).toBe(401);
    await call('POST', '/api/things');
    expect(limited).toEqual(['consultation 127.0.0.1']);
  });

  it('answers another method on a known path with 405 and Allow, OPTIONS with 200 and Allow', async () => {
    const wrong = await call('PUT', '/api/things');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('HEAD, GET, POST');
    const options = await call('OPTIONS', '/api/things/abc');
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('HEAD, GET, DELETE');
  });

  it('answers an unknown method with 501 and lets an unknown path fall through', async () => {
    const unknown = await call('PROPFIND', '/api/things');
    expect(unknown.status).toBe(501);
    expect(await (await call('GET', '/api/other')).json()).toEqual({ fellThrough: '/api/other' });
    expect(await (await call('POST', '/api/things/abc/more')).json()).toEqual({ fellThrough: '/api/things/abc/more' });
  });

  it('sends a frozen reply as JSON, as any other', async () => {
    for (let round = 0; round < 2; round += 1) {
      const reply = await call('GET', '/api/frozen');
      expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(reply.headers.get('x-handler')).toBe('frozen');
      expect(await reply.json()).toEqual({ same: 'bytes' });
    }
  });

  it('validates the decoded query: a repeated key is a list, refused where one value is meant', async () => {
    expect(await (await call('GET', '/api/search?q=kim%2Bschool+notes')).json()).toEqual({ q: 'kim+school notes' });
    expect(await (await call('GET', '/api/search?q=a&tags=x&tags=y')).json()).toEqual({ q: 'a', tags: ['x', 'y'] });
    const repeated = await call('GET', '/api/search?q=a&q=b');
    expect(repeated.status).toBe(400);
    expect(((await repeated.json()) as { message: string }).message).toMatch(/^q: /);
    const unknown = await call('GET', '/api/search?q=a&other=1');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('query: Unknown field: other');
    expect((await call('GET', '/api/search')).status).toBe(400);
  });
});
