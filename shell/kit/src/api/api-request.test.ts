import { describe, expect, it, vi } from 'vitest';
import { sampleReplies, serveTestApi } from '../../test-api';
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
