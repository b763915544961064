import { describe, expect, it, vi } from 'vitest';
import { sampleReplies, serveTestApi } from '../../test-api';
import { ApiError, isApiError } from './api-error';
import { apiRequest, getJson } from './api-request';

const api = serveTestApi(sampleReplies);

describe('apiRequest', () => {
  it('sends no body and no content type when there is no body, and always includes cookies', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await apiRequest('GET', `${api.base}/api/ok`);
    expect(await res.json()).toEqual({ id: 'a1' });
    expect(api.seen[0]).toMatchObject({ method: 'GET', contentType: undefined, body: '' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('sends a JSON body with its content type', async () => {
    await apiRequest('POST', `${api.base}/api/ok`, { password: 'x' });
    expect(api.seen[0]).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"password":"x"}' });
  });

  it('turns a non-OK reply into "<status>: <text>"', async () => {
    await expect(apiRequest('POST', `${api.base}/api/bad`, {})).rejects.toThrow('400: {"message":"Email is required"}');
  });

  it('uses the status text when the reply body is empty', async () => {
    await expect(apiRequest('DELETE', `${api.base}/api/missing`)).rejects.toThrow('404: Not Found');
  });

  it("throws an ApiError carrying the status, the body's text and the server's message", async () => {
    const error: unknown = await apiRequest('POST', `${api.base}/api/bad`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, text: '{"message":"Email is required"}', serverMessage: 'Email is required' });
    const missing: unknown = await apiRequest('DELETE', `${api.base}/api/missing`).catch((e: unknown) => e);
    expect(missing).toMatchObject({ name: 'ApiError', status: 404, text: 'Not Found', serverMessage: null });
  });
});

describe('getJson', () => {
  it('GETs the path with cookies and reads its JSON', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await getJson(`${api.base}/api/ok`, { on401: 'throw' })).toEqual({ id: 'a1' });
    expect(api.seen[0]).toMatchObject({ method: 'GET', url: '/api/ok' });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('returns null on 401 when asked to', async () => {
    expect(await getJson(`${api.base}/api/private`, { on401: 'returnNull' })).toBeNull();
  });

  it('fails on 401 otherwise, and on any other non-OK reply', async () => {
    await expect(getJson(`${api.base}/api/private`, { on401: 'throw' })).rejects.toThrow(/^401: /);
    await expect(getJson(`${api.base}/api/bad`, { on401: 'returnNull' })).rejects.toThrow(/^400: /);
  });
});

describe('isApiError', () => {
  it("knows a reply's error, also one thrown by another bundle's copy of the class", () => {
    expect(isApiError(new ApiError(409, '{"message":"x"}'))).toBe(true);
    const copy = Object.assign(new Error('409: {"message":"x"}'), { name: 'ApiError', status: 409 });
    expect(isApiError(copy)).toBe(true);
    expect(isApiError(new Error('409: {"message":"x"}'))).toBe(false);
    expect(isApiError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
