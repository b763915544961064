/**
 * The public landing page ('/') as a first-time visitor on a phone receives it, from the built product:
 * - the JavaScript loaded before the page answers clicks (its markup hydrated), gzipped; budget 150 KB with React;
 * - Lighthouse's mobile scores (performance, accessibility, best practices, SEO; budget 95 each) with LCP, CLS and
 *   TBT, the median of three runs (simulated slow 4G and a 4x slower CPU, as Lighthouse's mobile preset does).
 * Where Lighthouse cannot run, LCP, CLS and TBT come from Chromium's own performance timeline instead.
 * Builds what is stale, runs a copy of the build on a free port with fresh data, and cleans up.
 * Run alone: npm run bench -- landing
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
// @ts-expect-error -- the build script is plain JavaScript without type declarations
import { build } from '../../scripts/build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../harness/browser.ts';
import { ROOT, startProduct } from '../harness/product.ts';
import { removeRelease, snapshotRelease } from '../harness/release.ts';

/** One line of the benchmark table (scripts/bench.mjs). */
export interface BenchRow {
  name: string;
  opsPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
  ratio?: number;
  note?: string;
}

const JS_BUDGET_BYTES = 150 * 1024;
const SCORE_BUDGET = 95;
const LIGHTHOUSE_RUNS = 3;
const PHONE = { width: 390, height: 844 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

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

/** The scripts a first visit downloads before the page is interactive, gzipped (level 9) and as sent. */
async function javascriptBeforeInteractive(url: string): Promise<BenchRow> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Array<Promise<{ gzip: number; sent: number }>> = [];
    let interactive = false;
    page.on('requestfinished', (request) => {
      if (interactive || request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          const body = (await response?.body()) ?? Buffer.alloc(0);
          const sizes = await request.sizes();
          return { gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize };
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
    return {
      name: "'/' JavaScript before interactive (gzipped)",
      ratio: gzip / JS_BUDGET_BYTES,
      note: `${kb(gzip)} in ${files.length} files (${kb(sent)} as sent); budget ${kb(JS_BUDGET_BYTES)}: ${verdict(gzip <= JS_BUDGET_BYTES)}; interactive after ${after} ms on loopback`,
    };
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
        '--only-categories=performance,accessibility,best-practices,seo',
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

/** Lighthouse's figures as table rows: each score against the budget, LCP and TBT in ms, CLS. */
function lighthouseRows(runs: LighthouseRun[]): BenchRow[] {
  const categories = [
    ['performance', 'performance'],
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ] as const;
  const rows: BenchRow[] = categories.map(([id, label]) => {
    const values = runs.map((run) => run.scores[id] ?? 0);
    const score = median(values);
    return {
      name: `Lighthouse mobile ${label}`,
      ratio: score / 100,
      note: `${score} (runs ${values.join(', ')}); budget ${SCORE_BUDGET}: ${verdict(score >= SCORE_BUDGET)}`,
    };
  });
  const lcp = runs.map((run) => run.lcpMs);
  const tbt = runs.map((run) => run.tbtMs);
  const cls = runs.map((run) => run.cls);
  rows.push(
    {
      name: 'LCP (Lighthouse mobile)',
      p50Ms: median(lcp),
      p99Ms: Math.max(...lcp),
      note: `runs ${lcp.map(Math.round).join(', ')} ms`,
    },
    {
      name: 'TBT (Lighthouse mobile)',
      p50Ms: median(tbt),
      p99Ms: Math.max(...tbt),
      note: `runs ${tbt.map(Math.round).join(', ')} ms`,
    },
    {
      name: 'CLS (Lighthouse mobile)',
      note: `${median(cls).toFixed(3)} (runs ${cls.map((value) => value.toFixed(3)).join(', ')})`,
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
      { name: 'LCP (Chromium timeline)', p50Ms: median(samples.map((s) => s.lcp)), note },
      { name: 'TBT (Chromium timeline)', p50Ms: median(samples.map((s) => s.tbt)), note },
      { name: 'CLS (Chromium timeline)', note: `${median(samples.map((s) => s.cls)).toFixed(3)}; ${note}` },
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
    const rows = [await javascriptBeforeInteractive(url)];
    try {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouse(url));
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
