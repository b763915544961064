import type { SiteInfo } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveTestApi } from '../../test-api';
import { DEFAULT_SITE } from './site';

const configured: SiteInfo = { ...DEFAULT_SITE, businessName: 'Harbor Light Coaching', shortName: 'Harbor Light' };

/** What the test API answers to GET /api/site. */
let status = 200;
const api = serveTestApi(
  (req, res) => {
    if (req.url !== API_PATHS.site) return res.writeHead(404).end();
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(configured));
  },
  { relativeFetches: true },
);

/** A fresh copy of the module: nothing known yet, as on a new page. */
let site: typeof import('./site');
beforeEach(async () => {
  vi.resetModules();
  site = await import('./site');
  status = 200;
});

const siteRequests = () => api.seen.filter((request) => request.url === API_PATHS.site).length;

describe('useSite', () => {
  it('shows the defaults until GET /api/site answers, then the configured identity, asked for once', async () => {
    const first = renderHook(() => site.useSite());
    expect(first.result.current).toEqual(DEFAULT_SITE);
    await waitFor(() => expect(first.result.current).toEqual(configured));
    const second = renderHook(() => site.useSite());
    expect(second.result.current).toEqual(configured);
    expect(siteRequests()).toBe(1);
  });

  it('keeps the defaults when the call fails, and a later screen asks again', async () => {
    status = 500;
    const first = renderHook(() => site.useSite());
    await waitFor(() => expect(siteRequests()).toBe(1));
    expect(first.result.current).toEqual(DEFAULT_SITE);
    status = 200;
    const second = renderHook(() => site.useSite());
    await waitFor(() => expect(second.result.current).toEqual(configured));
    expect(siteRequests()).toBe(2);
  });

  it('renders a seeded identity on the server and asks nothing once seeded', async () => {
    site.setSite(configured);
    const Name = () => site.useSite().businessName;
    expect(renderToString(<Name />)).toBe('Harbor Light Coaching');
    renderHook(() => site.useSite());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(siteRequests()).toBe(0);
  });
});
