import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes DATA_DIR private to the user running the server, whatever the umask: the folder and every
 * folder in it 0700, every file 0600 (they hold the store, generated secrets and the store's socket).
 * Returns how many existing entries had looser modes and were tightened.
 */
export async function makeDataDirPrivate(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return tighten(dir);
}

async function tighten(entry: string): Promise<number> {
  const stats = await lstat(entry);
  if (stats.isSymbolicLink()) return 0;
  const wanted = stats.isDirectory() ? 0o700 : 0o600;
  let tightened = 0;
  if ((stats.mode & 0o777 & ~wanted) !== 0) {
    await chmod(entry, wanted);
    tightened += 1;
  }
  if (stats.isDirectory()) for (const name of await readdir(entry)) tightened += await tighten(path.join(entry, name));
  return tightened;
}
