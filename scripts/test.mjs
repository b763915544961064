#!/usr/bin/env node
// npm test: type-check and lint, build what is stale, the unit and API tests, then the browser tests in the
// system Chromium. Ends with one summary line, "tests: N passed, N failed", then how long the run took and how busy
// it kept the machine's cores, then the ten slowest test files.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from './build.mjs';
import { check } from './check.mjs';
import { performance } from 'node:perf_hooks';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './lib/chromium.mjs';
import { localBin, run, seconds } from './lib/run.mjs';
import { dashboardFirstLoadOverBudget, shellOverBudget } from './lib/sizes.mjs';

const FILE_TIMES_REPORTER = new URL('./lib/file-times-reporter.mjs', import.meta.url).pathname;

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const fileTimes = join(reports, 'file-times.jsonl');
/** Milliseconds the machine's cores have been busy since it started, every process's work together. */
const busyCpuMs = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

const started = performance.now();
const busyAtStart = busyCpuMs();
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const failures = [];

/**
 * Runs one vitest suite with a JSON report next to the usual output, and adds its counts to the totals. With
 * `capture`, its output is printed once it ends, so that it does not interleave with a suite running beside it.
 */
async function vitest(name, args, { capture = false } = {}) {
  const report = join(reports, `${name.replaceAll(' ', '-')}.json`);
  const cpuSoFar = seconds(busyCpuMs() - busyAtStart);
  const header = `\n> ${name} tests (from ${seconds(performance.now() - started)}, after ${cpuSoFar} of CPU)`;
  if (!capture) console.log(header);
  const reporters = ['--reporter=default', '--reporter=json', `--reporter=${FILE_TIMES_REPORTER}`];
  const env = { ...process.env, FILE_TIMES_OUT: fileTimes };
  const { code, output } = await run(localBin('vitest'), ['run', ...args, ...reporters, `--outputFile.json=${report}`], {
    env,
    capture,
  });
  if (capture) console.log(`${header}\n${output}`);
  if (!existsSync(report)) {
    problems.push(`${name} tests did not run (exit ${code})`);
    totals.failed += 1;
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
  // A suite that failed to load counts as a failure even when no test inside it ran.
  const brokenFiles = result.testResults.filter(failedToLoad);
  totals.failed += brokenFiles.length;
  failures.push(...failedTests(result));
  if (code !== 0 && result.numFailedTests === 0 && brokenFiles.length === 0) {
    problems.push(`${name} tests exited with ${code}`);
    totals.failed += 1;
  }
}

/** The `count` test files that took longest (set-up and imports included), as the reporter wrote them. */
function slowestFiles(count) {
  if (!existsSync(fileTimes)) return [];
  const lines = readFileSync(fileTimes, 'utf8').trim().split('\n').filter(Boolean);
  return lines
    .map((line) => JSON.parse(line))
    .map(({ file, seconds: taken }) => ({ file: relative(process.cwd(), file), seconds: taken }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** A test file that failed before any of its tests ran. */
function failedToLoad(file) {
  return file.status === 'failed' && file.assertionResults.length === 0;
}

/** Each failed test (or file that failed to load) as "file > test: first line of its error". */
function failedTests(result) {
  const firstLine = (message) => String(message ?? '').split('\n')[0];
  return result.testResults.flatMap((file) => {
    const name = relative(process.cwd(), file.name);
    if (failedToLoad(file)) return [`${name}: ${firstLine(file.message)}`];
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

// The check runs beside the build and the unit and API tests, which need nothing of it: eslint uses one core, and
// alone after the build it left the other idle. Built before the tests: the API's process tests run its build
// (api/dist/start.js), the browser tests the whole of it.
console.log('> check (types and lint, beside what follows) and build (what is stale)');
const checking = check();
const built = await build({ onlyStale: true });
if (!built) {
  problems.push('build failed: the tests that run the build cannot pass');
  totals.failed += 1;
}
// The budgets npm run build reports: a page added to a remote grows the shell's map of page files a little each time,
// and a library a page starts to import grows what a student's phone downloads before the dashboard shows.
for (const overBudget of built ? [shellOverBudget(), dashboardFirstLoadOverBudget()] : []) {
  if (!overBudget) continue;
  problems.push(overBudget);
  totals.failed += 1;
}

// The projects of vitest.config.ts. The shell's and remotes' tests run in one jsdom on one core, and the API's process
// tests mostly wait on the processes they start: run side by side, after the API's tests, they fill both cores.
await vitest('unit and API', ['--project', 'api']);
await Promise.all([vitest('web', ['--project', 'web']), vitest('API process', ['--project', 'api-processes'], { capture: true })]);

const checkFailures = await checking;
if (checkFailures.length > 0) problems.push(`check failed: ${checkFailures.join(', ')}`);

if (!existsSync(CHROMIUM_PATH)) {
  const message = `No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH or apt-get install chromium)`;
  if (inCi) {
    problems.push(`${message}: browser tests cannot run, and CI requires them`);
    totals.failed += 1;
  } else {
    console.log(`\n${'!'.repeat(78)}\n!! ${message}.\n!! BROWSER TESTS SKIPPED.\n${'!'.repeat(78)}`);
  }
} else if (built) {
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    const install = 'apt-get install chromium-headless-shell';
    console.log(`\nNo headless shell at ${HEADLESS_SHELL_PATH}: every browser test runs in the full Chromium, slower (${install}).`);
  }
  await vitest('browser', ['--config', 'e2e/vitest.config.ts']);
}

const slowest = slowestFiles(10);
rmSync(reports, { recursive: true, force: true });
// Repeated at the very end, so that a log cut to its last lines still names what failed and why.
for (const failure of failures) console.log(`✗ ${failure}`);
for (const problem of problems) console.log(`! ${problem}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}${checkFailures.length ? ' (check failed)' : ''}`);
// With the cores near fully busy, running more at once cannot make the run faster: only less work can.
const tookMs = performance.now() - started;
const busyMs = busyCpuMs() - busyAtStart;
const cores = `${(busyMs / tookMs).toFixed(1)} of ${cpus().length} cores busy on average`;
console.log(`npm test took ${seconds(tookMs)}, ${seconds(busyMs)} of CPU (${cores}); the slowest test files:`);
for (const { file, seconds: taken } of slowest) console.log(`  ${taken.toFixed(1).padStart(6)} s  ${file}`);
process.exit(totals.failed === 0 && checkFailures.length === 0 ? 0 : 1);
