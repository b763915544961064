#!/usr/bin/env node
// npm run check: type-checks every workspace (tsc --noEmit) and lints the repository (eslint).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { localBin, ROOT, run, seconds } from './lib/run.mjs';

/**
 * Every TypeScript program to check, by its tsconfig: the API; the shell, kit and remotes together
 * (tsconfig.web.json, so the shared code is checked once); the service worker; the browser tests.
 */
export const TS_PROJECTS = ['api/tsconfig.json', 'tsconfig.web.json', 'shell/tsconfig.sw.json', 'e2e/tsconfig.json'];

/**
 * TypeScript 7's compiler, native: the four projects take about 13 s of CPU where TypeScript 5's took 48 s.
 * TypeScript 5 stays the `typescript` package for typescript-eslint's parser and the layering test, which use the
 * JavaScript API TypeScript 7 no longer has; both install a `tsc`, so the scripts name this one by its path.
 */
export const TSC = join(ROOT, 'node_modules/typescript-7/bin/tsc');

/** Type-checks one project; resolves with whether it passed, printing its errors if not. */
async function typeCheck(project) {
  const started = performance.now();
  // One checker: each builds the mongoose models' types on its own (about 5 s of CPU), and two projects run at once.
  const { code, output } = await run(process.execPath, [TSC, '--noEmit', '--checkers', '1', '-p', project], {
    capture: true,
  });
  console.log(`${code === 0 ? '✓' : '✗'} tsc ${project} (${seconds(performance.now() - started)})`);
  if (code !== 0) process.stdout.write(output.replace(/^npm warn.*\n/gm, ''));
  return code === 0;
}

/** Runs every check; resolves with the names of the ones that failed. */
export async function check() {
  const failed = [];
  const queue = TS_PROJECTS.filter((project) => {
    if (existsSync(join(ROOT, project))) return true;
    console.log(`- tsc ${project}: no such project, skipped`);
    return false;
  });
  // Two at a time: the machines this runs on have two cores.
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await typeCheck(project))) failed.push(`tsc ${project}`);
    }
  };
  await Promise.all([worker(), worker()]);
  const started = performance.now();
  const { code, output } = await run(localBin('eslint'), ['--max-warnings', '0', '.'], { capture: true });
  console.log(`${code === 0 ? '✓' : '✗'} eslint (${seconds(performance.now() - started)})`);
  if (code !== 0) {
    process.stdout.write(output.replace(/^npm warn.*\n/gm, ''));
    failed.push('eslint');
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await check();
  console.log(failed.length === 0 ? 'check: all passed' : `check: ${failed.length} failed (${failed.join(', ')})`);
  process.exit(failed.length === 0 ? 0 : 1);
}
