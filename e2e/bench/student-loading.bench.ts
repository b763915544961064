/**
 * The student dashboard opened by a signed-in student on a slow phone connection (Chrome's "Slow 4G": 1.6 Mbit/s
 * down, 750 kbit/s up, 150 ms round trips, with Chrome's own adjustment factors), nothing cached:
 * - when the app frame (the bar with the practice's logo) first shows; budget under 1 s;
 * - when the page's content (the greeting and the activity library, with their data) first shows; budget under 3 s.
 * Each time is taken in the page at the first animation frame in which the element is there (the paint follows it
 * within a frame), from the start of navigation; the median of three cold loads. The content's row also says what
 * was downloaded by then (requests by kind, and bytes on the wire): on Slow 4G each request costs a 562 ms round
 * trip, so the count, not only the size, sets the time. Both are measured twice: from the API directly over
 * HTTP/1.1 (at most six connections, each request waiting its turn), and through a TLS-terminating HTTP/2 front as
 * a production reverse proxy serves the pages (one connection carrying every request at once); the budgets hold for
 * the second, the first is shown for comparison.
 * Builds what is stale, runs a copy of the build on a free port with fresh data, and cleans up.
 * Run alone: npm run bench -- student-loading
 */
import type { Browser } from 'playwright-core';
import { API_PATHS } from '@app/api/contract/paths';
// @ts-expect-error -- the build script is plain JavaScript without type declarations
import { build } from '../../scripts/build.mjs';
import { launchBrowser } from '../harness/browser.ts';
import { startHttp2Front } from '../harness/http2-front.ts';
import { startProduct, type Product } from '../harness/product.ts';
import { removeRelease, snapshotRelease } from '../harness/release.ts';
import { approveEmail, signIn } from '../harness/sign-in.ts';
import { PHONE } from '../harness/widths.ts';
import type { BenchRow } from '../../api/bench/row.ts';

const COACH = 'coach@example.test';
const STUDENT = 'slow.phone@example.test';
const RUNS = 3;
const FRAME_BUDGET_MS = 1000;
const CONTENT_BUDGET_MS = 3000;

/** Chrome DevTools' "Slow 4G" preset, as its network panel applies it. */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

/** Records, from the first frame on, when the app frame and the dashboard's content are first in the page. */
const OBSERVE = `
  window.__loading = { frame: null, content: null };
  const look = () => {
    const marks = window.__loading;
    // The first header drawn with the practice's logo: index.html's own frame, or the app's.
    const header = [...document.querySelectorAll('header')].find((bar) => bar.offsetHeight > 0 && bar.querySelector('svg'));
    if (marks.frame === null && header) marks.frame = performance.now();
    const heading = document.querySelector('main h1');
    const library = document.querySelector('section[aria-labelledby="activities-heading"] ul > li');
    if (marks.content === null && heading && heading.innerText.startsWith('Welcome') && library) marks.content = performance.now();
    if (marks.frame === null || marks.content === null) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** A signed-in student with a profile, as a browser storage state. */
async function studentSession(browser: Browser, product: Product) {
  const coach = await browser.newContext({ serviceWorkers: 'block' });
  await signIn(coach, product, COACH);
  await approveEmail(coach, product, STUDENT);
  await coach.close();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await signIn(context, product, STUDENT);
  const profile = await context.request.post(`${product.url}${API_PATHS.clientProfile}`, {
    data: { studentFirstName: 'Riley', studentLastName: 'Slow', email: STUDENT, gradeLevel: '10th Grade' },
  });
  if (!profile.ok()) throw new Error(`Creating the profile: ${profile.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** What one cold load downloaded before its content showed. */
interface Downloads {
  requests: number;
  apiReads: number;
  bytes: number;
}

/** One cold load of /dashboard on Slow 4G: when the frame and the content first showed, in ms from navigation. */
async function coldLoad(browser: Browser, origin: string, session: Awaited<ReturnType<typeof studentSession>>) {
  const context = await browser.newContext({
    storageState: session,
    viewport: PHONE,
    serviceWorkers: 'block',
    // The HTTP/2 front's certificate is self-signed.
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const urls = new Map<string, string>();
    const finished: { url: string; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) =>
      finished.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength }),
    );
    await page.addInitScript(OBSERVE);
    await page.goto(`${origin}/dashboard`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __loading: { content: number | null } }).__loading.content !== null,
      undefined,
      {
        timeout: 120_000,
      },
    );
    const downloads: Downloads = {
      requests: finished.length,
      apiReads: finished.filter((request) => new URL(request.url).pathname.startsWith('/api/')).length,
      bytes: finished.reduce((sum, request) => sum + request.bytes, 0),
    };
    const marks = await page.evaluate(
      () => (window as unknown as { __loading: { frame: number; content: number } }).__loading,
    );
    return { ...marks, downloads };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Load = Awaited<ReturnType<typeof coldLoad>>;

/**
 * The frame's and the content's rows for the loads over one protocol: medians, budgets, what was downloaded. The
 * budgets hold for the way production serves the pages (through an HTTP/2 proxy, as the README asks); the loads
 * straight from the API over HTTP/1.1 are shown beside them, for comparison.
 */
function loadingRows(protocol: string, loads: Load[], heldToBudget: boolean): BenchRow[] {
  const frame = median(loads.map((load) => load.frame));
  const content = median(loads.map((load) => load.content));
  const { downloads } = loads.find((load) => load.content === content)!;
  const runs = (pick: (load: Load) => number) => `runs ${loads.map((load) => Math.round(pick(load))).join(', ')} ms`;
  const rowFor = (what: string, ms: number, budgetMs: number, notes: string[]): BenchRow => ({
    name: `student dashboard, Slow 4G, cold, ${protocol}: ${what}`,
    p50Ms: ms,
    ...(heldToBudget ? { budget: `p50 < ${budgetMs / 1000} s`, met: ms < budgetMs } : {}),
    note: [
      ...(heldToBudget ? [] : [`for comparison (the budget of ${budgetMs / 1000} s holds through the HTTP/2 proxy)`]),
      ...notes,
    ].join('; '),
  });
  const downloaded =
    `${downloads.requests} requests before it (${downloads.requests - downloads.apiReads} files, ` +
    `${downloads.apiReads} API reads), ${Math.round(downloads.bytes / 1024)} KB`;
  return [
    rowFor('app frame shown', frame, FRAME_BUDGET_MS, [runs((load) => load.frame)]),
    rowFor('content shown', content, CONTENT_BUDGET_MS, [runs((load) => load.content), downloaded]),
  ];
}

/** Runs the loading benchmark (see the top of this file). */
export async function run(): Promise<BenchRow[]> {
  const built: boolean = await build({ onlyStale: true });
  if (!built) throw new Error('The build failed');
  const release = snapshotRelease();
  const product = await startProduct({ root: release, env: { COACH_EMAILS: COACH } });
  const front = await startHttp2Front(product.url);
  const browser = await launchBrowser();
  try {
    const session = await studentSession(browser, product);
    const rows: BenchRow[] = [];
    for (const [protocol, origin, heldToBudget] of [
      ['HTTP/1.1', product.url, false],
      ['HTTP/2 through a TLS proxy', front.url, true],
    ] as const) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(browser, origin, session));
      rows.push(...loadingRows(protocol, loads, heldToBudget));
    }
    return rows;
  } finally {
    await browser.close();
    await front.stop();
    await product.stop();
    removeRelease(release);
  }
}
