#!/usr/bin/env node
// npm start: builds whatever is missing or out of date, then runs the API, which serves the whole product
// (it prints the URL, the admin password on first start, and where data lives).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ROOT } from './lib/run.mjs';

const entry = join(ROOT, 'api/dist/start.js');

if (!(await build({ onlyStale: true }))) process.exit(1);
if (!existsSync(entry)) {
  console.error(`The API's entry ${entry} was not built; check api/src/start.ts and api/build.mjs.`);
  process.exit(1);
}

const api = spawn(process.execPath, [entry], { cwd: ROOT, stdio: 'inherit' });
// Ctrl-C reaches the API directly (same process group); a SIGTERM sent to this script alone is passed on,
// so the API shuts down gracefully either way.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => api.kill('SIGTERM'));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
