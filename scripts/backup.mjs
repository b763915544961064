#!/usr/bin/env node
// npm run backup / npm run restore: builds the API if it is out of date, then runs its backup command
// (api/src/backups/cli.ts) with the arguments given after `--`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { withBuildLock } from './lib/lock.mjs';
import { ROOT, run } from './lib/run.mjs';
import { buildTargets, staleReason } from './lib/targets.mjs';

const api = buildTargets().find((target) => target.name === 'api');
if (staleReason(api)) {
  const [command, args] = api.command;
  const { code } = await withBuildLock(() => run(command, args));
  if (code !== 0) process.exit(code);
}
const cli = spawn(process.execPath, [join(ROOT, 'api/dist/backups/cli.js'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
cli.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
