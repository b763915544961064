// A loopback HTTP server standing in for the API in the jsdom tests, so requests really travel over HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';

/** A request the test API received. */
export interface SeenRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

/** Answers one request; `body` is the request's body as text. */
export type TestApiHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A running test API: its origin, what it received (oldest first), and how to stop it. */
export interface TestApi {
  base: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/** Starts a test API on a free loopback port. */
export async function startTestApi(handler: TestApiHandler): Promise<TestApi> {
  const seen: SeenRequest[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], body });
    handler(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Resolves the relative URLs pages fetch ('/api/site') against the test API, as a browser resolves them against
 * the page's origin; restored by vi.restoreAllMocks().
 */
export function fetchRelativeFrom(base: string): void {
  const send = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    send(typeof input === 'string' && input.startsWith('/') ? new URL(input, base) : input, init),
  );
}

/**
 * A test API for the tests of one file: started before them and stopped after them; after each test what it
 * received is forgotten and spies are restored. With `relativeFetches`, each test's relative fetches go to it.
 * Its origin and requests are read during the tests.
 */
export function serveTestApi(handler: TestApiHandler, { relativeFetches = false } = {}): TestApi {
  const api: TestApi = { base: '', seen: [], close: () => Promise.resolve() };
  beforeAll(async () => {
    Object.assign(api, await startTestApi(handler));
  });
  afterAll(() => api.close());
  if (relativeFetches) beforeEach(() => fetchRelativeFrom(api.base));
  afterEach(() => {
    api.seen.length = 0;
    vi.restoreAllMocks();
  });
  return api;
}

/** Replies for testing the request helpers: /api/ok answers JSON, /api/bad a 400, /api/private a 401, anything else 404. */
export const sampleReplies: TestApiHandler = (req, res) => {
  if (req.url === '/api/ok') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"a1"}');
  if (req.url === '/api/bad') return res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Email is required"}');
  if (req.url === '/api/private') return res.writeHead(401).end('{"message":"Not signed in"}');
  if (req.url === API_PATHS.signOut && req.method === 'POST') return res.writeHead(204).end();
  res.writeHead(404).end();
};
