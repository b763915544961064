// Build size report: gzipped JavaScript per workspace, the shell's own code apart from shared libraries, and what a
// cold load of the student's dashboard downloads.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './run.mjs';

/**
 * Budget for the shell's own JavaScript, gzipped. The stateless kit modules that only some remotes use (coach
 * frame settings, session times, push) are bundled by those remotes, and the service worker's precache list
 * carries a revision only for files whose names hold no content hash. The map of each page's files grows with
 * every page the remotes add; the budget is watched so that growth stays deliberate (65 KB since the outbox names
 * each save with its key and the version it replaces, and holds saves by record). npm test fails when it is exceeded
 * (shellOverBudget).
 */
export const SHELL_OWN_BUDGET_BYTES = 65 * 1024;

/** Why the built shell's own code (from its breakdown, read from the build if not given) is over its budget, or null. */
export function shellOverBudget({ own } = shellBreakdown()) {
  if (own <= SHELL_OWN_BUDGET_BYTES) return null;
  return `the shell's own code is ${own} bytes gzipped, over its budget of ${SHELL_OWN_BUDGET_BYTES} (npm run build breaks it down)`;
}

/**
 * Libraries the shell provides to every remote as shared singletons, or inside the kit's shared entry points (the
 * UI primitives, toasts, icons and class merging under "@app/kit/ui" and "@app/kit/panels"); not the shell's own code.
 */
const UI_LIBRARY = '@radix-ui|@floating-ui|aria-hidden|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|sonner|lucide-react|clsx|tailwind-merge';
const SHARED_LIBRARY = new RegExp(
  `node_modules/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack|zustand|zod|dexie|use-sync-external-store|cookie|set-cookie-parser|${UI_LIBRARY})/`,
);
const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const SHARED_NAMES = /^(react|react-dom|react-router|react-router-dom|@tanstack\/react-query|zustand|zod|dexie)(\/|$)/;
const REACT_NAMES = /^(react|react-dom)(\/|$)/;

/** The package a federation wrapper module stands for (its id spells '@' '/' '-' as _mf_0_ _mf_1_ _mf_2_). */
function wrappedPackage(id) {
  const match = /__(?:loadShare|prebuild)__(.+?)__(?:loadShare|prebuild)__/.exec(id);
  return match ? match[1].replaceAll('_mf_0_', '@').replaceAll('_mf_1_', '/').replaceAll('_mf_2_', '-') : null;
}

/** Which bucket a module's bytes belong to. */
function bucketOf(id) {
  const wrapped = wrappedPackage(id);
  if (wrapped) return REACT_NAMES.test(wrapped) ? 'react' : SHARED_NAMES.test(wrapped) ? 'sharedLibraries' : 'own';
  if (REACT.test(id)) return 'react';
  return SHARED_LIBRARY.test(id) ? 'sharedLibraries' : 'own';
}

function jsFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '.vite' ? [] : jsFiles(path);
    return /\.m?js$/.test(name) ? [path] : [];
  });
}

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * Budget for what a cold load of the student's dashboard downloads before it shows: the files the shell's index.html
 * names and the page's own, brotli-compressed as the API sends them. Its time on a slow phone connection (npm run
 * bench -- student-loading) follows these bytes and the number of files that carry them; npm test holds both, so that
 * growth stays deliberate (218 KB in 45 files when set).
 */
export const DASHBOARD_FIRST_LOAD_BUDGET = { bytes: 225 * 1024, files: 48 };

/** A built file's size as the API sends it: its brotli copy, written beside it by the build. */
function brotliSize(path) {
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/** Where a file the shell or a remote serves (e.g. /assets/kit.js, /mf/client/remoteEntry.js) is in the build. */
function builtFile(url) {
  const remote = /^\/mf\/(\w+)\/(.+)$/.exec(url);
  return remote ? join(ROOT, `mf-${remote[1]}`, 'dist', remote[2]) : join(ROOT, 'shell/dist', url);
}

/** The files a cold load of the student's dashboard fetches before it shows, and their bytes as sent. */
export function dashboardFirstLoad() {
  const dist = join(ROOT, 'shell/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The shell's scripts, the modules it preloads and its stylesheet (not the API reads it preloads).
  const named = /<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+\.(?:js|css))"/g;
  const shellFiles = [...html.matchAll(named)].map((m) => m[1]);
  // The page's own files, from the map of each page's files the shell's build writes.
  const map = readdirSync(join(dist, 'assets')).find((name) => /^_virtual_page-files-.*\.js$/.test(name));
  const entry = map && /"client\/StudentDashboard":\[([^\]]*)\]/.exec(readFileSync(join(dist, 'assets', map), 'utf8'));
  if (!entry) throw new Error("The shell's build has no files for client/StudentDashboard");
  const pageFiles = [...entry[1].matchAll(/[`"]([^`"]+)[`"]/g)].map((m) => m[1]);
  const files = [...new Set([...shellFiles, ...pageFiles])];
  return { files: files.length, bytes: files.reduce((sum, url) => sum + brotliSize(builtFile(url)), 0) };
}

/** Why the student dashboard's first load (read from the build if not given) is over its budget, or null. */
export function dashboardFirstLoadOverBudget({ files, bytes } = dashboardFirstLoad()) {
  const budget = DASHBOARD_FIRST_LOAD_BUDGET;
  if (bytes <= budget.bytes && files <= budget.files) return null;
  return `the student dashboard's first load is ${kb(bytes)} in ${files} files, over its budget of ${kb(budget.bytes)} in ${budget.files} (npm run build shows it)`;
}

/** Bytes as KB with one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Raw and gzipped JS totals of one workspace's dist folder. */
export function workspaceSizes(dir) {
  const files = jsFiles(join(ROOT, dir, 'dist'));
  return files.reduce(
    (sum, file) => ({ files: sum.files + 1, raw: sum.raw + statSync(file).size, gzip: sum.gzip + gz(file) }),
    { files: 0, raw: 0, gzip: 0 },
  );
}

/**
 * Splits the shell's gzipped JS into React, other shared libraries and the shell's own code (its sources,
 * the kit, the federation runtime, the service worker), attributing each chunk's gzipped size to its
 * modules in proportion to their rendered bytes. The federation wrappers generated for a shared library
 * count with that library.
 */
export function shellBreakdown() {
  const dist = join(ROOT, 'shell/dist');
  const statsFile = join(dist, '.vite/chunk-stats.json');
  const stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : {};
  const totals = { react: 0, sharedLibraries: 0, own: 0 };
  for (const file of jsFiles(dist)) {
    const size = gz(file);
    const modules = stats[relative(dist, file).split('\\').join('/')];
    const entries = modules ? Object.entries(modules) : [];
    const rendered = entries.reduce((sum, [, length]) => sum + length, 0);
    if (!rendered) {
      totals.own += size;
      continue;
    }
    for (const [id, length] of entries) totals[bucketOf(id)] += (size * length) / rendered;
  }
  return { react: Math.round(totals.react), sharedLibraries: Math.round(totals.sharedLibraries), own: Math.round(totals.own) };
}
