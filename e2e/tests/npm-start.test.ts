/**
 * `npm start` under a process manager that signals npm alone (a container whose first process is npm, a
 * supervisor stopping its child): the API must hear the SIGTERM and stop gracefully, not be left running.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { productEnv, ROOT } from '../harness/product.ts';

it('stops the API gracefully when npm alone is sent SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  // Its own process group, so that whatever it leaves running can be killed after the test.
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: productEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 60_000;
    let url: string | undefined;
    while (!(url = /is running at (http:\/\/\S+)/.exec(output)?.[1])) {
      if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    npm.kill('SIGTERM');
    await exited;
    expect(output).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(output).toContain('"msg":"stopped"');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  } finally {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // Nothing of the group is left.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
