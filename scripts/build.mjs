#!/usr/bin/env node
// npm run build: the API, then the four remotes, then the shell (which precaches the remotes' files);
// prints the gzipped JavaScript per workspace and checks the shell's own budget.
// Flags: --if-stale builds only what changed; --quiet-sizes skips the size table.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { withBuildLock } from './lib/lock.mjs';
import { buildEnvironment, ROOT, run, seconds } from './lib/run.mjs';
import {
  DASHBOARD_FIRST_LOAD_BUDGET,
  dashboardFirstLoad,
  dashboardFirstLoadOverBudget,
  kb,
  SHELL_OWN_BUDGET_BYTES,
  shellBreakdown,
  shellOverBudget,
  workspaceSizes,
} from './lib/sizes.mjs';
import { buildTargets, staleReason } from './lib/targets.mjs';
import { prerender } from './prerender.mjs';

/** Builds every target (or only stale ones); returns false when a build failed. */
export function build({ onlyStale = false } = {}) {
  return withBuildLock(() => buildAll(onlyStale));
}

async function buildAll(onlyStale) {
  const built = new Set();
  // A build run by hand elsewhere in the working tree can empty a remote's dist folder while this one runs;
  // then the shell cannot list the remote's files. A second pass rebuilds what went missing.
  for (let pass = 1; pass <= 3; pass++) {
    let again = false;
    for (const target of buildTargets()) {
      const reason = staleReason(target);
      if ((onlyStale || built.has(target.name)) && !reason) continue;
      console.log(`\n> build ${target.name}${reason && (onlyStale || pass > 1) ? ` (${reason})` : ''}`);
      const started = performance.now();
      const [command, args, options] = target.command;
      const { code } = await run(command, args, { ...options, env: buildEnvironment() });
      if (code !== 0) {
        const lostDependency = target.dependsOn.some((path) => !existsSync(join(ROOT, path)));
        if (lostDependency && pass < 3) {
          console.log(`> ${target.name}: a remote's build disappeared meanwhile; rebuilding it`);
          again = true;
          continue;
        }
        console.error(`build of ${target.name} failed (exit ${code})`);
        return false;
      }
      built.add(target.name);
      console.log(`> ${target.name} built in ${seconds(performance.now() - started)}`);
    }
    // Last: the landing page's server renderer, checked against the shell just built.
    if (!again) return prerender({ onlyStale });
  }
  return false;
}

/** Prints the size table; returns false when the shell's own JS or the student dashboard's first load is over budget. */
export function printSizes() {
  console.log('\nJavaScript per workspace (gzipped, all files in dist):');
  for (const target of buildTargets().filter((t) => t.name !== 'api')) {
    const sizes = workspaceSizes(target.dir);
    console.log(`  ${target.name.padEnd(12)} ${String(sizes.files).padStart(3)} files  ${kb(sizes.raw).padStart(10)} raw  ${kb(sizes.gzip).padStart(9)} gzip`);
  }
  const shell = shellBreakdown();
  const ok = shellOverBudget(shell) === null;
  console.log('Shell breakdown (gzipped):');
  console.log(`  React and react-dom (shared)            ${kb(shell.react).padStart(9)}`);
  console.log(`  other shared libraries it provides      ${kb(shell.sharedLibraries).padStart(9)}  (router, query, zustand, zod, dexie, Radix, sonner, lucide, tailwind-merge)`);
  console.log(`  shell's own code                        ${kb(shell.own).padStart(9)}  budget ${kb(SHELL_OWN_BUDGET_BYTES)}: ${ok ? 'ok' : 'OVER BUDGET'}`);
  const load = dashboardFirstLoad();
  const loadOk = dashboardFirstLoadOverBudget(load) === null;
  const budget = `${kb(DASHBOARD_FIRST_LOAD_BUDGET.bytes)} in ${DASHBOARD_FIRST_LOAD_BUDGET.files}`;
  console.log("Student dashboard's first load (brotli, as sent):");
  console.log(`  ${kb(load.bytes)} in ${load.files} files  budget ${budget}: ${loadOk ? 'ok' : 'OVER BUDGET'}`);
  return ok && loadOk;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const onlyStale = process.argv.includes('--if-stale');
  const built = await build({ onlyStale });
  if (!built) process.exit(1);
  const withinBudget = printSizes();
  console.log(`\nbuild finished in ${seconds(performance.now() - started)}`);
  if (!withinBudget) process.exit(1);
}
