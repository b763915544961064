#!/usr/bin/env node
// npm run check: type-checks every workspace (tsc --noEmit) and lints the repository (eslint).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, run, seconds } from './lib/run.mjs';

/**
 * Every TypeScript program to check, by its tsconfig: the API; the shell, kit and remotes together
 * (tsconfig.web.json, so the shared code is checked once); the service worker; the browser tests.
 */
export const TS_PROJECTS = ['api/tsconfig.json', 'tsconfig.web.json', 'shell/tsconfig.sw.json', 'e2e/tsconfig.json'];

/** Type-checks one project; resolves with whether it passed, printing its errors if not. */
async function typeCheck(project) {
  const started = performance.now();
  const { code, output } = await run('npx', ['tsc', '--noEmit', '-p', project], { capture: true });
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
  const { code, output } = await run('npx', ['eslint', '--max-warnings', '0', '.'], { capture: true });
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
