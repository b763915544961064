import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ManifestEntry } from 'workbox-build';
import { remoteNames } from '../kit/remotes.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** File types of a remote's build worth keeping offline. */
const PRECACHED = /\.(js|css|json|png|svg|woff2?)$/;

/**
 * A built file whose name carries its content hash (`name-XXXXXXXX.js`): its URL alone names its content,
 * so its precache entry needs no revision, and the service worker stays smaller without one.
 */
export const HASHED_FILE_NAME = /-[\w-]{8}\.(?:js|css)$/;

/**
 * The service worker's precache entries for every remote's built files, as the URLs the API serves them
 * under (`/mf/<name>/...`), each revisioned by content hash unless its name already carries one. The remotes are separate builds, so they
 * must be built before the shell; a missing remote build stops the shell build with a clear message.
 */
export function remotePrecacheEntries(repoRoot: string): ManifestEntry[] {
  return remoteNames.flatMap((name) => {
    const dist = join(repoRoot, `mf-${name}`, 'dist');
    if (!existsSync(join(dist, 'remoteEntry.js'))) {
      throw new Error(`mf-${name}/dist/remoteEntry.js is missing: build the remotes before the shell (npm run build).`);
    }
    return filesUnder(dist)
      .map((file) => relative(dist, file).split(sep).join('/'))
      // Left out: build manifests, and the server-rendered landing page's own entry (offline, the shell draws '/').
      .filter((path) => PRECACHED.test(path) && !path.startsWith('.vite/') && !path.startsWith('page/'))
      .map((path) => ({
        url: `/mf/${name}/${path}`,
        revision: HASHED_FILE_NAME.test(path) ? null : createHash('md5').update(readFileSync(join(dist, path))).digest('hex'),
      }));
  });
}
