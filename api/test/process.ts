import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built entry point, run as `npm start` runs it (relative to the api folder). */
export const API_ENTRY = 'dist/start.js';

/** The built entry point's path; fails, saying what to do, when the API has not been built. */
export function builtEntry(): string {
  if (!existsSync(path.join(API_DIR, API_ENTRY)))
    throw new Error('api/dist/start.js is missing: run npm run build first');
  return API_ENTRY;
}

/** The connection strings the store's command line prints, one a line: its Unix socket's and, when asked for, its TCP port's. */
export const printedStoreUri = {
  unix: /^(mongodb:\/\/%2F\S+)$/m,
  tcp: /^(mongodb:\/\/127\.0\.0\.1:\d+)$/m,
} as const;

/** A child process started in the api folder, with everything it printed kept. */
export interface RunningProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Standard output and error so far, as they arrived. */
  output(): string;
  /** Standard output so far. */
  stdout(): string;
  /** Standard error so far. */
  stderr(): string;
  /** The first match of `pattern` in the output after `since` characters; fails if the process exits first. */
  waitFor(pattern: RegExp, options?: { since?: number; timeoutMs?: number }): Promise<RegExpExecArray>;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop(): Promise<void>;
}

/** Where a process runs: the api folder unless `cwd` says otherwise; `detached` starts a process group of its own. */
export interface ProcessOptions {
  cwd?: string;
  detached?: boolean;
}

/**
 * Starts `command` with only `env` (plus PATH and HOME), as a deployment would. The one helper of the API's
 * and the browser tests for a process to start and wait on.
 */
export function runProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  { cwd = API_DIR, detached = false }: ProcessOptions = {},
): RunningProcess {
  const child = spawn(command, args, {
    cwd,
    detached,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  return {
    child,
    exited,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    async waitFor(pattern, { since = 0, timeoutMs = 240_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(output.slice(since));
        if (match) return match;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`exited with ${child.exitCode ?? child.signalCode} before ${pattern}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The built entry point (dist/start.js) with `env`; resolves once it listens, with its URL. */
export async function startApiProcess(env: Record<string, string>): Promise<RunningProcess & { url: string }> {
  const api = runProcess(process.execPath, [builtEntry()], {
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  try {
    const url = (await api.waitFor(/ is running at (http:\/\/\S+)/))[1]!;
    return Object.assign(api, { url });
  } catch (error) {
    api.child.kill('SIGKILL');
    throw error;
  }
}
