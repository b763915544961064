/**
 * API throughput on loopback with autocannon (50 connections, 10 s each): the signed-in student's
 * activity list; the admin's list with 1,000 consultation requests stored: the first page of all of
 * them (uncompressed, and with the Accept-Encoding a browser sends), the first page the inbox opens on
 * (new and contacted) and an older page; the full-list export and the public submission (shown, not
 * held to the budget). Each is measured right after a bare Koa route returning a constant, for a ratio
 * on the same machine in the same minute. For the reads held to the budget, after a second of load that V8
 * compiles the read's path in (not counted), the bare route and the read alternate in seven rounds of a
 * seventh of the time each, and the round with the median ratio is shown: a burst of other work on a shared
 * machine then lands in one or two rounds, not on one side of the ratio.
 * Budget: signed-in reads at least 30% of the bare route, p99 under 50 ms.
 * For the reads, the bare route also sends the read's own reply bytes (a second baseline: what moving
 * those bytes costs with no sign-in and no store), and each row notes the CPU time per reply of the
 * server process and of the load generator, and the store operations per reply; CPU per reply stays
 * comparable when other work shares the machine.
 * Run alone: npx tsx api/bench/api.bench.ts (BENCH_SECONDS sets each case's time, BENCH_ONLY=<text> picks cases).
 */
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { BenchCounters, BenchReady, SameBodyRead } from './benchServer.js';

/** One line of the benchmark table. */
export interface BenchRow {
  name: string;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  ratio: number;
  note?: string;
}

const CONNECTIONS = 50;
/** Rounds of bare route and read, alternating, for a read held to the budget. */
const ROUNDS = 7;
/** Load on a read held to the budget before its rounds, not counted: V8 compiles its path meanwhile. */
const WARM_UP_SECONDS = 1;

interface Scenario {
  name: string;
  /** The path asked for; a function when it is only known once the servers run (an older page's cursor). */
  path: string | ((ready: BenchReady) => string);
  method?: string;
  cookie?: 'client' | 'admin';
  body?: string;
  /** A signed-in read held to the budget. */
  budget: boolean;
  /** Also measure the bare route sending this read's own reply bytes (a second baseline). */
  sameBodyBaseline?: boolean;
  /** Accept-Encoding to send (autocannon sends none, so replies are uncompressed by default). */
  acceptEncoding?: string;
  /**
   * A fixed number of requests from fewer connections instead of 10 s from 50: for a slow reply, whose
   * replies cut off when the time is up would be logged as failures and keep the server busy afterwards.
   */
  load?: { connections: number; amount: number };
  /** The status every reply should have, when it is not a 2xx (a refused log-in). */
  expectStatus?: number;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'GET /api/activities (signed-in client)',
    path: '/api/activities',
    cookie: 'client',
    budget: true,
    sameBodyBaseline: true,
  },
  {
    name: 'GET /api/consultation-requests (admin, first page of 50, 1,000 stored)',
    path: '/api/consultation-requests',
    cookie: 'admin',
    budget: true,
    sameBodyBaseline: true,
  },
  {
    // What the admin page's browser actually receives: every browser sends Accept-Encoding.
    name: 'GET /api/consultation-requests (admin, first page of 50, 1,000 stored, Accept-Encoding as a browser sends it)',
    path: '/api/consultation-requests',
    cookie: 'admin',
    acceptEncoding: 'gzip, deflate, br',
    budget: true,
    sameBodyBaseline: true,
  },
  {
    // What the inbox opens on: the requests still new or contacted.
    name: 'GET /api/consultation-requests?status=new,contacted (admin, the inbox as it opens, 1,000 stored)',
    path: '/api/consultation-requests?status=new,contacted',
    cookie: 'admin',
    budget: true,
  },
  {
    // 'Show older requests'.
    name: 'GET /api/consultation-requests?before=... (admin, second page of 50, 1,000 stored)',
    path: (ready) => ready.secondPagePath,
    cookie: 'admin',
    budget: true,
  },
  {
    name: 'GET /api/consultation-requests/export (admin, all 1,000 as .xlsx, 2 connections, 20 requests; not held to the budget)',
    path: '/api/consultation-requests/export?tz=UTC',
    cookie: 'admin',
    budget: false,
    load: { connections: 2, amount: 20 },
  },
  {
    name: 'POST /api/consultation-request (rate limit raised)',
    path: '/api/consultation-request',
    method: 'POST',
    body: JSON.stringify({
      studentFirstName: 'Load',
      studentLastName: 'Test',
      gradeLevel: '12th',
      phone: '555-123-4567',
      email: 'load.test@example.com',
      challenges: 'Time management',
      weekdayEvening: true,
    }),
    budget: false,
  },
  {
    // The path a password guesser takes: counted per address and against all failures together.
    name: 'POST /api/admin/login (wrong password, 401; rate limits raised)',
    path: '/api/admin/login',
    method: 'POST',
    body: JSON.stringify({ password: 'a wrong guess' }),
    budget: false,
    expectStatus: 401,
  },
];

