import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from './contract/paths.js';
import {
  builtEntry,
  createAgent,
  openEventStream,
  runProcess,
  startApiProcess,
  type RunningProcess,
} from '../test/index.js';

type Started = RunningProcess & { url: string };

/** How many "listening" lines the server has logged: the primary's and each worker's. */
const listeningLines = (server: Started) => (server.stdout().match(/"msg":"listening"/g) ?? []).length;

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The process and its descendants (cluster workers). */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    return listed ? listed.split(/\s+/).map(Number) : [];
  });
  return [pid, ...children.flatMap(processTree)];
}

/** The primary and its workers: the tree's processes running the entry. */
function apiProcesses(pid: number): number[] {
  return processTree(pid).filter((member) => {
    try {
      return readFileSync(`/proc/${member}/cmdline`, 'utf8').includes('start.js');
    } catch {
      return false; // ended meanwhile
    }
  });
}

/** TCP ports some process of the tree listens on, read from /proc (Linux). */
function listeningTcpPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const member of processTree(pid))
    for (const fd of readdirSync(`/proc/${member}/fd`)) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${member}/fd/${fd}`);
      } catch {
        continue; // closed meanwhile
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const [, local, , state] = columns;
      if (state === '0A' && inodes.has(columns[9] ?? '')) ports.add(Number.parseInt(local!.split(':')[1]!, 16));
    }
  }
  return [...ports];
}

/** Every entry under `dir` whose mode lets the group or others in, with that mode. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string) => {
    const stats = await stat(entry);
    if ((stats.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(dir);
  return found;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const env = () => ({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });

const request = JSON.stringify({
  studentFirstName: 'Riley',
  studentLastName: 'Chen',
  gradeLevel: '12th',
  phone: '555-222-3333',
  email: 'riley@example.com',
});

// Each case starts real processes, which takes long on a busy machine.
describe('npm start (dist/start.js)', { timeout: 300_000 }, () => {
  let password = '';

  it('prints the URL, the admin password on first start and where data lives; stops gracefully on SIGTERM', async () => {
    const server = await startApiProcess(env());
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.stdout()).toContain(`Data: embedded store in ${path.join(dataDir, 'db')}`);
      password = /Admin password \(first start, shown once\): (\S+)/.exec(server.stdout())?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(server.stdout()).toContain('E-mail is off: sign-in links are written to this log.');

      const health = await createAgent(server.url).get(API_PATHS.health);
      expect(health.json()).toEqual({ status: 'ok', store: 'embedded' });
      const admin = createAgent(server.url);
      expect((await admin.post(API_PATHS.adminSignIn, { password })).status).toBe(200);
      const stream = await openEventStream(admin, API_PATHS.notifications);
      await stream.waitForComments(1);

      // A request whose body is still arriving when the signal comes must be finished, not cut.
      const port = Number(new URL(server.url).port);
      const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const inFlight = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: API_PATHS.requestConsultation,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request) },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        inFlight.on('error', reject);
        inFlight.write(request.slice(0, 20));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          void waitFor(() => server.stdout().includes('"msg":"shutting down"'), 'shutdown to begin').then(async () => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            inFlight.end(request.slice(20));
          }, reject);
        }, 300);
      });

      await waitFor(() => server.stdout().includes('"msg":"shutting down"'), 'shutdown to begin');
      await stream.ended;
      await expect(fetch(`${server.url}${API_PATHS.health}`)).rejects.toThrow();
      const answered = await reply;
      expect(answered.status).toBe(201);
      expect(JSON.parse(answered.body)).toEqual({ message: 'Consultation request received' });
      expect(await server.exited).toBe(0);
      expect(server.stdout()).toContain('"msg":"stopped"');
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('keeps data and secrets across restarts, and says nothing of the password again', async () => {
    const server = await startApiProcess(env());
    try {
      expect(server.stdout()).not.toContain('Admin password');
      const admin = createAgent(server.url);
      expect((await admin.post(API_PATHS.adminSignIn, { password })).status).toBe(200);
      const list = (await admin.get(API_PATHS.consultationRequests)).json();
      expect(list.map((item: { studentFirstName: string }) => item.studentFirstName)).toEqual(['Riley']);
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it.runIf(existsSync('/proc/net/tcp'))(
    'listens on no TCP port but PORT, and keeps DATA_DIR private, tightening one left open to others',
    async () => {
      const open = await mkdtemp(path.join(os.tmpdir(), 'start-open-'));
      try {
        await chmod(open, 0o755);
        await mkdir(path.join(open, 'db'), { mode: 0o755 });
        await writeFile(path.join(open, 'notes.txt'), 'left by hand', { mode: 0o644 });
        await chmod(path.join(open, 'notes.txt'), 0o644);
        const server = await startApiProcess({ ...env(), DATA_DIR: open });
        try {
          const port = Number(new URL(server.url).port);
          expect(listeningTcpPorts(server.child.pid!)).toEqual([port]);
          const admin = createAgent(server.url);
          const password = /Admin password \(first start, shown once\): (\S+)/.exec(server.stdout())?.[1] ?? '';
          expect((await admin.post(API_PATHS.adminSignIn, { password })).status).toBe(200);
          expect((await createAgent(server.url).post(API_PATHS.requestConsultation, JSON.parse(request))).status).toBe(
            201,
          );
          expect(await openToOthers(open)).toEqual([]);
          expect(server.stdout()).toContain(
            'DATA_DIR was open to other users: made private (folders 0700, files 0600)',
          );
          expect((await stat(path.join(open, 'db', 'mongod.sock'))).isSocket()).toBe(true);
          server.child.kill('SIGTERM');
          expect(await server.exited).toBe(0);
        } finally {
          server.child.kill('SIGKILL');
        }
      } finally {
        await rm(open, { recursive: true, force: true });
      }
    },
  );

  it.runIf(existsSync('/proc/net/tcp'))(
    "WEB_CONCURRENCY=2: two workers share PORT and the primary's store; alerts reach streams on either; a dead worker is replaced; SIGTERM drains all",
    async () => {
      const own = await mkdtemp(path.join(os.tmpdir(), 'start-cluster-'));
      const server = await startApiProcess({ ...env(), DATA_DIR: own, WEB_CONCURRENCY: '2' });
      try {
        expect(server.stdout()).toContain('Workers: 2 processes share the port');
        const password = /Admin password \(first start, shown once\): (\S+)/.exec(server.stdout())?.[1] ?? '';
        const pid = server.child.pid!;
        // Each worker loads the whole API at start: on a busy machine that takes seconds.
        await waitFor(() => apiProcesses(pid).length === 3, 'two workers', 120_000);
        // The primary says it listens as soon as one worker does; the other may still be starting.
        await waitFor(() => listeningLines(server) === 3, 'both workers to listen', 120_000);
        expect(listeningTcpPorts(pid)).toEqual([Number(new URL(server.url).port)]);

        // Round-robin hands consecutive connections to different workers.
        const streams = [];
        for (let i = 0; i < 2; i++) {
          const admin = createAgent(server.url);
          expect((await admin.post(API_PATHS.adminSignIn, { password })).status).toBe(200);
          const stream = await openEventStream(admin, API_PATHS.notifications);
          await stream.waitForComments(1);
          streams.push(stream);
        }
        expect((await createAgent(server.url).post(API_PATHS.requestConsultation, JSON.parse(request))).status).toBe(
          201,
        );
        for (const stream of streams)
          expect(await stream.waitForEvents(1)).toEqual([expect.objectContaining({ studentName: 'Riley Chen' })]);

        const [first] = apiProcesses(pid).slice(1);
        process.kill(first!, 'SIGKILL');
        await waitFor(
          () => server.stdout().includes('"msg":"worker died: starting another"'),
          'the death to be logged',
          60_000,
        );
        await waitFor(
          () => apiProcesses(pid).length === 3 && !apiProcesses(pid).includes(first!),
          'a new worker',
          120_000,
        );
        await waitFor(
          () => listeningLines(server) === 4,
          'the new worker to listen',
          120_000,
        );
        expect((await createAgent(server.url).get(API_PATHS.health)).status).toBe(200);

        server.child.kill('SIGTERM');
        for (const stream of streams) await stream.ended;
        expect(await server.exited).toBe(0);
        expect(server.stdout()).toContain('"msg":"stopped"');
      } finally {
        server.child.kill('SIGKILL');
        await rm(own, { recursive: true, force: true });
      }
    },
  );

  it('refuses to start with a bad setting, naming the variable', async () => {
    const child = runProcess(process.execPath, [builtEntry()], { ...env(), PORT: 'eighty', SMTP_SECURE: 'perhaps' });
    expect(await child.exited).toBe(1);
    const stderr = child.stderr();
    expect(stderr).toContain('Configuration error:');
    expect(stderr).toContain('PORT: must be a whole number from 0 to 65535');
    expect(stderr).toContain('SMTP_SECURE: must be true or false');
  });
});
