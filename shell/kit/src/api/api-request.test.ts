import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-request';
import { getQueryFn, queryClient } from './query-client';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], body: await readBody(req) });
    if (req.url === '/api/ok') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"a1"}');
    if (req.url === '/api/bad') return res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Email is required"}');
    if (req.url === '/api/private') return res.writeHead(401).end('{"message":"Not signed in"}');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen = [];
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends no body and no content type when there is no body, and always includes cookies', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await apiRequest('GET', `${base}/api/ok`);
    expect(await res.json()).toEqual({ id: 'a1' });
    expect(seen[0]).toMatchObject({ method: 'GET', contentType: undefined, body: '' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('sends a JSON body with its content type', async () => {
    await apiRequest('POST', `${base}/api/ok`, { password: 'x' });
    expect(seen[0]).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"password":"x"}' });
  });

  it('turns a non-OK reply into "<status>: <text>"', async () => {
    await expect(apiRequest('POST', `${base}/api/bad`, {})).rejects.toThrow('400: {"message":"Email is required"}');
  });

  it('uses the status text when the reply body is empty', async () => {
    await expect(apiRequest('DELETE', `${base}/api/missing`)).rejects.toThrow('404: Not Found');
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: string[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: queryClient }) as never;

  it('GETs the query key joined with slashes', async () => {
    const data = await getQueryFn({ on401: 'throw' })(context([base, 'api', 'ok']));
    expect(data).toEqual({ id: 'a1' });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/ok' });
  });

  it('returns null on 401 when asked to', async () => {
    expect(await getQueryFn({ on401: 'returnNull' })(context([`${base}/api/private`]))).toBeNull();
  });

  it('fails on 401 by default', async () => {
    await expect(getQueryFn({ on401: 'throw' })(context([`${base}/api/private`]))).rejects.toThrow(/^401: /);
  });
});

describe('queryClient defaults', () => {
  it('follows spec section 7: no retries, no refetch on focus or interval, never stale', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });
});
