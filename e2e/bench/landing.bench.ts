/**
 * The public landing page ('/') as a first-time visitor on a phone receives it, from the built product:
 * - the JavaScript loaded before the page answers clicks (its markup hydrated), gzipped; budget at most 150 KB with
 *   React; and how it splits among React, the router, the query library, the kit, the page, the shell and the rest;
 * - Lighthouse's mobile performance score (budget at least 95) and accessibility score (budget 100), with LCP, TBT
 *   and CLS, the median of three runs (simulated slow 4G and a 4x slower CPU, as Lighthouse's mobile preset does).
 * A run that fails is tried once more; where Lighthouse still cannot run, both scores are missed budgets and LCP,
 * CLS and TBT come from Chromium's own performance timeline instead.
 * Builds what is stale, runs a copy of the build on a free port with fresh data, and cleans up.
 * Run alone: npm run bench -- landing
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
// @ts-expect-error -- the build script is plain JavaScript without type declarations
import { build } from '../../scripts/build.mjs';
import { CHUNK_STATS_FILE } from '../../shell/build/chunk-stats.ts';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { CHROMIUM_ARGS, launchBrowser } from '../harness/browser.ts';
import { ROOT, startProduct } from '../harness/product.ts';
import { removeRelease, snapshotRelease } from '../harness/release.ts';
import { PHONE } from '../harness/widths.ts';
import type { BenchRow } from '../../api/bench/row.ts';

export type { BenchRow } from '../../api/bench/row.ts';

const JS_BUDGET_BYTES = 150 * 1024;
const LIGHTHOUSE_RUNS = 3;
/** The Lighthouse categories held to a budget, with the least score each must reach. */
const SCORE_BUDGETS = [
  ['performance', 'performance', 95],
  ['accessibility', 'accessibility', 100],
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const scoreBudget = (least: number) => (least === 100 ? 'score 100' : `score ≥ ${least}`);

/** Resolves when the landing page's form button carries React's props: the markup is hydrated. */
async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = document.querySelector('form[aria-label="Free consultation request"] button[type="submit"]');
      return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
    },
    undefined,
    { timeout: 60_000 },
  );
}

/** One script a first visit downloaded before the page was interactive. */
interface LoadedScript {
  /** Path on the server, e.g. /assets/x.js or /mf/landing/remoteEntry.js. */
  path: string;
  gzip: number;
  sent: number;
}

