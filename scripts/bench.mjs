#!/usr/bin/env node
// npm run bench: one harness for every workspace's benchmarks. Each `<workspace>/bench/*.bench.ts` exports `run()`
// resolving to rows { name, figure?, opsPerSec?, p50Ms?, p99Ms?, ratio?, budget?, met?, note? } (see
// api/bench/row.ts); each starts its own servers on free ports with fresh data and cleans up. Prints one table with
// the machine's figures (a column only when some row fills it), each budget beside its figure with `ok` or `MISS`,
// and last a count of the budgets met and missed. A missed budget does not fail the run; a benchmark that throws
// does (exit code 1).
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
const held = (row) => typeof row.budget === 'string' && row.budget !== '';
const verdict = (row) => (!held(row) ? '' : row.met === true ? 'ok' : 'MISS');

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

/** Every column the table may have: its title, its cell for a row, and whether it is a number (right-aligned). */
const COLUMNS = [
  ['benchmark', (row) => row.file.replace(/\/bench\//, ':').replace(/\.bench\.ts$/, ''), false],
  ['case', (row) => row.name, false],
  ['figure', (row) => row.figure ?? '', true],
  ['ops/s', (row) => format(row.opsPerSec, 0), true],
  ['p50 ms', (row) => format(row.p50Ms, 2), true],
  ['p99 ms', (row) => format(row.p99Ms, 2), true],
  ['ratio', (row) => format(row.ratio, 2), true],
  ['budget', (row) => (held(row) ? row.budget : ''), false],
  ['met', verdict, false],
  ['note', (row) => row.note ?? '', false],
];
// The two name columns always; any other only when some row has something in it.
const columns = COLUMNS.filter(([, cell], i) => i < 2 || rows.some((row) => cell(row) !== ''));
const header = columns.map(([title]) => title);
const table = rows.map((row) => columns.map(([, cell]) => cell(row)));
const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => cells[i].length)));
const line = (cells) =>
  cells
    .map((cell, i) => (columns[i][2] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
    .join('  ')
    .trimEnd();

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
if (failures > 0) console.log(`failed: ${failures} benchmark${failures === 1 ? '' : 's'} (see FAILED above)`);
const budgeted = rows.filter(held);
const missed = budgeted.filter((row) => row.met !== true);
console.log(
  `budgets: ${budgeted.length - missed.length} met, ${missed.length} missed` +
    (missed.length > 0 ? ` (${missed.map((row) => row.name).join('; ')})` : ''),
);
process.exit(failures === 0 ? 0 : 1);
