import { renderToString } from 'react-dom/server';
import { NavigationType, type Navigator } from '@app/kit/router';
import type { SiteInfo } from '@app/api/contract';
import { NO_SESSION_META, setSite } from '@app/kit/api';
import { loadSectionsBelowHero } from '../landing/deferred-sections';
import { LANDING_PAGE_MARK, LANDING_ROOT_ID, SITE_DATA_ID } from './document-ids';
import { LandingRoot } from './landing-root';
import {
  escapeHtml,
  headTags,
  pageDescription,
  pageTitle,
  robotsTxt,
  scriptJson,
  sitemapXml,
  type SeoContext,
} from './seo';

export { robotsTxt, sitemapXml };

// The server renders every section at once: their code is loaded before the first render.
await loadSectionsBelowHero();

/**
 * The part of the shell's index.html only a signed-in page needs (the frame drawn before any script, the hints
 * that fetch the app's start in parallel): left out of the landing page, which draws itself and loads less.
 */
const APP_START_BLOCK = /[ \t]*<!-- app-start[\s\S]*?<!-- \/app-start -->\n?/;

/** A stylesheet index.html preloads for the app's code to apply. */
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="([^"]+)" \/>/g;

/** The module scripts and their preloads in a built document's head. */
const MODULE_TAGS = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/** The module scripts and preloads of the page's own entry (page.html as built), one per line. */
function pageEntryTags(pageEntryHtml: string): string {
  const tags = [...pageEntryHtml.matchAll(MODULE_TAGS)].map(([tag]) => tag.trim());
  if (!tags.some((tag) => tag.startsWith('<script'))) {
    throw new Error("The landing page's built entry has no module script");
  }
  return tags.join('\n    ');
}

/** The stylesheets index.html preloads, as links that hold the page's first paint until they apply. */
function stylesheetLinks(shellIndexHtml: string): string {
  const hrefs = [...shellIndexHtml.matchAll(STYLE_PRELOAD)].map(([, href]) => href!);
  if (hrefs.length === 0) throw new Error("The shell's index.html preloads no stylesheet");
  return hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`).join('\n    ');
}

/** The server renders one location and never navigates. */
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  push: () => {
    throw new Error('The server-rendered landing page cannot navigate');
  },
  replace: () => {
    throw new Error('The server-rendered landing page cannot navigate');
  },
  go: () => {
    throw new Error('The server-rendered landing page cannot navigate');
  },
};

/** The landing page's markup for a business identity, as the browser will hydrate it. */
export function renderLandingMarkup(site: SiteInfo): string {
  // Rendering is synchronous: the identity seeded here is the one this render reads.
  setSite(site);
  return renderToString(
    <LandingRoot
      location="/"
      navigator={staticNavigator}
      navigationType={NavigationType.Pop}
      static
    />,
  );
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The shell's index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The document served at '/' to visitors holding no session: the shell's index.html without what only signed-in
 * pages need, and with the scripts of the page's own entry (`pageEntryHtml`, page.html as built) instead of the
 * shell's; the landing page already rendered in a container before #root, its title, description, canonical URL,
 * Open Graph and Twitter tags, the practice described as JSON-LD, and a mark telling the page the visitor is signed
 * out. The entry hydrates the container (see page-entry.tsx).
 */
export function renderLandingDocument(shellIndexHtml: string, pageEntryHtml: string, context: SeoContext): string {
  const { site } = context;
  // Linked in the head, the stylesheet applies before the page shows, which arrives already drawn.
  const stylesheets = stylesheetLinks(shellIndexHtml);
  const scripts = pageEntryTags(pageEntryHtml);
  let html = shellIndexHtml.replace(APP_START_BLOCK, '').replace(MODULE_TAGS, '');
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(pageTitle(site))}</title>`, '<title>');
  const description = `<meta name="description" content="${escapeHtml(pageDescription(site))}" />`;
  html = /<meta\s+name="description"[^>]*>/.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/, () => description)
    : html.replace('</head>', () => `    ${description}\n  </head>`);
  // The API sends this document only to visitors holding no session: the page starts signed out.
  const session = `<meta name="${NO_SESSION_META.name}" content="${NO_SESSION_META.content}" />`;
  html = replaceOnce(html, /<\/head>/, `    ${stylesheets}\n    ${headTags(context)}\n    ${session}\n    ${scripts}\n  </head>`, '</head>');
  const landing =
    `<div id="${LANDING_ROOT_ID}" ${LANDING_PAGE_MARK}>${renderLandingMarkup(site)}</div>` +
    `<script type="application/json" id="${SITE_DATA_ID}">${scriptJson(site)}</script>`;
  html = replaceOnce(html, /<div id="root"><\/div>/, `${landing}\n    <div id="root"></div>`, '<div id="root"></div>');
  return html;
}
