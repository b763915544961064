#!/usr/bin/env node
// npm run build: the API, then the four remotes, then the shell (which precaches the remotes' files);
// prints the gzipped JavaScript per workspace and checks the shell's own budget.
// Flags: --if-stale builds only what changed; --quiet-sizes skips the size table.
import { performance } from 'node:perf_hooks';
import { run, seconds } from './lib/run.mjs';
import { kb, SHELL_OWN_BUDGET_BYTES, shellBreakdown, workspaceSizes } from './lib/sizes.mjs';
import { buildTargets, staleReason } from './lib/targets.mjs';

/** Builds every target (or only stale ones); returns false when a build failed. */
export async function build({ onlyStale = false } = {}) {
  for (const target of buildTargets()) {
    const reason = staleReason(target);
    if (onlyStale && !reason) continue;
    console.log(`\n> build ${target.name}${onlyStale ? ` (${reason})` : ''}`);
    const started = performance.now();
    const [command, args, options] = target.command;
    const { code } = await run(command, args, options);
    if (code !== 0) {
      console.error(`build of ${target.name} failed (exit ${code})`);
      return false;
    }
    console.log(`> ${target.name} built in ${seconds(performance.now() - started)}`);
  }
  return true;
}

/** Prints the size table; returns false when the shell's own JS is over budget. */
export function printSizes() {
  console.log('\nJavaScript per workspace (gzipped, all files in dist):');
  for (const target of buildTargets().filter((t) => t.name !== 'api')) {
    const sizes = workspaceSizes(target.dir);
    console.log(`  ${target.name.padEnd(12)} ${String(sizes.files).padStart(3)} files  ${kb(sizes.raw).padStart(10)} raw  ${kb(sizes.gzip).padStart(9)} gzip`);
  }
  const shell = shellBreakdown();
  const ok = shell.own <= SHELL_OWN_BUDGET_BYTES;
  console.log('Shell breakdown (gzipped):');
  console.log(`  React and react-dom (shared)            ${kb(shell.react).padStart(9)}`);
  console.log(`  other shared libraries it provides      ${kb(shell.sharedLibraries).padStart(9)}  (router, query, zustand, zod, dexie)`);
  console.log(`  shell's own code                        ${kb(shell.own).padStart(9)}  budget ${kb(SHELL_OWN_BUDGET_BYTES)}: ${ok ? 'ok' : 'OVER BUDGET'}`);
  return ok;
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
