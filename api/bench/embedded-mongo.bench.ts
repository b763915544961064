/**
 * Benchmark of the embedded store through the official driver (one connection, one operation at a
 * time), next to raw better-sqlite3 running the equivalent statements with the same SQLite settings
 * in the same run: 10,000 inserts (each committed before its reply, so it survives a crash of the
 * process), 2,000 inserts with writeConcern j:true (fsynced), 10,000 finds by _id, 10,000 finds by a
 * unique indexed field, 200 sorted listings of 1,000 documents out of 12,000 (both sides return the
 * documents' BSON undecoded). A server that answers instantly with canned replies, without looking anything
 * up, times the same findOne and the same listing: the cost of the driver and the round trip alone, the floor
 * under every driver figure on this machine. The store and that server each run in their own process, as a
 * MongoDB server does (and as the store does under the cluster's primary): sharing the driver's thread, the
 * store's code and SQLite's slowed every function of the driver by about 1.4 times, which measured the two
 * together rather than the server. The finds by key alternate with that floor's findOne, and the listings (the
 * store's and the floor's) with raw SQLite's, in twenty short rounds; a ratio is the median round's, so both
 * sides meet the same moments of a shared machine.
 * Everything through the driver runs twice: over TCP loopback, and over the store's Unix socket
 * (which the API uses when the store is embedded).
 * `run()` is called by the root bench harness; run this file directly to print a table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { serialize } from 'bson';
import { type Collection, MongoClient } from 'mongodb';
import { printedStoreUri, runProcess } from '../test/process.js';
import { INSERTS, JOURNALED_INSERTS, LISTING_SIZE, type Person, person } from './people.js';

/** One measured operation. */
export interface BenchResult {
  name: string;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  baseline?: string;
  ratio?: number;
}

const FINDS = 10_000;
const LISTINGS = 200;
const WARM_UP = 500;

interface Workload {
  docs: Person[];
  /** Random document positions for the finds, the same for both sides. */
  lookups: number[];
}

function workload(): Workload {
  const docs = Array.from({ length: INSERTS + JOURNALED_INSERTS }, (_, n) => person(n));
  const lookups = Array.from({ length: FINDS }, () => Math.floor(Math.random() * docs.length));
  return { docs, lookups };
}

/** Times `count` sequential runs of `op`, each awaited before the next (as one connection does). */
async function measure(name: string, count: number, op: (i: number) => unknown): Promise<BenchResult> {
  const latencies = new Float64Array(count);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await op(i);
    latencies[i] = performance.now() - t;
  }
  const total = performance.now() - started;
  latencies.sort();
  const at = (q: number) => latencies[Math.min(count - 1, Math.floor(q * count))]!;
  return { name, opsPerSec: Math.round((count / total) * 1000), p50Ms: round(at(0.5)), p99Ms: round(at(0.99)) };
}

/** An operation timed by name; `i` counts its runs (a find picks its document by it). */
interface Timed {
  name: string;
  op: (i: number) => unknown;
}

/** Rounds a measured operation alternates with its baseline in. */
const ROUNDS = 20;

/**
 * Times `measured` in rounds of `count / ROUNDS` runs, each right after as many runs of `baseline`, and returns
 * the round with the median ratio (the ratio set), with the baseline's figures in that round: a burst of other
 * work on a shared machine then lands in one round, not on one side of the ratio.
 */
