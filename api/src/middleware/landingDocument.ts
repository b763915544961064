import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Next } from 'koa';
import type { SiteInfo } from '../contract/index.js';
import { readPracticeProfile } from '../commands/practiceProfile.js';
import type { AppContext } from '../http/context.js';
import { errorFields } from '../services/logger.js';
import { SESSION_COOKIE } from './session.js';
import { withValidators } from './validators.js';

/** What the landing page's server renderer exports (built by scripts/prerender.mjs from mf-landing). */
export interface LandingRenderer {
  renderLandingDocument(
    shellIndexHtml: string,
    pageEntryHtml: string,
    context: { site: SiteInfo; publicUrl: string },
  ): string;
  robotsTxt(publicUrl: string): string;
  sitemapXml(publicUrl: string): string;
}

/** Where the renderer, the page's own entry and the shell's index.html are, under the folder of the built frontends. */
export const LANDING_RENDERER_PATH = ['mf-landing', 'dist', '.server', 'landing-server.mjs'];
export const LANDING_PAGE_ENTRY_PATH = ['mf-landing', 'dist', 'page', 'page.html'];
const SHELL_INDEX_PATH = ['shell', 'dist', 'index.html'];

/** The built documents the landing page is rendered into: the shell's index.html and the page's own entry. */
interface BuiltDocuments {
  shellIndexHtml: string;
  pageEntryHtml: string;
}

async function mtime(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

async function readDocuments(indexFile: string, entryFile: string): Promise<BuiltDocuments> {
  const [shellIndexHtml, pageEntryHtml] = await Promise.all([
    readFile(indexFile, 'utf8'),
    readFile(entryFile, 'utf8'),
  ]);
  return { shellIndexHtml, pageEntryHtml };
}

/** The practice profile to render with; when the store cannot be read, the configured first-start values. */
async function practiceProfile(ctx: AppContext): Promise<SiteInfo> {
  try {
    return await readPracticeProfile(ctx.config.site);
  } catch (error) {
    ctx.services.logger.error('reading the practice profile failed', errorFields(error));
    return ctx.config.site;
  }
}

/**
 * Serves the public site's crawlable documents, rendered with the practice profile and PUBLIC_URL:
 * '/' as the landing page already in HTML (then hydrated in the browser), /robots.txt and /sitemap.xml.
 * Renders once per build, profile and configuration; without a built renderer and entry (or when rendering
 * fails) '/' falls through to the shell's plain index.html. A visitor holding a session cookie gets the
 * plain shell too, so a signed-in user's own page is not preceded by the landing page.
 */
/** The paths this middleware renders; every other request passes straight on. */
const RENDERED_PATHS = new Set(['/', '/robots.txt', '/sitemap.xml']);

export function landingDocument(options: { root: string }) {
  const rendererFile = path.resolve(options.root, ...LANDING_RENDERER_PATH);
  const indexFile = path.resolve(options.root, ...SHELL_INDEX_PATH);
  const entryFile = path.resolve(options.root, ...LANDING_PAGE_ENTRY_PATH);
  const cache = new Map<string, Promise<string | null>>();
  let loaded: { mtime: number; renderer: Promise<LandingRenderer> } | null = null;

  const renderer = (rendererMtime: number) => {
    if (loaded?.mtime !== rendererMtime) {
      // The query names this build, so a rebuilt renderer is imported afresh.
      const url = `${pathToFileURL(rendererFile).href}?build=${rendererMtime}`;
      loaded = { mtime: rendererMtime, renderer: import(url) as Promise<LandingRenderer> };
    }
    return loaded.renderer;
  };

  const rendered = async (
    ctx: AppContext,
    name: string,
    make: (
      renderer: LandingRenderer,
      documents: () => Promise<BuiltDocuments>,
      site: SiteInfo,
    ) => string | Promise<string>,
  ): Promise<string | null> => {
    const rendererMtime = await mtime(rendererFile);
    if (rendererMtime === null) return null;
    const indexMtime = name === 'document' ? await mtime(indexFile) : 0;
    const entryMtime = name === 'document' ? await mtime(entryFile) : 0;
    if (indexMtime === null || entryMtime === null) return null;
    const { publicUrl } = ctx.config;
    const site = await practiceProfile(ctx);
    const key = JSON.stringify([name, rendererMtime, indexMtime, entryMtime, site, publicUrl]);
    let entry = cache.get(key);
    if (!entry) {
      entry = renderer(rendererMtime)
        .then((loadedRenderer) => make(loadedRenderer, () => readDocuments(indexFile, entryFile), site))
        .catch((error: unknown) => {
          ctx.services.logger.error(`rendering ${name} of the landing page failed`, errorFields(error));
          return null;
        });
      // Only the current builds and configuration are worth keeping.
      for (const old of cache.keys()) if (JSON.parse(old)[0] === name) cache.delete(old);
      cache.set(key, entry);
    }
    return entry;
  };

  /** The rendered reply to this request, or null when the shell's files answer it instead. */
  const reply = async (ctx: AppContext): Promise<{ text: string; type: string } | null> => {
    const { publicUrl } = ctx.config;
    if (ctx.path === '/' && ctx.accepts('html') === 'html' && !ctx.cookies.get(SESSION_COOKIE)) {
      const document = await rendered(ctx, 'document', async (r, documents, site) => {
        const { shellIndexHtml, pageEntryHtml } = await documents();
        return r.renderLandingDocument(shellIndexHtml, pageEntryHtml, { site, publicUrl });
      });
      return document === null ? null : { text: document, type: 'text/html; charset=utf-8' };
    }
    if (ctx.path === '/robots.txt') {
      const robots = await rendered(ctx, 'robots', (r) => r.robotsTxt(publicUrl));
      return robots === null ? null : { text: robots, type: 'text/plain; charset=utf-8' };
    }
    if (ctx.path === '/sitemap.xml') {
      const sitemap = await rendered(ctx, 'sitemap', (r) => r.sitemapXml(publicUrl));
      return sitemap === null ? null : { text: sitemap, type: 'application/xml; charset=utf-8' };
    }
    return null;
  };

  return async function serveLandingDocument(ctx: AppContext, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !RENDERED_PATHS.has(ctx.path)) return next();
    // Who holds a session cookie gets the shell's plain page at '/', so caches must keep the two apart.
    if (ctx.path === '/') ctx.vary('Cookie');
    let served = false;
    await withValidators(ctx, async () => {
      const found = await reply(ctx);
      if (!found) return;
      // Rendered afresh for each profile and build: revalidated on every visit.
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = found.type;
      ctx.body = found.text;
      served = true;
    });
    if (!served) return next();
  };
}
