/**
 * Durability and lifecycle, embedded only: data and indexes survive a restart; every acknowledged
 * write survives SIGKILL; one store per directory; close() frees the port; the CLI serves until
 * SIGTERM and exits cleanly.
 */
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { type Document, MongoClient, MongoServerError } from 'mongodb';
import { expect, it } from 'vitest';
import { printedStoreUri, runProcess, type RunningProcess } from '../../../test/process.js';
import { startEmbeddedMongo } from '../index.js';
import { cleanupAfterEach, describeEmbedded, memoryLogger } from './harness.js';

const { defer, temp } = cleanupAfterEach();

/** Starts a store on `dir` with a connected client; both closed after the test. */
async function open(dir: string) {
  const store = await startEmbeddedMongo({ dir, logger: memoryLogger(), port: 0 });
  const client = await new MongoClient(store.uri).connect();
  const close = async () => {
    await client.close();
    await store.close();
  };
  defer(close);
  return { store, client, close };
}

/** Runs a TypeScript file with tsx from the api workspace; killed after the test if still running. */
function runTs(file: string, args: string[]): RunningProcess {
  return killedAfterTest(runProcess(process.execPath, ['--import', 'tsx', file, ...args], {}));
}

/** Kills `running` after the test if it is still running. */
function killedAfterTest(running: RunningProcess): RunningProcess {
  defer(() => {
    if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  });
  return running;
}

/** The complete lines the process printed on its standard output so far. */
function stdoutLines(running: RunningProcess): string[] {
  return running.stdout().split('\n').slice(0, -1);
}

/** How the process ended, once it has. */
async function exited(running: RunningProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const code = await running.exited;
  return { code, signal: running.child.signalCode };
}

