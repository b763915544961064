/**
 * The coach's dashboard at practice scale: 1,000 students with a year of work each (plans with monthly
 * reassessments, weekly sessions, most of the activity library, orientation answers) and 5,000 consultation
 * requests, seeded into the product's own store before it starts; a practice of 50 students, seeded alike (with
 * 250 requests), is measured in the same run for comparison. Rows, each with its budget:
 * - the first client card shown, from the start of navigation, on a desktop (1280 px), nothing cached: the median
 *   of three loads, taken at the first animation frame in which a card is in the page; budget under 1.5 s;
 * - the elements in the page once its reads have answered; budget under 6,000;
 * - each of the dashboard's three reads (the first page of clients, the stat cards' figures, the needs-attention
 *   list), as the dashboard asks for them with the coach's cookie: the median time, its ratio to the same read at
 *   50 students, and its size gzipped; budget under 250 ms, under 4 times the time at 50 students, under 150 KB;
 * - the API process's resident memory (VmRSS) after serving all of it; budget under 300 MB.
 * Builds what is stale, runs a copy of the build on free ports, and cleans up.
 * Run alone: npm run bench -- coach
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { Browser, BrowserContext } from 'playwright-core';
import { DAY_MS } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { connectMongoose, EMBEDDED_DB_NAME } from '../../api/src/db.ts';
import { startEmbeddedMongo } from '../../api/src/embedded-mongo/index.ts';
import { seedPractice, WORK_DAYS, YEAR_OF_WORK } from '../../api/test/practice.ts';
// @ts-expect-error -- the build script is plain JavaScript without type declarations
import { build } from '../../scripts/build.mjs';
import { launchBrowser } from '../harness/browser.ts';
import { startProduct, type Product } from '../harness/product.ts';
import { removeRelease, snapshotRelease } from '../harness/release.ts';
import { signIn } from '../harness/sign-in.ts';
import { DESKTOP } from '../harness/widths.ts';
import type { BenchRow } from '../../api/bench/row.ts';

const COACH = 'coach@example.test';
const LARGE = 1000;
const SMALL = 50;
const CONSULTATION_REQUESTS = 5000;
const LOADS = 3;
const READ_RUNS = 15;
const FIRST_CARD_BUDGET_MS = 1500;
const ELEMENTS_BUDGET = 6000;
const READ_BUDGET_MS = 250;
const READ_RATIO_BUDGET = 4;
const READ_BYTES_BUDGET = 150 * 1024;
const RSS_BUDGET_BYTES = 300 * 1024 * 1024;

/** The dashboard's three reads, as it sends them. */
const READS = [
  ['first page of clients', API_PATHS.coachClients],
  ['stat cards’ figures', API_PATHS.coachStats],
  ['needs attention', API_PATHS.needsAttention],
] as const;

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A DATA_DIR whose store holds a practice of `students` students with a year of work each (ending today) and
 * the consultation requests, written through the models before the product opens the store.
 */
