/**
 * Benchmark of the embedded store through the official driver, next to raw better-sqlite3 doing the
 * equivalent statements in the same run: 10,000 durable inserts, 10,000 finds by _id, 10,000 finds by
 * a unique indexed field, 100 sorted listings of 1,000 documents (out of 10,000).
 * `run()` is called by the root bench harness; run this file directly to print a table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/embedded-mongo/index.js';

/** One measured operation. */
export interface BenchResult {
  name: string;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  baseline?: string;
  ratio?: number;
}

const DOCS = 10_000;
const FINDS = 10_000;
const LISTINGS = 100;
const LISTING_SIZE = 1_000;

interface Person {
  _id: string;
  email: string;
  n: number;
  name: string;
  createdAt: Date;
  tags: string[];
}

function people(): Person[] {
  return Array.from({ length: DOCS }, (_, n) => ({
    _id: randomBytes(12).toString('base64url'),
    email: `person${n}@example.com`,
    n,
    name: `Person ${n}`,
    createdAt: new Date(1_700_000_000_000 + n * 1000),
    tags: ['client', n % 2 === 0 ? 'even' : 'odd'],
  }));
}

/** Times `count` sequential runs of `op` (awaited one at a time, as one connection does). */
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

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

function pickOrder(count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(Math.random() * DOCS));
}

async function embedded(docs: Person[], order: number[]): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
  const store = await startEmbeddedMongo({ dir, logger: { info() {}, warn: console.warn, error: console.error } });
  const client = await new MongoClient(store.uri, { maxPoolSize: 1 }).connect();
  try {
    const coll = client.db('bench').collection<Person>('people');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ n: 1 });
    return [
      await measure('embedded: insertOne (durable)', DOCS, (i) => coll.insertOne(docs[i]!)),
      await measure('embedded: findOne by _id', FINDS, (i) => coll.findOne({ _id: docs[order[i]!]!._id })),
      await measure('embedded: findOne by unique field', FINDS, (i) => coll.findOne({ email: docs[order[i]!]!.email })),
      await measure(`embedded: find sorted, ${LISTING_SIZE} docs`, LISTINGS, async () => {
        const page = await coll.find({}).sort({ n: -1 }).limit(LISTING_SIZE).toArray();
        if (page.length !== LISTING_SIZE) throw new Error('listing came back short');
      }),
    ];
  } finally {
    await client.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function rawSqlite(docs: Person[], order: number[]): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sqlite-'));
  const db = new Database(join(dir, 'raw.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(
      'CREATE TABLE people (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, n INTEGER NOT NULL, body BLOB NOT NULL)',
    );
    db.exec('CREATE INDEX people_n ON people (n)');
    const insert = db.prepare('INSERT INTO people (id, email, n, body) VALUES (?, ?, ?, ?)');
    const byId = db.prepare('SELECT body FROM people WHERE id = ?');
    const byEmail = db.prepare('SELECT body FROM people WHERE email = ?');
    const listing = db.prepare('SELECT body FROM people ORDER BY n DESC LIMIT ?');
    return [
      await measure('better-sqlite3: INSERT (durable)', DOCS, (i) =>
        insert.run(docs[i]!._id, docs[i]!.email, docs[i]!.n, serialize(docs[i]!)),
      ),
      await measure('better-sqlite3: SELECT by primary key', FINDS, (i) => byId.get(docs[order[i]!]!._id)),
      await measure('better-sqlite3: SELECT by unique column', FINDS, (i) => byEmail.get(docs[order[i]!]!.email)),
      await measure(`better-sqlite3: SELECT ORDER BY LIMIT ${LISTING_SIZE}`, LISTINGS, () => listing.all(LISTING_SIZE)),
    ];
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the benchmark; embedded rows carry their raw SQLite baseline and ops/s ratio to it. */
export async function run(): Promise<BenchResult[]> {
  const docs = people();
  const order = pickOrder(FINDS);
  const store = await embedded(docs, order);
  const raw = await rawSqlite(docs, order);
  const compared = store.map((row, i) => ({
    ...row,
    baseline: raw[i]!.name,
    ratio: Math.round((row.opsPerSec / raw[i]!.opsPerSec) * 1000) / 1000,
  }));
  return [...compared, ...raw];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await run();
  console.table(
    results.map((r) => ({
      name: r.name,
      'ops/s': r.opsPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'vs raw': r.ratio ?? '',
    })),
  );
}
