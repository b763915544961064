import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

it('exits once a stop has run past its limit, saying so', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/endless-stop.ts'], { cwd: API_DIR });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    while (!output.includes('ready')) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(output).toContain('"msg":"shutdown took too long: exiting now","limitMs":300');
  } finally {
    child.kill('SIGKILL');
  }
});
