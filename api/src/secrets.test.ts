import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { resolveSecrets } from './secrets.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('resolveSecrets', () => {
  it('generates the admin password, session key and VAPID keys once and keeps them in DATA_DIR', async () => {
    const first = await resolveSecrets(loadConfig({ DATA_DIR: dir }));
    expect(first.newAdminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.config.adminPassword).toBe(first.newAdminPassword);
    expect(first.config.sessionKeys[0]!.length).toBeGreaterThanOrEqual(32);
    expect(first.config.vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const file = path.join(dir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = await resolveSecrets(loadConfig({ DATA_DIR: dir }));
    expect(second.newAdminPassword).toBeNull();
    expect(second.config.adminPassword).toBe(first.config.adminPassword);
    expect(second.config.sessionKeys).toEqual(first.config.sessionKeys);
    expect(second.config.vapid).toEqual(first.config.vapid);
    expect(JSON.parse(await readFile(file, 'utf8')).adminPassword).toBe(first.config.adminPassword);
  });

  it('prefers the environment and generates nothing it provides', async () => {
    const outcome = await resolveSecrets(
      loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'from the environment', SESSION_SECRET: 's'.repeat(40) }),
    );
    expect(outcome.newAdminPassword).toBeNull();
    expect(outcome.config.adminPassword).toBe('from the environment');
    expect(outcome.config.sessionKeys).toEqual(['s'.repeat(40)]);
    expect(JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')).adminPassword).toBeUndefined();
  });
});
