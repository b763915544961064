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

/** File types of a remote's build worth keeping offline; its standalone preview page is left out. */
const PRECACHED = /\.(js|css|json|png|svg|woff2?)$/;

/**
 * The service worker's precache entries for every remote's built files, as the URLs the API serves them
 * under (`/mf/<name>/...`), each revisioned by content hash. The remotes are separate builds, so they
 * must be built before the shell; a missing remote build stops the shell build with a clear message.
 */
export function remotePrecacheEntries(repoRoot: string): ManifestEntry[] {
  return remoteNames.flatMap((name) => {
    const dist = join(repoRoot, `mf-${name}`, 'dist');
    if (!existsSync(join(dist, 'remoteEntry.js'))) {
      throw new Error(`mf-${name}/dist/remoteEntry.js is missing: build the remotes before the shell (npm run build).`);
    }
    return filesUnder(dist)
      .filter((file) => PRECACHED.test(file))
      .map((file) => ({
        url: `/mf/${name}/${relative(dist, file).split(sep).join('/')}`,
        revision: createHash('md5').update(readFileSync(file)).digest('hex'),
      }));
  });
}
