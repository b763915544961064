#!/usr/bin/env node
// npm run dev: the development loop. Rebuilds the remotes, the shell and the API on every change (watch
// mode, development builds, no offline cache) and restarts the API whenever its build changes.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';
import { TSC } from './check.mjs';
import { localBin, ROOT } from './lib/run.mjs';
import { REMOTES } from './lib/targets.mjs';

const children = [];

/** Starts a long-running child whose output lines are prefixed with its name. */
function start(name, command, args, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.push(child);
  return child;
}

for (const name of REMOTES) start(`mf-${name}`, localBin('vite'), ['build', '--watch', '--mode', 'development'], join(ROOT, `mf-${name}`));
start('shell', localBin('vite'), ['build', '--watch', '--mode', 'development'], join(ROOT, 'shell'));
// tsc, not the build's esbuild: in watch mode it also reports type errors as the API's files change.
start('api-build', process.execPath, [TSC, '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']);

const entry = join(ROOT, 'api/dist/start.js');
let api = null;
let restartTimer = null;
let stopping = false;

function launchApi() {
  api = start('api', process.execPath, [entry]);
  api.on('exit', () => {
    api = null;
  });
}

/** Stops the running API (gracefully) and starts the fresh build; a restart asked for meanwhile waits. */
function restartApi() {
  if (!existsSync(entry)) return;
  if (stopping) return scheduleRestart();
  if (!api) return launchApi();
  stopping = true;
  api.once('exit', () => {
    stopping = false;
    launchApi();
  });
  api.kill('SIGTERM');
}

// Compiler output arrives as a burst of files: restart once it has been quiet for a moment.
function scheduleRestart() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(restartApi, 500);
}
const apiDist = join(ROOT, 'api/dist');
const waitForBuild = setInterval(() => {
  if (!existsSync(apiDist)) return;
  clearInterval(waitForBuild);
  watch(apiDist, { recursive: true }, scheduleRestart);
  scheduleRestart();
}, 500);

function stopAll() {
  clearInterval(waitForBuild);
  clearTimeout(restartTimer);
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
