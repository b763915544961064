import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One structured line of the server's log (the API writes JSON lines). */
export type LogLine = { msg?: string; [field: string]: unknown };

/** A running product: the real API entry serving the built frontends. */
export interface Product {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The admin password printed on first start. */
  adminPassword: string;
  dataDir: string;
  /** Everything the server has written so far. */
  output(): string;
  /** The JSON log lines written so far. */
  logLines(): LogLine[];
  /** Waits for a JSON log line matching `predicate` (only lines after `since`, an index into logLines()). */
  waitForLog(predicate: (line: LogLine) => boolean, options?: { since?: number; timeoutMs?: number }): Promise<LogLine>;
  /** Stops the server (SIGTERM, graceful) and removes its data folder. */
  stop(): Promise<void>;
}

/** Settings for one product start. */
export interface StartOptions {
  /** Folder holding the built product (the API build and every frontend build); the repository by default. */
  root?: string;
  /** Extra environment, e.g. COACH_EMAILS. */
  env?: Record<string, string>;
  timeoutMs?: number;
}

function parseLines(text: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // A partial line: the rest arrives with the next chunk.
    }
  }
  return lines;
}

/** The environment a test starts the product with: a free loopback port, `dataDir`, NODE_ENV unset, the embedded store. */
export function productEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...extra };
  delete env.NODE_ENV;
  delete env.MONGODB_URI;
  return env;
}

/**
 * Starts the built product as `npm start` would run it (node api/dist/start.js) on a free port with a
 * fresh DATA_DIR and NODE_ENV unset; resolves once it prints its URL and admin password.
 */
export async function startProduct(options: StartOptions = {}): Promise<Product> {
  const root = options.root ?? ROOT;
  const entry = join(root, 'api/dist/start.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const env = productEnv(dataDir, options.env);
  const child: ChildProcess = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let url: string | undefined;
  let adminPassword: string | undefined;
  while (!url || !adminPassword) {
    url = /is running at (http:\/\/\S+)/.exec(output)?.[1];
    adminPassword = /Admin password[^:]*:\s*(\S+)/.exec(output)?.[1];
    if (child.exitCode !== null) throw new Error(`The product exited during start-up (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const product: Product = {
    url,
    adminPassword,
    dataDir,
    output: () => output,
    logLines: () => parseLines(output),
    async waitForLog(predicate, { since = 0, timeoutMs = 10_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = parseLines(output).slice(since).find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error('Expected log line did not appear');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return product;
}
