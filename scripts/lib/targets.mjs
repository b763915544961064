// What `npm run build` builds, in order, and when each build is out of date.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { localBin, ROOT, WORKSPACES } from './run.mjs';

/** Remote names (each built from its `mf-<name>` workspace), in build order. */
export const REMOTES = WORKSPACES.filter((dir) => dir.startsWith('mf-')).map((dir) => dir.slice('mf-'.length));

const KIT_INPUTS = ['shell/kit/src', 'shell/kit/federation.ts', 'shell/kit/remotes.ts', 'shell/kit/package.json'];
const SKIP = new Set(['node_modules', 'dist', '.vite', '.__mf__temp']);

function newestMtime(path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(full)) {
    if (SKIP.has(name)) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function mtime(path) {
  const full = join(ROOT, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

/**
 * The build targets. `output` is the file each build writes last; a target is stale when that file is
 * missing or older than any input (or than another target's output it depends on).
 */
export function buildTargets() {
  const api = {
    name: 'api',
    dir: 'api',
    inputs: ['api/src', 'api/tsconfig.json', 'api/build.mjs', 'api/package.json'],
    output: 'api/dist/start.js',
    command: ['npm', ['run', 'build', '-w', '@app/api']],
    dependsOn: [],
  };
  const remotes = REMOTES.map((name) => ({
    name: `mf-${name}`,
    dir: `mf-${name}`,
    inputs: [
      `mf-${name}/src`,
      `mf-${name}/vite.config.ts`,
      `mf-${name}/module-federation.config.ts`,
      `mf-${name}/package.json`,
      // The configuration, plugins, preview page and federation settings every remote builds with.
      'shell/build',
      'api/src/contract',
      ...KIT_INPUTS,
    ],
    output: `mf-${name}/dist/remoteEntry.js`,
    command: [localBin('vite'), ['build'], { cwd: join(ROOT, `mf-${name}`) }],
    dependsOn: [],
  }));
  const shell = {
    name: 'shell',
    dir: 'shell',
    inputs: [
      'shell/src',
      'shell/build',
      'shell/index.html',
      'shell/vite.config.ts',
      'shell/module-federation.config.ts',
      'shell/package.json',
      'api/src/contract',
      ...KIT_INPUTS,
    ],
    // The service worker is written last, after the precache list of every remote's files is known.
    output: 'shell/dist/sw.js',
    command: [localBin('vite'), ['build'], { cwd: join(ROOT, 'shell') }],
    dependsOn: remotes.map((remote) => remote.output),
  };
  const hasApiBuild = existsSync(join(ROOT, 'api/build.mjs'));
  return [...(hasApiBuild ? [api] : []), ...remotes, shell];
}

/** Whether a frontend's dist folder holds a development build (from `npm run dev`). */
function isDevelopmentBuild(target) {
  const info = join(ROOT, target.dir, 'dist/.vite/build-info.json');
  if (target.name === 'api' || !existsSync(info)) return false;
  try {
    return JSON.parse(readFileSync(info, 'utf8')).mode !== 'production';
  } catch {
    return true;
  }
}

/** Why a target needs building, or null when its output is up to date. */
export function staleReason(target) {
  const built = mtime(target.output);
  if (!built) return 'not built yet';
  if (isDevelopmentBuild(target)) return 'holds a development build';
  const changed = target.inputs.find((input) => newestMtime(input) > built);
  if (changed) return `${changed} changed`;
  const dependency = target.dependsOn.find((path) => mtime(path) > built);
  if (dependency) return `${dependency} was rebuilt`;
  return null;
}
