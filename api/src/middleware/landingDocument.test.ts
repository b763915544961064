import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAgent, revalidating, startTestServer, type TestServer } from '../../test/index.js';
import { LANDING_PAGE_ENTRY_PATH, LANDING_RENDERER_PATH } from './landingDocument.js';
import { readPracticeProfile } from '../commands/practiceProfile.js';
import { PRACTICE_PROFILE_ID, PracticeProfile } from '../models/practiceProfile.js';
import { SESSION_COOKIE } from './session.js';

const SHELL_INDEX = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const PAGE_ENTRY = '<script type="module" src="/mf/landing/page/assets/page-x.js"></script>';

/**
 * A stand-in for the renderer `npm run build` makes from mf-landing (that one is tested there and in the
 * browser tests): it writes what it was given, so the test sees which identity and address were used.
 */
function rendererSource(variant: string): string {
  return `
export function renderLandingDocument(shell, entry, { site, publicUrl }) {
  if (site.businessName === 'Explode') throw new Error('renderer failed');
  return shell.replace('<div id="root"></div>', '<div id="landing-root">${variant} ' + site.businessName + ' at ' + publicUrl + '</div>' + entry + '<div id="root"></div>');
}
export const robotsTxt = (publicUrl) => 'User-agent: *\\nSitemap: ' + publicUrl + '/sitemap.xml\\n';
export const sitemapXml = (publicUrl) => '<urlset><url><loc>' + publicUrl + '/</loc></url></urlset>';
`;
}

let root: string;
let server: TestServer;
const rendererFile = () => path.join(root, ...LANDING_RENDERER_PATH);

function writeRenderer(variant: string, mtime: Date) {
  mkdirSync(path.dirname(rendererFile()), { recursive: true });
  writeFileSync(rendererFile(), rendererSource(variant));
  utimesSync(rendererFile(), mtime, mtime);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'landing-document-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  mkdirSync(path.dirname(path.join(root, ...LANDING_PAGE_ENTRY_PATH)), { recursive: true });
  writeFileSync(path.join(root, ...LANDING_PAGE_ENTRY_PATH), PAGE_ENTRY);
  server = await startTestServer({ staticRoot: root });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const site = () => server.config.site;
let originalSite: typeof server.config.site;
let originalUrl: string;
beforeEach(async () => {
  originalSite ??= { ...site() };
  originalUrl ??= server.config.publicUrl;
  server.config.site = { ...originalSite };
  server.config.publicUrl = originalUrl;
  writeRenderer('v1', new Date(Date.now() - 60_000));
  // The stored profile starts again from the configured first-start values.
  await PracticeProfile.deleteMany({});
});

/** Renames the practice in the stored profile, as the coach's Practice profile page does. */
async function renamePractice(businessName: string) {
  await readPracticeProfile(server.config.site);
  await PracticeProfile.updateOne({ _id: PRACTICE_PROFILE_ID }, { $set: { businessName } });
}

describe("GET / with the landing page's renderer built", () => {
  it('serves the landing page rendered with the configured identity and PUBLIC_URL', async () => {
    server.config.publicUrl = 'https://coaching.example.com';
    const response = await createAgent(server.url).get('/', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(response.text()).toContain(
      `<div id="landing-root">v1 ${site().businessName} at https://coaching.example.com</div>`,
    );
    expect(response.text()).toContain('<div id="root"></div>');
    // The page's own entry, as its build wrote it.
    expect(response.text()).toContain(PAGE_ENTRY);
  });

  it('renders again when the practice profile changes', async () => {
    const agent = createAgent(server.url);
    expect((await agent.get('/')).text()).toContain(site().businessName);
    await renamePractice('Renamed Practice');
    expect((await agent.get('/')).text()).toContain('v1 Renamed Practice at');
  });

  it('renders from the stored profile, not from the SITE_* settings, once the profile exists', async () => {
    const agent = createAgent(server.url);
    await agent.get('/');
    server.config.site = { ...site(), businessName: 'Changed Setting' };
    expect((await agent.get('/')).text()).toContain(`v1 ${originalSite.businessName} at`);
  });

  it('uses a rebuilt renderer', async () => {
    const agent = createAgent(server.url);
    expect((await agent.get('/')).text()).toContain('<div id="landing-root">v1 ');
    writeRenderer('v2', new Date());
    expect((await agent.get('/')).text()).toContain('<div id="landing-root">v2 ');
  });

  it('answers a revalidation with 304', async () => {
    const agent = createAgent(server.url);
    const first = await agent.get('/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await agent.get('/', { headers: revalidating(etag!) });
    expect(again.status).toBe(304);
  });

  it("sends a visitor with a session the shell's plain page, without the landing page", async () => {
    const response = await createAgent(server.url).get('/', { headers: { Cookie: `${SESSION_COOKIE}=abc` } });
    expect(response.status).toBe(200);
    expect(response.text()).toBe(SHELL_INDEX);
  });

  it('falls back to the plain page when rendering fails, and keeps serving', async () => {
    await renamePractice('Explode');
    const response = await createAgent(server.url).get('/');
    expect(response.status).toBe(200);
    expect(response.text()).toBe(SHELL_INDEX);
    expect(server.logs.some((entry) => entry.msg === 'rendering document of the landing page failed')).toBe(true);
    await renamePractice(originalSite.businessName);
    expect((await createAgent(server.url).get('/')).text()).toContain('landing-root');
  });
});

describe('GET /robots.txt and /sitemap.xml', () => {
  it('name the public address', async () => {
    server.config.publicUrl = 'https://coaching.example.com';
    const agent = createAgent(server.url);
    const robots = await agent.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.text()).toContain('Sitemap: https://coaching.example.com/sitemap.xml');
    const sitemap = await agent.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.text()).toContain('<loc>https://coaching.example.com/</loc>');
  });
});

describe("without the page's built entry", () => {
  it('serves the plain page at /', async () => {
    const entryFile = path.join(root, ...LANDING_PAGE_ENTRY_PATH);
    rmSync(entryFile);
    try {
      const page = await createAgent(server.url).get('/');
      expect(page.status).toBe(200);
      expect(page.text()).toBe(SHELL_INDEX);
    } finally {
      writeFileSync(entryFile, PAGE_ENTRY);
    }
  });
});

describe('without a built renderer', () => {
  it('serves the plain page at / and no robots.txt', async () => {
    rmSync(rendererFile());
    const agent = createAgent(server.url);
    const page = await agent.get('/');
    expect(page.status).toBe(200);
    expect(page.text()).toBe(SHELL_INDEX);
    expect((await agent.get('/robots.txt')).status).toBe(404);
  });
});