async function seededDataDir(students: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
  try {
    const store = await startEmbeddedMongo({ dir: join(dataDir, 'db'), logger: quiet });
    try {
      await connectMongoose(`${store.socketUri}/${EMBEDDED_DB_NAME}`);
      const requests = Math.round((CONSULTATION_REQUESTS * students) / LARGE);
      await seedPractice(
        { students, ...YEAR_OF_WORK, consultationRequests: requests },
        new Date(Date.now() - WORK_DAYS * DAY_MS),
      );
    } finally {
      await mongoose.disconnect();
      await store.close();
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

/** Records when the first client card is in the page. */
const OBSERVE = `
  window.__firstCard = null;
  const look = () => {
    if (document.querySelector('ul[aria-label="Clients"] article')) window.__firstCard = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** One cold load of the dashboard: when the first card showed, and the page's elements once its reads answered. */
async function loadDashboard(browser: Browser, product: Product, coach: BrowserContext) {
  const context = await browser.newContext({
    storageState: await coach.storageState(),
    viewport: DESKTOP,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(`${product.url}/coach-dashboard`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __firstCard: number | null }).__firstCard !== null,
      undefined,
      {
        timeout: 60_000,
      },
    );
    const firstCard = await page.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard);
    await page.waitForLoadState('networkidle');
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return { firstCard, elements, heapBytes: heap.usedSize };
  } finally {
    await context.close();
  }
}

/** One GET with the coach's cookie, gzip accepted: its time and the bytes on the wire. */
function timedGet(product: Product, path: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${product.url}${path}`,
      { headers: { cookie, 'accept-encoding': 'gzip', accept: 'application/json' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${path}: ${res.statusCode}`));
          else if (res.headers['content-encoding'] !== 'gzip' && bytes > 1024)
            reject(new Error(`GET ${path} came back without gzip`));
          else resolve({ ms: performance.now() - started, bytes });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each read's median time over READ_RUNS (after two unmeasured), and its size gzipped. */
async function measureReads(product: Product, coach: BrowserContext) {
  const cookie = (await coach.cookies(product.url)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const figures = new Map<string, { ms: number; bytes: number }>();
  for (const [, path] of READS) {
    for (let i = 0; i < 2; i++) await timedGet(product, path, cookie);
    const runs: { ms: number; bytes: number }[] = [];
    for (let i = 0; i < READ_RUNS; i++) runs.push(await timedGet(product, path, cookie));
    figures.set(path, { ms: median(runs.map((run) => run.ms)), bytes: Math.max(...runs.map((run) => run.bytes)) });
  }
  return figures;
}

/** The resident memory of a process, from /proc. */
function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Starts the product on a seeded practice, signs the coach in and hands both to `use`. */
async function withPractice<T>(
  release: string,
  browser: Browser,
  students: number,
  use: (product: Product, coach: BrowserContext) => Promise<T>,
): Promise<T> {
  const dataDir = await seededDataDir(students);
  let product: Product;
  try {
    product = await startProduct({ root: release, dataDir, env: { COACH_EMAILS: COACH }, timeoutMs: 120_000 });
  } catch (error) {
    // A product that started removes its data folder when it stops; one that did not is cleaned up here.
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const coach = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await signIn(coach, product, COACH);
    return await use(product, coach);
  } finally {
    await coach.close();
    await product.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs the benchmark (see the top of this file). */
export async function run(): Promise<BenchRow[]> {
  const built: boolean = await build({ onlyStale: true });
  if (!built) throw new Error('The build failed');
  const release = snapshotRelease();
  const browser = await launchBrowser();
  try {
    const small = await withPractice(release, browser, SMALL, (product, coach) => measureReads(product, coach));
    return await withPractice(release, browser, LARGE, async (product, coach) => {
      // One load first, unmeasured: the product has just started.
      await loadDashboard(browser, product, coach);
      const loads = [];
      for (let i = 0; i < LOADS; i++) loads.push(await loadDashboard(browser, product, coach));
      const large = await measureReads(product, coach);
      const rss = residentBytes(product.pid);
      const firstCard = median(loads.map((load) => load.firstCard));
      const elements = Math.max(...loads.map((load) => load.elements));
      const heap = Math.max(...loads.map((load) => load.heapBytes));
      const scale = `${LARGE.toLocaleString('en-US')} students`;
      const rows: BenchRow[] = [
        {
          name: `coach dashboard, ${scale}, desktop, cold: first client card shown`,
          p50Ms: firstCard,
          budget: `p50 < ${FIRST_CARD_BUDGET_MS / 1000} s`,
          met: firstCard < FIRST_CARD_BUDGET_MS,
          note: `runs ${loads.map((load) => Math.round(load.firstCard)).join(', ')} ms`,
        },
        {
          name: `coach dashboard, ${scale}: elements in the page`,
          figure: elements.toLocaleString('en-US'),
          budget: `< ${ELEMENTS_BUDGET.toLocaleString('en-US')}`,
          met: elements < ELEMENTS_BUDGET,
          note: `page's JS heap after a collection ${mb(heap)}`,
        },
      ];
      for (const [what, path] of READS) {
        const at50 = small.get(path)!;
        const at1000 = large.get(path)!;
        const ratio = at1000.ms / at50.ms;
        rows.push({
          name: `GET ${path} (${what}), ${scale}`,
          p50Ms: at1000.ms,
          ratio,
          figure: kb(at1000.bytes),
          budget: `p50 < ${READ_BUDGET_MS} ms, < ${READ_RATIO_BUDGET}x at ${SMALL}, < ${READ_BYTES_BUDGET / 1024} KB gzipped`,
          met: at1000.ms < READ_BUDGET_MS && ratio < READ_RATIO_BUDGET && at1000.bytes < READ_BYTES_BUDGET,
          note: `at ${SMALL} students ${at50.ms.toFixed(1)} ms, ${kb(at50.bytes)}`,
        });
      }
      rows.push({
        name: `API process after serving the coach, ${scale}: resident memory`,
        figure: mb(rss),
        budget: `< ${mb(RSS_BUDGET_BYTES)}`,
        met: rss < RSS_BUDGET_BYTES,
        note: `${CONSULTATION_REQUESTS.toLocaleString('en-US')} consultation requests in the store`,
      });
      return rows;
    });
  } finally {
    await browser.close();
    removeRelease(release);
  }
}
