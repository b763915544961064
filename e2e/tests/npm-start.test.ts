/**
 * `npm start` under a process manager that signals npm alone (a container whose first process is npm, a
 * supervisor stopping its child): the API must hear the SIGTERM and stop gracefully, not be left running.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { runProcess } from '../../api/test/process.ts';
import { productEnv, ROOT } from '../harness/product.ts';

it('stops the API gracefully when npm alone is sent SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  // Its own process group, so that whatever it leaves running can be killed after the test.
  const npm = runProcess('npm', ['start'], productEnv(dataDir), { cwd: ROOT, detached: true });
  try {
    const url = (await npm.waitFor(/is running at (http:\/\/\S+)/, { timeoutMs: 60_000 }))[1]!;
    expect((await fetch(`${url}${API_PATHS.health}`)).status).toBe(200);

    await npm.stop();
    expect(npm.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(npm.output()).toContain('"msg":"stopped"');
    await expect(fetch(`${url}${API_PATHS.health}`)).rejects.toThrow();
  } finally {
    try {
      process.kill(-npm.child.pid!, 'SIGKILL');
    } catch {
      // Nothing of the group is left.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