interface BenchServers {
  ready: BenchReady;
  counters(): Promise<BenchCounters>;
  stop(): Promise<void>;
}

/** The key benchServer keeps a captured reply under (its sameBodyKey; benchServer is not imported, it runs on load). */
const sameBodyKey = (path: string, acceptEncoding = '') => `${path} ${acceptEncoding}`;

function startServers(): Promise<BenchServers> {
  const sameBodyReads: SameBodyRead[] = SCENARIOS.filter((scenario) => scenario.sameBodyBaseline).map((scenario) => ({
    path: scenario.path as string,
    cookie: scenario.cookie!,
    acceptEncoding: scenario.acceptEncoding ?? '',
  }));
  const child = fork(fileURLToPath(new URL('./benchServer.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_SAME_BODIES: JSON.stringify(sameBodyReads) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (message) => {
      const ready = (message as { ready: BenchReady }).ready;
      resolve({
        ready,
        counters: () =>
          new Promise<BenchCounters>((answer) => {
            child.once('message', (reply) => answer((reply as { counters: BenchCounters }).counters));
            child.send('counters');
          }),
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send('stop');
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
          }),
      });
    });
  });
}

interface Measured {
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  /** Server process CPU time per reply (both cores count), in microseconds. */
  cpuMicrosPerRequest: number;
  /** This process's CPU time per reply: autocannon, the load generator, runs here. */
  loadCpuMicrosPerRequest: number;
  storeOperationsPerRequest: number;
  /** Bytes received per reply, headers included. */
  bytesPerReply: number;
}

async function measure(
  servers: BenchServers,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
  length: { seconds: number } | NonNullable<Scenario['load']>,
  expectStatus?: number,
): Promise<Measured> {
  const shape = 'seconds' in length ? { connections: CONNECTIONS, duration: length.seconds } : length;
  const before = await servers.counters();
  const loadBefore = process.cpuUsage();
  const result = await autocannon({ url, ...shape, ...options });
  const load = process.cpuUsage(loadBefore);
  const after = await servers.counters();
  const replies = Math.max(1, result.requests.total);
  return {
    opsPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed:
      result.errors +
      result.timeouts +
      (expectStatus ? result.requests.total - (result.statusCodeStats[expectStatus]?.count ?? 0) : result.non2xx),
    cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / replies,
    loadCpuMicrosPerRequest: (load.user + load.system) / replies,
    storeOperationsPerRequest: (after.storeOperations - before.storeOperations) / replies,
    bytesPerReply: result.throughput.total / replies,
  };
}

/**
 * What each reply cost the server process (CPU time, store round trips), its size on the wire, and what
 * it cost the load generator (autocannon decodes every body into a string: large replies cost it more
 * than the server, and then bound the rate whatever the server does). "% of a core" is that CPU time
 * times the rate: near 100% is the side that sets the rate.
 */
function costNote(figures: Measured): string {
  const operations = Number(figures.storeOperationsPerRequest.toFixed(2));
  const size =
    figures.bytesPerReply >= 10_240
      ? `${Math.round(figures.bytesPerReply / 1024)} KB`
      : `${Math.round(figures.bytesPerReply)} B`;
  const cpu = (micros: number) =>
    `${Math.round(micros)} µs/reply (${Math.round((micros * figures.opsPerSec) / 10_000)}% of a core)`;
  return (
    `${size}/reply, ${operations} store operations/reply; CPU: server ${cpu(figures.cpuMicrosPerRequest)}, ` +
    `load generator ${cpu(figures.loadCpuMicrosPerRequest)}`
  );
}