async function alternating(
  measured: Timed,
  baseline: Timed,
  count: number,
): Promise<{ row: BenchResult; base: BenchResult }> {
  const perRound = count / ROUNDS;
  const rounds: { row: BenchResult; base: BenchResult }[] = [];
  for (let n = 0; n < ROUNDS; n++) {
    const runs = (op: Timed['op']) => (i: number) => op(n * perRound + i);
    const base = await measure(baseline.name, perRound, runs(baseline.op));
    const row = await measure(measured.name, perRound, runs(measured.op));
    rounds.push({ row: compare(row, base), base });
  }
  return rounds.sort((a, b) => a.row.ratio! - b.row.ratio!)[Math.floor(ROUNDS / 2)]!;
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/**
 * The 1,000 documents with the highest n, through the driver, left as the BSON the server sent (`raw`): raw
 * SQLite's listing returns its bodies undecoded too, so neither side pays for turning them into objects.
 */
async function sortedListing(coll: Collection<Person>): Promise<void> {
  const page = await coll.find({}, { raw: true }).sort({ n: -1 }).limit(LISTING_SIZE).toArray();
  if (page.length !== LISTING_SIZE) throw new Error('a listing came back short');
}

/** How the driver reaches the server: TCP loopback, or the Unix socket the API itself uses. */
type Transport = 'tcp' | 'unix';

/** The store's rows (finds and the listing with their ratios), and the no-op floor's findOne in the same rounds. */
interface StoreRows {
  rows: BenchResult[];
  floorFindOne: BenchResult;
}

/** The store through the driver; finds by key alternate with `baselines.findOne`, the listing with `baselines.listing`. */
async function embedded(
  { docs, lookups }: Workload,
  transport: Transport,
  baselines: { findOne: Timed; listing: Timed },
): Promise<StoreRows> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const store = await startServer('src/embedded-mongo/cli.ts', dir, transport);
  const client = await new MongoClient(store.uri, { maxPoolSize: 1 }).connect();
  const label = (name: string) => `embedded (${transport}): ${name}`;
  try {
    const coll = client.db('bench').collection<Person>('people');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ n: 1 });
    for (let i = 0; i < WARM_UP; i++) await client.db('admin').command({ ping: 1 });
    const journaled = { writeConcern: { w: 1, j: true } } as const;
    const inserts = [
      await measure(label('insertOne'), INSERTS, (i) => coll.insertOne(docs[i]!)),
      await measure(label('insertOne, j:true (fsync)'), JOURNALED_INSERTS, (i) =>
        coll.insertOne(docs[INSERTS + i]!, journaled),
      ),
    ];
    const byId = await alternating(
      { name: label('findOne by _id'), op: (i) => coll.findOne({ _id: docs[lookups[i]!]!._id }) },
      baselines.findOne,
      FINDS,
    );
    const byField = await alternating(
      { name: label('findOne by unique field'), op: (i) => coll.findOne({ email: docs[lookups[i]!]!.email }) },
      baselines.findOne,
      FINDS,
    );
    const listing = await alternating(
      { name: label(`find sorted, ${LISTING_SIZE} docs`), op: () => sortedListing(coll) },
      baselines.listing,
      LISTINGS,
    );
    return { rows: [...inserts, byId.row, byField.row, listing.row], floorFindOne: byId.base };
  } finally {
    await client.close();
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a wire server in its own process (the store's command line, or the no-op server's, which takes the same
 * options), serving in `dir`, and returns the connection string for `transport`.
 */
async function startServer(script: string, dir: string, transport: Transport) {
  const server = runProcess(process.execPath, ['--import', 'tsx', script, '--dir', dir, '--port', '0'], {});
  try {
    return { uri: (await server.waitFor(printedStoreUri[transport], { timeoutMs: 60_000 }))[1]!, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The baseline of the sorted listing: raw SQLite's ordered SELECT. */
const RAW_LISTING = `better-sqlite3: SELECT ORDER BY LIMIT ${LISTING_SIZE}`;

/** Raw SQLite's figures, and its ordered SELECT kept open for the store's listing to alternate with. */
interface RawSqlite {
  rows: BenchResult[];
  listing: Timed;
  close(): void;
}

async function rawSqlite({ docs, lookups }: Workload): Promise<RawSqlite> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sqlite-'));
  const db = new Database(join(dir, 'raw.sqlite'));
  const close = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 10000');
    db.pragma('synchronous = NORMAL');
    db.exec(
      'CREATE TABLE people (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, n INTEGER NOT NULL, body BLOB NOT NULL)',
    );
    db.exec('CREATE INDEX people_n ON people (n)');
    const insert = db.prepare('INSERT INTO people (id, email, n, body) VALUES (?, ?, ?, ?)');
    const add = (doc: Person) => insert.run(doc._id, doc.email, doc.n, serialize(doc));
    const byId = db.prepare('SELECT body FROM people WHERE id = ?');
    const byEmail = db.prepare('SELECT body FROM people WHERE email = ?');
    const listing = db.prepare('SELECT body FROM people ORDER BY n DESC LIMIT ?');
    const list = () => listing.all(LISTING_SIZE);
    const rows = [
      await measure('better-sqlite3: INSERT, synchronous=NORMAL', INSERTS, (i) => add(docs[i]!)),
      await measure('better-sqlite3: INSERT, synchronous=FULL', JOURNALED_INSERTS, (i) => {
        db.pragma('synchronous = FULL');
        add(docs[INSERTS + i]!);
        db.pragma('synchronous = NORMAL');
      }),
      await measure('better-sqlite3: SELECT by primary key', FINDS, (i) => byId.get(docs[lookups[i]!]!._id)),
      await measure('better-sqlite3: SELECT by unique column', FINDS, (i) => byEmail.get(docs[lookups[i]!]!.email)),
      await measure(RAW_LISTING, LISTINGS, list),
    ];
    return { rows, listing: { name: RAW_LISTING, op: list }, close };
  } catch (error) {
    close();
    throw error;
  }
}

/** The driver against the no-op server, left open for the store's finds to alternate with: its findOne and its listing. */
async function openFloor(
  { docs, lookups }: Workload,
  transport: Transport,
): Promise<{ findOne: Timed; listing: Timed; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-no-op-'));
  const server = await startServer('bench/noOpServer.ts', dir, transport);
  const client = await new MongoClient(server.uri, { maxPoolSize: 1 }).connect();
  const close = async () => {
    await client.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const coll = client.db('bench').collection<Person>('people');
  for (let i = 0; i < WARM_UP; i++) await coll.findOne({ _id: docs[0]!._id });
  return {
    findOne: {
      name: `driver alone (${transport}): findOne, no-op server`,
      op: (i) => coll.findOne({ _id: docs[lookups[i]!]!._id }),
    },
    listing: {
      name: `driver alone (${transport}): find sorted, ${LISTING_SIZE} docs, no-op server`,
      op: () => sortedListing(coll),
    },
    close,
  };
}

const INSERT_BUDGET = 2_000;
/** Finds by key: at least this share of the driver against the no-op server on the same transport. */
const FIND_RATIO = 0.8;
/** The sorted listing: at least this share of raw SQLite's ordered SELECT. */
const SORTED_RATIO = 0.3;

/** The budget a row is held to, if any: finds by key and the sorted listing as ratios, (non-journaled) inserts in ops/s. */
function budgetNote(row: BenchResult): string | undefined {
  const ratio = /findOne/.test(row.name) ? FIND_RATIO : /find sorted/.test(row.name) ? SORTED_RATIO : undefined;
  if (ratio !== undefined) return `budget ratio >= ${ratio}: ${(row.ratio ?? 0) >= ratio ? 'met' : 'not met'}`;
  if (!/insertOne$/.test(row.name)) return undefined;
  return `budget ${INSERT_BUDGET.toLocaleString('en-US')}/s: ${row.opsPerSec >= INSERT_BUDGET ? 'met' : 'not met'}`;
}

/** ops/s of `row` over `baseline`'s, to three places. */
function compare(row: BenchResult, baseline: BenchResult): BenchResult {
  return { ...row, baseline: baseline.name, ratio: Math.round((row.opsPerSec / baseline.opsPerSec) * 1000) / 1000 };
}

/**
 * Runs the benchmark over both transports. Finds by key are compared with the driver against the
 * no-op server on the same transport (what the store adds to the protocol's own round trip); the
 * other rows with raw SQLite doing the same statements.
 */
export async function run(): Promise<(BenchResult & { note?: string })[]> {
  const work = workload();
  const raw = await rawSqlite(work);
  const rows: (BenchResult & { note?: string })[] = [];
  try {
    for (const transport of ['tcp', 'unix'] as const) {
      const floor = await openFloor(work, transport);
      try {
        const store = await embedded(work, transport, { findOne: floor.findOne, listing: raw.listing });
        const floorListing = await alternating(floor.listing, raw.listing, LISTINGS);
        rows.push(
          ...store.rows.map((row, i) => {
            // Finds and the listing come with their ratio to the baseline they alternated with; inserts get raw SQLite's.
            const compared = row.ratio !== undefined ? row : compare(row, raw.rows[i]!);
            return { ...compared, note: budgetNote(compared) };
          }),
          store.floorFindOne,
          { ...floorListing.row, note: 'the most any server reaches through the driver' },
        );
      } finally {
        await floor.close();
      }
    }
  } finally {
    raw.close();
  }
  return [...rows, ...raw.rows];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await run();
  console.table(
    results.map((r) => ({
      name: r.name,
      'ops/s': r.opsPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      ratio: r.ratio ?? '',
      baseline: r.baseline ?? '',
      note: r.note ?? '',
    })),
  );
}