describeEmbedded('lifecycle', () => {
  it('starts in well under a second and frees its port on close', async () => {
    const dir = temp();
    const started = performance.now();
    const store = await startEmbeddedMongo({ dir, logger: memoryLogger(), port: 0 });
    expect(performance.now() - started).toBeLessThan(1000);
    const client = await new MongoClient(store.uri).connect();
    await client.db('x').collection('y').insertOne({ a: 1 });
    await client.close();
    await store.close();
    await new Promise<void>((resolve, reject) => {
      const server = net.createServer().once('error', reject);
      server.listen(store.port, '127.0.0.1', () => server.close(() => resolve()));
    });
    // The SQLite file is released too: a new store opens the same directory at once.
    const again = await startEmbeddedMongo({ dir, logger: memoryLogger(), port: 0 });
    await again.close();
  });

  it('refuses a second store on a directory that is in use', async () => {
    const dir = temp();
    await open(dir);
    await expect(startEmbeddedMongo({ dir, logger: memoryLogger(), port: 0 })).rejects.toThrow(/in use/);
  });

  it('keeps documents, collections and indexes across a restart', async () => {
    const dir = temp();
    const first = await open(dir);
    const coll = first.client.db('app').collection('people');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ seen: 1 }, { expireAfterSeconds: 3600 });
    const seen = new Date('2025-01-02T03:04:05.678Z');
    await coll.insertMany([
      { _id: 'a', email: 'a@x', seen, nested: { list: [1, 'two', null] } },
      { _id: 'b', email: 'b@x', seen },
    ] as Document[]);
    await coll.updateOne({ _id: 'b' } as Document, { $set: { email: 'c@x' } });
    await coll.deleteOne({ _id: 'a' } as Document);
    await coll.insertOne({ _id: 'a2', email: 'a@x' } as Document);
    await first.close();

    const second = await open(dir);
    const again = second.client.db('app').collection('people');
    expect(await again.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a2', email: 'a@x' },
      { _id: 'b', email: 'c@x', seen },
    ]);
    expect((await again.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1', 'seen_1']);
    const error = await again.insertOne({ email: 'c@x' }).catch((e: unknown) => e);
    expect((error as MongoServerError).code).toBe(11000);
    expect(await again.findOne({ email: 'a@x' })).toMatchObject({ _id: 'a2' });
    expect((await second.client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual(['people']);
  });
});

describeEmbedded('crash safety', () => {
  for (const synchronous of ['full', 'normal'] as const) {
    it(`keeps every acknowledged write after SIGKILL (synchronous=${synchronous})`, async () => {
      const dir = temp();
      const child = runTs('src/embedded-mongo/test/fixtures/crash-writer.ts', [dir, synchronous]);
      const ready = () => stdoutLines(child).includes('ready');
      const acknowledgedIds = () =>
        stdoutLines(child)
          .filter((line) => /^\d+$/.test(line))
          .map(Number);
      const deadline = Date.now() + 30_000;
      while ((!ready() || acknowledgedIds().length < 400) && Date.now() < deadline && child.child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(acknowledgedIds().length).toBeGreaterThanOrEqual(400);
      child.child.kill('SIGKILL');
      expect((await exited(child)).signal).toBe('SIGKILL');
      // Read once the process has ended: every id it printed had been acknowledged.
      const acknowledged = acknowledgedIds();

      const { client } = await open(dir);
      const coll = client.db('crash').collection('acks');
      const present = await coll.countDocuments({ _id: { $in: acknowledged } } as Document);
      expect(present).toBe(acknowledged.length);
      // The unique index came back consistent with the documents it covers.
      expect(await coll.countDocuments({ seq: { $in: acknowledged } })).toBe(acknowledged.length);
      const sample = acknowledged[Math.floor(acknowledged.length / 2)]!;
      expect(await coll.findOne({ seq: sample })).toMatchObject({ _id: sample, seq: sample });
      expect((await coll.insertOne({ seq: sample }).catch((e: unknown) => e)) as MongoServerError).toMatchObject({
        code: 11000,
      });
    });
  }
});

describeEmbedded('command line', () => {
  it('prints both URIs, serves on each, and closes cleanly on SIGTERM', async () => {
    const dir = temp();
    const child = runTs('src/embedded-mongo/cli.ts', ['--dir', dir, '--port', '0']);
    await child.waitFor(printedStoreUri.tcp, { timeoutMs: 20_000 });
    await child.waitFor(printedStoreUri.unix, { timeoutMs: 20_000 });
    const [tcp, unix] = stdoutLines(child)
      .filter((line) => line.startsWith('mongodb://'))
      .map((line) => line.trim());
    expect(tcp).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    expect(unix).toBe(`mongodb://${encodeURIComponent(join(dir, 'mongod.sock'))}`);
    for (const [uri, _id] of [
      [tcp!, 'by tcp'],
      [unix!, 'by socket'],
    ]) {
      const client = await new MongoClient(uri!).connect();
      await client
        .db('cli')
        .collection('c')
        .insertOne({ _id } as Document);
      await client.close();
    }
    child.child.kill('SIGTERM');
    expect(await exited(child)).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dir, 'mongod.sock'))).toBe(false);

    const { client: after } = await open(dir);
    expect(await after.db('cli').collection('c').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'by socket' },
      { _id: 'by tcp' },
    ]);
  });

  it('run by npm, stops when npm is sent SIGTERM (as a process manager does) and frees its directory', async () => {
    const dir = temp();
    const npm = killedAfterTest(runProcess('npm', ['run', 'embedded-mongo', '--', '--dir', dir], {}));
    await npm.waitFor(printedStoreUri.unix, { timeoutMs: 30_000 });
    npm.child.kill('SIGTERM');
    await npm.exited;
    expect(existsSync(join(dir, 'mongod.sock'))).toBe(false);
    // A store left running would still hold the directory: a new one could not open it.
    const { client } = await open(dir);
    expect(await client.db('cli').collection('c').countDocuments()).toBe(0);
  });

  it('explains its usage when --dir is missing', async () => {
    const child = runTs('src/embedded-mongo/cli.ts', []);
    expect((await exited(child)).code).toBe(2);
  });
});
