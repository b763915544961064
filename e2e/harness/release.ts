import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteNames } from '../../shell/kit/remotes.ts';
import { ROOT } from './product.ts';

/** The built files the product runs from: the API's build and every frontend build. */
const BUILT = ['api/dist', 'api/package.json', 'shell/dist', ...remoteNames.map((name) => `mf-${name}/dist`)];

/**
 * What is wrong with a copied build, or null when it is whole: every entry file present and every file the
 * service worker precaches (the shell's and the remotes') present, so a copy taken while some other build
 * in the working tree was rewriting a dist folder is caught.
 */
export function releaseProblem(dir: string): string | null {
  const entries = ['api/dist/start.js', 'shell/dist/index.html', 'shell/dist/sw.js'];
  for (const name of remoteNames) entries.push(`mf-${name}/dist/remoteEntry.js`);
  const missing = entries.find((path) => !existsSync(join(dir, path)));
  if (missing) return `${missing} is missing`;
  const worker = readFileSync(join(dir, 'shell/dist/sw.js'), 'utf8');
  for (const [, url] of worker.matchAll(/"url":"(\/[^"]+)"/g)) {
    const remote = /^\/mf\/([a-z]+)\/(.+)$/.exec(url!);
    const path = remote ? `mf-${remote[1]}/dist/${remote[2]}` : `shell/dist${url}`;
    if (!existsSync(join(dir, path))) return `${path} (precached by the service worker) is missing`;
  }
  return null;
}

/**
 * Copies the built product into a temporary folder laid out like the repository (dependencies linked),
 * so the browser tests run one fixed build even if the working tree is rebuilt while they run.
 * Throws when the copy is not a whole build (see {@link releaseProblem}).
 */
export function snapshotRelease(): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-release-'));
  try {
    for (const path of BUILT) {
      if (!existsSync(join(ROOT, path))) throw new Error(`${path} is missing: run npm run build first.`);
      cpSync(join(ROOT, path), join(dir, path), { recursive: true });
    }
    linkDependencies(dir);
    const problem = releaseProblem(dir);
    if (problem) throw new Error(`The build is incomplete: ${problem}`);
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A private copy of a snapshot, for a test that changes the built files (e.g. ships a new version). */
export function copyRelease(from: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-release-'));
  for (const path of BUILT) cpSync(join(from, path), join(dir, path), { recursive: true });
  linkDependencies(dir);
  return dir;
}

/**
 * Links the installed dependencies into a copy: the repository's, and the API's own folder, where npm puts the
 * versions only the API uses (its build must not fall back to another package's older copy at the root).
 */
function linkDependencies(dir: string): void {
  for (const path of ['node_modules', 'api/node_modules'])
    if (existsSync(join(ROOT, path))) symlinkSync(join(ROOT, path), join(dir, path), 'dir');
}

/** Removes a snapshot made by {@link snapshotRelease}. */
export function removeRelease(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
