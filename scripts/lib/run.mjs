// Running child processes from the orchestration scripts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A dependency's command, from the root node_modules/.bin (npm installs every workspace's there). npx finds the same
 * file after loading npm itself, about half a second of CPU a call, and the build makes seven calls in a row.
 */
export function localBin(name) {
  return join(ROOT, 'node_modules/.bin', name);
}

/** The workspaces' folders, as the root package.json lists them. */
export const WORKSPACES = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).workspaces;

/**
 * Runs a command to completion with output passed through (or captured when `capture` is set).
 * Resolves with the exit code and, when captured, the output; never rejects on a non-zero exit.
 */
export function run(command, args, { cwd = ROOT, env = process.env, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Formats milliseconds as seconds with one decimal. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The environment for the build tools: without NODE_ENV and the test runner's variables, which a build
 * started from the browser tests' set-up would otherwise inherit (bundler plugins change output under test).
 */
export function buildEnvironment() {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name === 'TEST' || name.startsWith('VITEST')) delete env[name];
  return env;
}