/** What each part of the code weighs among the scripts loaded before interactive, gzipped. */
const PARTS = [
  ['React', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/react-router\/|\/shell\/kit\/src\/router\//],
  ['query', /node_modules\/@tanstack\/|\/shell\/kit\/src\/query\//],
  ['kit', /\/shell\/kit\/src\/|\/api\/src\/contract\//],
  ['landing', /\/mf-landing\/src\//],
  ['shell', /\/shell\/src\//],
] as const;
/** Code outside every part: the bundler's own glue, and the federation runtime and share wrappers should they load. */
const OTHER = 'bundler glue, federation runtime and share wrappers';

/**
 * The dist folder and file name that serve a script path, in a release laid out like the repository (the landing
 * page's own entry, under /mf/landing/page/, is a build of its own).
 */
function builtFile(path: string): { dist: string; file: string } {
  const remote = /^\/mf\/([a-z]+)\/(page\/)?(.+)$/.exec(path);
  if (!remote) return { dist: 'shell/dist', file: path.slice(1) };
  return { dist: `mf-${remote[1]}/dist${remote[2] ? '/page' : ''}`, file: remote[3]! };
}

/**
 * Splits the scripts' gzipped bytes among React, the router, the query library, the kit, the landing page and
 * the shell, each file's size shared among its modules in proportion to their rendered length (the build's
 * chunk statistics). Everything else is the bundler's glue (or the federation runtime and share wrappers, should
 * they load).
 */
function byPart(release: string, scripts: LoadedScript[]): BenchRow {
  const stats = new Map<string, Record<string, Record<string, number>>>();
  const totals = new Map<string, number>();
  const add = (part: string, bytes: number) => totals.set(part, (totals.get(part) ?? 0) + bytes);
  for (const script of scripts) {
    const { dist, file } = builtFile(script.path);
    if (!stats.has(dist)) {
      const statsFile = join(release, dist, CHUNK_STATS_FILE);
      stats.set(dist, existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : {});
    }
    const modules = Object.entries(stats.get(dist)![file] ?? {});
    const rendered = modules.reduce((sum, [, length]) => sum + length, 0);
    if (rendered === 0) {
      add(OTHER, script.gzip);
      continue;
    }
    for (const [id, length] of modules) {
      const part = id.includes('virtual:') || id.includes('__mf') ? undefined : PARTS.find(([, test]) => test.test(id));
      add(part ? part[0] : OTHER, (script.gzip * length) / rendered);
    }
  }
  const note = [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([part, bytes]) => `${part} ${kb(bytes)}`)
    .join(', ');
  return { name: "'/' JavaScript before interactive, by part", note };
}

/** The scripts a first visit downloads before the page is interactive, gzipped (level 9) and as sent. */
async function javascriptBeforeInteractive(url: string, release: string): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Array<Promise<LoadedScript>> = [];
    let interactive = false;
    page.on('requestfinished', (request) => {
      if (interactive || request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          const body = (await response?.body()) ?? Buffer.alloc(0);
          const sizes = await request.sizes();
          const path = new URL(request.url()).pathname;
          return { path, gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'commit' });
    await waitUntilInteractive(page);
    interactive = true;
    const after = await page.evaluate(() => Math.round(performance.now()));
    const files = await Promise.all(pending);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const sent = files.reduce((sum, file) => sum + file.sent, 0);
    return [
      {
        name: "'/' JavaScript before interactive (gzipped)",
        figure: kb(gzip),
        budget: `≤ ${JS_BUDGET_BYTES / 1024} KB`,
        met: gzip <= JS_BUDGET_BYTES,
        note: `${files.length} files (${kb(sent)} as sent); interactive after ${after} ms on loopback`,
      },
      byPart(release, files),
    ];
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** One Lighthouse mobile run (its CLI, the system Chromium headless, a throwaway config folder). */
function lighthouse(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const output = join(dir, 'report.json');
  const flags = [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'].join(' ');
  return new Promise<LighthouseRun>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--only-categories=${SCORE_BUDGETS.map(([id]) => id).join(',')}`,
        `--chrome-flags=${flags}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, XDG_CONFIG_HOME: dir },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${errors.trim().split('\n').pop() ?? ''}`);
        const report = JSON.parse(readFileSync(output, 'utf8')) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<string, { numericValue?: number }>;
          runtimeError?: { message: string };
        };
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        const scores = Object.fromEntries(
          Object.entries(report.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
        );
        resolve({
          scores,
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * A Lighthouse run, tried once more when it fails: on a busy machine its trace recording sometimes comes back
 * without a navigation (NO_NAVSTART), an error whose own text asks to run Lighthouse again.
 */
async function lighthouseRetried(url: string): Promise<LighthouseRun> {
  try {
    return await lighthouse(url);
  } catch {
    return lighthouse(url);
  }
}

/** Lighthouse's figures as table rows: each score against its budget; LCP and TBT in ms, CLS. */
function lighthouseRows(runs: LighthouseRun[]): BenchRow[] {
  const rows: BenchRow[] = SCORE_BUDGETS.map(([id, label, least]) => {
    const values = runs.map((run) => run.scores[id] ?? 0);
    const score = median(values);
    return {
      name: `Lighthouse mobile ${label}`,
      figure: String(score),
      budget: scoreBudget(least),
      met: score >= least,
      note: `runs ${values.join(', ')}`,
    };
  });
  const lcp = runs.map((run) => run.lcpMs);
  const tbt = runs.map((run) => run.tbtMs);
  const cls = runs.map((run) => run.cls);
  rows.push(
    { name: 'LCP (Lighthouse mobile)', p50Ms: median(lcp), note: `runs ${lcp.map(Math.round).join(', ')} ms` },
    { name: 'TBT (Lighthouse mobile)', p50Ms: median(tbt), note: `runs ${tbt.map(Math.round).join(', ')} ms` },
    {
      name: 'CLS (Lighthouse mobile)',
      figure: median(cls).toFixed(3),
      note: `runs ${cls.map((value) => value.toFixed(3)).join(', ')}`,
    },
  );
  return rows;
}

/** LCP, CLS and TBT from Chromium's performance timeline (4x slower CPU), when Lighthouse is unavailable. */
async function timelineRows(url: string, reason: string): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  try {
    const samples: Array<{ lcp: number; cls: number; tbt: number }> = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const seen = { lcp: 0, cls: 0, tbt: 0 };
        (window as unknown as { __vitals: typeof seen }).__vitals = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) seen.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.tbt += Math.max(0, entry.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(url, { waitUntil: 'commit' });
      await waitUntilInteractive(page);
      await page.waitForTimeout(2000);
      samples.push(
        await page.evaluate(
          () => (window as unknown as { __vitals: { lcp: number; cls: number; tbt: number } }).__vitals,
        ),
      );
      await context.close();
    }
    const note = `Chromium timeline, 4x slower CPU, loopback network (Lighthouse unavailable: ${reason})`;
    return [
      // A score that could not be measured is not a budget met.
      ...SCORE_BUDGETS.map(([, label, least]) => ({
        name: `Lighthouse mobile ${label}`,
        budget: scoreBudget(least),
        met: false,
        note: `not measured: ${reason}`,
      })),
      { name: 'LCP (Chromium timeline)', p50Ms: median(samples.map((s) => s.lcp)), note },
      { name: 'TBT (Chromium timeline)', p50Ms: median(samples.map((s) => s.tbt)), note },
      { name: 'CLS (Chromium timeline)', figure: median(samples.map((s) => s.cls)).toFixed(3), note },
    ];
  } finally {
    await browser.close();
  }
}

/** Runs the landing page benchmark (see the top of this file). */
export async function run(): Promise<BenchRow[]> {
  const built: boolean = await build({ onlyStale: true });
  if (!built) throw new Error('The build failed');
  const release = snapshotRelease();
  const product = await startProduct({ root: release });
  try {
    const url = `${product.url}/`;
    const rows = await javascriptBeforeInteractive(url, release);
    try {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRetried(url));
      rows.push(...lighthouseRows(runs));
    } catch (error) {
      rows.push(...(await timelineRows(url, error instanceof Error ? error.message : String(error))));
    }
    return rows;
  } finally {
    await product.stop();
    removeRelease(release);
  }
}
