#!/usr/bin/env node
// The last step of `npm run build`: builds the landing page's own browser entry (which hydrates it) and its
// server renderer, with which the API sends '/' as ready HTML (the content a crawler receives), and checks that
// it turns the shell's built index.html into a document holding the headline, the price, the JSON-LD and the entry.
// Flags: --if-stale builds only when the landing page's sources changed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildEnvironment, localBin, ROOT, run, seconds } from './lib/run.mjs';
import { staleReason } from './lib/targets.mjs';

/** The renderer the API imports (inside mf-landing/dist, so a rebuild of the remote removes a stale one). */
export const LANDING_RENDERER = 'mf-landing/dist/.server/landing-server.mjs';

const SHELL_INDEX = 'shell/dist/index.html';

/** The page's own entry as built (after the remote's build, which empties mf-landing/dist). */
const PAGE_ENTRY = 'mf-landing/dist/page/page.html';

const target = {
  name: 'landing renderer',
  dir: 'mf-landing',
  inputs: [
    'mf-landing/src',
    'mf-landing/vite.server.config.ts',
    'mf-landing/vite.page.config.ts',
    'mf-landing/page.html',
    'mf-landing/package.json',
    'api/src/contract',
    'shell/kit/src',
    'shell/kit/package.json',
  ],
  output: LANDING_RENDERER,
  dependsOn: [],
};

/** A practice profile (every field of SiteInfo) with characters that must be escaped, to prove the document stays well-formed. */
const CHECK_SITE = {
  businessName: 'Check & "Co" <Coaching>',
  shortName: 'Check',
  coachName: 'Dr. Check',
  coachEmail: 'coach@example.com',
  phone: '(555) 010-0000',
  address: '1 <Main> Street',
  coachPhotoUrl: '/mf/landing/coach-photo.svg',
  pricePerSession: 85,
  degrees: [{ degree: 'PhD in Educational Psychology', institution: 'Check & Co University' }],
  licence: 'Licensed "Check"',
  yearsExperience: 10,
  testimonials: [{ text: 'Check </script> quote', attribution: 'Parent of a <10th> grader' }],
  privacyNote: 'Only the coach reads this & nobody else.',
};

/** Renders the shell's index.html with the fresh renderer; returns what is missing from the result. */
async function checkRenderer() {
  const indexFile = join(ROOT, SHELL_INDEX);
  if (!existsSync(indexFile)) return [`${SHELL_INDEX} (build the shell first)`];
  const file = join(ROOT, LANDING_RENDERER);
  const renderer = await import(`${pathToFileURL(file).href}?t=${statSync(file).mtimeMs}`);
  const pageEntry = readFileSync(join(ROOT, PAGE_ENTRY), 'utf8');
  const html = renderer.renderLandingDocument(readFileSync(indexFile, 'utf8'), pageEntry, {
    site: CHECK_SITE,
    publicUrl: 'https://coaching.example.com',
  });
  const expected = [
    '<h1 id="home-title"',
    'Unlock Your True Potential',
    '$85',
    '<script type="application/ld+json">',
    '"@type":"ProfessionalService"',
    '<link rel="canonical" href="https://coaching.example.com/"',
    'Check &amp; &quot;Co&quot; &lt;Coaching&gt;',
    '<div id="root"></div>',
    '<meta name="app-session" content="none" />',
    '<link rel="stylesheet" crossorigin href="/assets/',
    '<script type="module" crossorigin src="/mf/landing/page/assets/page-',
  ];
  const missing = expected.filter((text) => !html.includes(text));
  if (
    !renderer.robotsTxt('https://coaching.example.com').includes('Sitemap: https://coaching.example.com/sitemap.xml')
  ) {
    missing.push('the sitemap line of robots.txt');
  }
  return missing;
}

/** Builds the landing renderer (or only when stale) and checks it; returns false on failure. */
export async function prerender({ onlyStale = false } = {}) {
  const reason = staleReason(target);
  if (!onlyStale || reason) {
    console.log(`\n> build ${target.name}${onlyStale ? ` (${reason})` : ''}`);
    const started = performance.now();
    let code = 0;
    for (const config of ['vite.page.config.ts', 'vite.server.config.ts']) {
      const args = ['build', '--config', config, '--logLevel', 'warn'];
      ({ code } = await run(localBin('vite'), args, { cwd: join(ROOT, 'mf-landing'), env: buildEnvironment() }));
      if (code !== 0) break;
    }
    if (code !== 0) {
      console.error(`build of the ${target.name} failed (exit ${code})`);
      return false;
    }
    console.log(`> ${target.name} built in ${seconds(performance.now() - started)}`);
  }
  try {
    const missing = await checkRenderer();
    if (missing.length > 0) {
      console.error(`the ${target.name} renders '/' without: ${missing.join('; ')}`);
      return false;
    }
  } catch (error) {
    console.error(`the ${target.name} failed to render '/':`, error);
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await prerender({ onlyStale: process.argv.includes('--if-stale') });
  if (!ok) process.exit(1);
}
