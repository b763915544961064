// A cross-process lock, so two builds in the same checkout (npm start and npm test, say) never write the
// same dist folders at once.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

const LOCK = join(ROOT, 'node_modules/.cache/app-build.lock');

function holderAlive() {
  try {
    const pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` while holding the build lock, waiting for another holder to finish first. */
export async function withBuildLock(work) {
  let announced = false;
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      // Taken: wait for it, or clear it when its holder died without releasing it.
      if (!holderAlive()) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log('waiting for another build in this checkout to finish...');
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
