#!/usr/bin/env node
// npm run bench: one harness for every workspace's benchmarks. Each `<workspace>/bench/*.bench.ts` exports
// `run()` resolving to rows { name, opsPerSec?, p50Ms?, p99Ms?, ratio?, note? }; each starts its own
// servers on free ports with fresh data and cleans up. Prints one table with the machine's figures.
import { existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { ROOT, WORKSPACES } from './lib/run.mjs';

const only = process.argv.slice(2);

function benchFiles() {
  return WORKSPACES.flatMap((workspace) => {
    const dir = join(ROOT, workspace, 'bench');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.bench.ts'))
      .map((name) => join(dir, name));
  }).filter((file) => only.length === 0 || only.some((filter) => file.includes(filter)));
}

const format = (value, digits) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '');

// One module graph for every benchmark: the models a benchmark loads are registered with mongoose once.
register();

const rows = [];
let failures = 0;
for (const file of benchFiles()) {
  const label = relative(ROOT, file);
  console.error(`> ${label}`);
  try {
    const module = await import(pathToFileURL(file).href);
    if (typeof module.run !== 'function') throw new Error('exports no run()');
    for (const row of await module.run()) rows.push({ file: label, ...row });
  } catch (error) {
    failures++;
    rows.push({ file: label, name: 'FAILED', note: error instanceof Error ? error.message : String(error) });
  }
}

const header = ['benchmark', 'case', 'ops/s', 'p50 ms', 'p99 ms', 'ratio', 'note'];
const table = rows.map((row) => [
  row.file.replace(/\/bench\//, ':').replace(/\.bench\.ts$/, ''),
  row.name,
  format(row.opsPerSec, 0),
  format(row.p50Ms, 2),
  format(row.p99Ms, 2),
  format(row.ratio, 2),
  row.note ?? '',
]);
const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');

const cpu = cpus();
console.log(
  `machine: ${cpu.length} CPUs (${cpu[0]?.model ?? 'unknown'}), Node ${process.version}, ${process.platform}/${process.arch}`,
);
if (rows.length === 0) console.log('no benchmarks found (looked for <workspace>/bench/*.bench.ts)');
else {
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of table) console.log(line(cells));
}
process.exit(failures === 0 ? 0 : 1);
