import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess } from '../../api/test/process.ts';

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
  /** The API process's id (the embedded store runs inside it). */
  pid: number;
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
  /** A DATA_DIR the caller prepared (e.g. a seeded store in its `db` folder); removed at stop like a fresh one. */
  dataDir?: string;
  timeoutMs?: number;
}

/**
 * The JSON lines of a growing output, each parsed once: a worker's product serves many files, and tests poll
 * its log every few milliseconds.
 */
function logReader(output: () => string): () => LogLine[] {
  const lines: LogLine[] = [];
  let read = 0;
  return () => {
    const text = output();
    // Complete lines only: the rest of a partial one arrives with the next chunk.
    const end = text.lastIndexOf('\n') + 1;
    for (const line of text.slice(read, end).split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // Not one of the API's JSON lines (a library writing to the console).
      }
    }
    read = Math.max(read, end);
    return lines;
  };
}

/** The environment a test starts the product with: a free loopback port, `dataDir`, the embedded store, no NODE_ENV. */
export function productEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...extra };
}

/**
 * Starts the built product as `npm start` would run it (node api/dist/start.js) on a free port with a
 * fresh DATA_DIR (or the one given) and NODE_ENV unset; resolves once it prints its URL and admin password.
 */
export async function startProduct(options: StartOptions = {}): Promise<Product> {
  const root = options.root ?? ROOT;
  const entry = join(root, 'api/dist/start.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first.`);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const server = runProcess(process.execPath, [entry], productEnv(dataDir, options.env), { cwd: root });
  const timeoutMs = options.timeoutMs ?? 30_000;
  let url: string;
  let adminPassword: string;
  try {
    url = (await server.waitFor(/is running at (http:\/\/\S+)/, { timeoutMs }))[1]!;
    adminPassword = (await server.waitFor(/Admin password[^:]*:\s*(\S+)/, { timeoutMs }))[1]!;
  } catch (error) {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const logLines = logReader(server.output);
  return {
    url,
    adminPassword,
    dataDir,
    pid: server.child.pid!,
    output: server.output,
    logLines,
    async waitForLog(predicate, { since = 0, timeoutMs = 10_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = logLines().slice(since).find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error('Expected log line did not appear');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      // Graceful first; a server still running 10 s later is killed.
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      await server.stop();
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
