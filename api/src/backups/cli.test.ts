import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { createAgent, runProcess, startApiProcess } from '../../test/index.js';

const ADMIN_PASSWORD = 'backups and restores';
const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-commands-'));
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the built backup command line (what npm run backup and npm run restore call) to its end. */
async function backupCommand(args: string[], extraEnv: Record<string, string> = {}) {
  const run = runProcess(process.execPath, ['dist/backups/cli.js', ...args], { ...env, ...extraEnv });
  const code = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

const request = (parentName: string) => ({
  studentFirstName: 'Avery',
  studentLastName: 'Jordan',
  gradeLevel: '11th',
  parentName,
  phone: '(555) 123-4567',
  email: `${parentName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  challenges: 'Starts assignments late.',
  weekdayMorning: false,
  weekdayAfternoon: true,
  weekdayEvening: false,
  weekend: true,
});

async function parentsListed(url: string): Promise<string[]> {
  const admin = createAgent(url);
  expect((await admin.post(API_PATHS.adminSignIn, { password: ADMIN_PASSWORD })).status).toBe(200);
  const listed = await admin.get(API_PATHS.consultationRequests);
  return listed.json<Array<{ parentName: string }>>().map((entry) => entry.parentName);
}

describe('npm run backup and npm run restore', () => {
  let folder = '';

  it('backs up while the server serves, and prints the folder it wrote', async () => {
    const server = await startApiProcess(env);
    try {
      expect((await createAgent(server.url).post(API_PATHS.requestConsultation, request('Before Backup'))).status).toBe(
        201,
      );
      const backup = await backupCommand(['backup']);
      expect(backup.code, backup.stderr).toBe(0);
      folder = backup.stdout.trim().split('\n').at(-1)!;
      expect(folder).toMatch(new RegExp(`^${dataDir}/backups/backup-`));
      expect(readdirSync(path.join(folder, 'coaching'))).toContain('consultation_requests.bson');
      // Still serving, and a restore is refused while it does.
      expect((await createAgent(server.url).post(API_PATHS.requestConsultation, request('After Backup'))).status).toBe(
        201,
      );
      const refused = await backupCommand(['restore', folder]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The server is running on ${dataDir}: stop it, then restore.`);
    } finally {
      await server.stop();
    }
  });

  it('refuses to restore over a store that holds records unless --force, which moves the store aside', async () => {
    const refused = await backupCommand(['restore', folder]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds \d+ records, which a restore would replace\. Run again with --force/);

    const restored = await backupCommand(['restore', folder, '--force']);
    expect(restored.code, restored.stderr).toBe(0);
    const aside = /is now in (\S+)\./.exec(restored.stdout)?.[1];
    expect(aside && existsSync(path.join(aside, 'embedded-mongo.sqlite'))).toBe(true);
    expect(restored.stdout).toMatch(/Restored \d+ records in \d+ collections/);
  });

  it('leaves the product starting with the records of the backup, and none written after it', async () => {
    const server = await startApiProcess(env);
    try {
      const parents = await parentsListed(server.url);
      expect(parents).toContain('Before Backup');
      expect(parents).not.toContain('After Backup');
    } finally {
      await server.stop();
    }
  });

  it('leaves the store as it was when a backup cannot be restored, and says why', async () => {
    const broken = path.join(dataDir, 'broken-backup');
    cpSync(folder, broken, { recursive: true });
    const requests = path.join(broken, 'coaching', 'consultation_requests.bson');
    truncateSync(requests, statSync(requests).size - 5);
    const store = path.join(dataDir, 'db', 'embedded-mongo.sqlite');
    const [entries, bytes] = [readdirSync(dataDir).sort(), readFileSync(store)];
    // What a restore killed half-way would have left: a copy of records, removed by the next restore.
    mkdirSync(path.join(dataDir, 'db-restoring-killed'));
    writeFileSync(path.join(dataDir, 'db-restoring-killed', 'embedded-mongo.sqlite'), 'records');

    const failed = await backupCommand(['restore', broken, '--force']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`${broken} could not be restored (`);
    expect(failed.stderr).toContain(`Nothing was changed in ${path.join(dataDir, 'db')}.`);
    expect(readdirSync(dataDir).sort()).toEqual(entries);
    expect(readFileSync(store).equals(bytes)).toBe(true);
  });

  it('backs up while the server serves from a folder whose path is too long for a socket beside its data', async () => {
    const longDir = path.join(dataDir, 'a folder named at length'.repeat(4));
    const server = await startApiProcess({ ...env, DATA_DIR: longDir });
    try {
      const backup = await backupCommand(['backup'], { DATA_DIR: longDir });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout.trim().split('\n').at(-1)).toMatch(new RegExp(`^${longDir}/backups/backup-`));
    } finally {
      await server.stop();
    }
  });

  it('says what to do instead with MONGODB_URI set, or without a backup folder', async () => {
    const backup = await backupCommand(['backup'], { MONGODB_URI: 'mongodb://127.0.0.1:9/coaching' });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain(
      'MONGODB_URI is set: this command works on the embedded store only. For MongoDB use mongodump',
    );
    const restore = await backupCommand(['restore', dataDir]);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('is not a backup: it holds no <database>/<collection>.bson files.');
  });
});