/** One round of a case: the bare route, the bare route with the read's own bytes, and the case itself. */
interface Round {
  bare: Measured;
  sameBody?: Measured;
  measured: Measured;
  ratio: number;
}

/**
 * Runs the benchmark and returns its rows: before each measured route, the bare route returning a
 * constant (the ratio's base) and, for the reads, the bare route returning the read's own bytes.
 */
export async function run(): Promise<BenchRow[]> {
  const servers = await startServers();
  const { ready } = servers;
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rows: BenchRow[] = [];
  try {
    // BENCH_ONLY=<text> measures only the cases whose name holds it (each still after its bare route).
    const only = process.env.BENCH_ONLY;
    for (const scenario of SCENARIOS.filter((candidate) => !only || candidate.name.includes(only))) {
      const path = typeof scenario.path === 'string' ? scenario.path : scenario.path(ready);
      const headers: Record<string, string> = {};
      if (scenario.cookie) headers.cookie = scenario.cookie === 'client' ? ready.clientCookie : ready.adminCookie;
      if (scenario.body) headers['content-type'] = 'application/json';
      if (scenario.acceptEncoding) headers['accept-encoding'] = scenario.acceptEncoding;
      const rounds = scenario.budget ? ROUNDS : 1;
      const slice = { seconds: seconds / rounds };
      const request = { method: scenario.method ?? 'GET', headers, ...(scenario.body ? { body: scenario.body } : {}) };
      if (scenario.budget) await measure(servers, `${ready.appUrl}${path}`, request, { seconds: WARM_UP_SECONDS });
      const measuredRounds: Round[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const bare = await measure(servers, ready.bareUrl, {}, slice);
        const sameBody = scenario.sameBodyBaseline
          ? await measure(
              servers,
              `${ready.bareUrl}${path}`,
              { headers: scenario.acceptEncoding ? { 'accept-encoding': scenario.acceptEncoding } : {} },
              slice,
            )
          : undefined;
        const measured = await measure(
          servers,
          `${ready.appUrl}${path}`,
          request,
          scenario.load ?? slice,
          scenario.expectStatus,
        );
        measuredRounds.push({ bare, sameBody, measured, ratio: measured.opsPerSec / bare.opsPerSec });
      }
      const { bare, sameBody, measured, ratio } = medianRound(measuredRounds);
      rows.push({ name: 'bare Koa route (constant JSON)', ...pick(bare), ratio: 1, note: costNote(bare) });
      if (sameBody) {
        const kilobytes = Math.round(ready.bodyBytes[sameBodyKey(path, scenario.acceptEncoding)]! / 1024);
        rows.push({
          name: `bare Koa route (the same ${kilobytes} KB as the next row)`,
          ...pick(sameBody),
          ratio: sameBody.opsPerSec / bare.opsPerSec,
          note: costNote(sameBody),
        });
      }
      const notes: string[] = [];
      const failed = measuredRounds.reduce((sum, round) => sum + round.measured.failed, 0);
      if (failed > 0) notes.push(`${failed} failed replies`);
      if (scenario.budget) {
        const within = ratio >= 0.3 && measured.p99Ms < 50;
        notes.push(
          within ? 'within budget (>= 30% of bare, p99 < 50 ms)' : 'OVER BUDGET (>= 30% of bare, p99 < 50 ms)',
          `median of ${rounds} rounds (ratios ${measuredRounds.map((each) => each.ratio.toFixed(2)).join(', ')})`,
        );
      }
      notes.push(costNote(measured));
      rows.push({ name: scenario.name, ...pick(measured), ratio, note: notes.join('; ') });
    }
  } finally {
    await servers.stop();
  }
  return rows;
}

/** The round whose ratio is the median: the one a burst of other work on the machine least likely skewed. */
function medianRound(rounds: Round[]): Round {
  return [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
}

function pick(figures: { opsPerSec: number; p50Ms: number; p99Ms: number }) {
  return { opsPerSec: figures.opsPerSec, p50Ms: figures.p50Ms, p99Ms: figures.p99Ms };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await run();
  console.table(
    rows.map((row) => ({
      case: row.name,
      'ops/s': Math.round(row.opsPerSec),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      ratio: Number(row.ratio.toFixed(2)),
      note: row.note ?? '',
    })),
  );
}
