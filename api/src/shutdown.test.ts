import { expect, it } from 'vitest';
import { runProcess } from '../test/process.js';

it('exits once a stop has run past its limit, saying so', async () => {
  const child = runProcess(process.execPath, ['--import', 'tsx', 'test/fixtures/endless-stop.ts'], {});
  try {
    await child.waitFor(/ready/, { timeoutMs: 30_000 });
    await child.stop();
    expect(child.child.exitCode).toBe(1);
    expect(child.output()).toContain('"msg":"shutdown took too long: exiting now","limitMs":300');
  } finally {
    child.child.kill('SIGKILL');
  }
});
