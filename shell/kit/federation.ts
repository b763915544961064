/**
 * The module-federation share list used by the shell and every remote, kept in one place so that
 * all five builds agree on what is a singleton. Each version range comes from this package's own
 * dependencies, so there is a single source for "which React" the whole app runs on.
 */
import { readFileSync } from 'node:fs';

export { remoteNames, type RemoteName } from './remotes.ts';

interface KitPackage {
  version: string;
  dependencies: Record<string, string>;
}

const kitPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as KitPackage;

function range(name: string): string {
  const value = kitPackage.dependencies[name];
  if (!value) throw new Error(`@app/kit/package.json has no dependency on ${name}`);
  return value;
}

/** One share: a singleton, the versions accepted, and whether a remote may bring its own copy. */
export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  /** false: the module is always taken from the shell; the build holds no copy of its own. */
  import?: false;
}

/** A singleton the remotes take from the shell only. */
const fromShell = (requiredVersion: string): SharedSingleton => ({ singleton: true, requiredVersion, import: false });

const kitVersion = `^${kitPackage.version}`;

const singletons = {
  react: fromShell(range('react')),
  // What JSX compiles to: without its own share, every remote would bundle a copy of it.
  'react/jsx-runtime': fromShell(range('react')),
  'react-dom': fromShell(range('react-dom')),
  '@app/kit/ui': fromShell(kitVersion),
  '@app/kit/panels': fromShell(kitVersion),
  '@app/kit/api': fromShell(kitVersion),
  // The router and data fetching, as the parts of React Router and TanStack Query the app uses: the libraries
  // shared whole would send every page their unused parts (react-router-dom alone weighs four times more).
  '@app/kit/router': fromShell(kitVersion),
  '@app/kit/query': fromShell(kitVersion),
} satisfies Record<string, SharedSingleton>;

/** The name of one of the shared singletons. */
export type SharedName = keyof typeof singletons;

/**
 * Libraries and kit entry points that must exist exactly once in the browser, as the remotes declare them.
 * A released remote always runs inside the shell, which provides each of them (see shellShares), so it takes
 * every one from the shell (`import: false`) and carries no copy: no fallback code in its first load, and none
 * of its chunks split off to be shared with a fallback. zustand is not shared: only the kit's stores use it, and
 * those live in shared kit modules already. Nor is zod: shared, it is one module holding all of zod and its 40
 * locales (92 KB gzipped); each build's own copy keeps only what its schemas use (about 30 KB), and no schema is
 * handed from one build to another.
 */
export const sharedSingletons: Record<string, SharedSingleton> = singletons;

/** A shared singleton, or one entry point of it (e.g. 'react-dom/client'). */
export type SharedImport = SharedName | `${SharedName}/${string}`;

/**
 * Some of the shared singletons, for a remote that imports only those. Each share a remote declares adds its
 * generated wrapper to the remote's first load, imported or not; but a singleton it imports without declaring
 * would be bundled as a private second copy, so the list must hold every one it imports. An entry point
 * ('react-dom/client') declares that module alone, shared under its own name as the shell provides it.
 */
export function sharedOnly(names: readonly SharedImport[]): Record<string, SharedSingleton> {
  return Object.fromEntries(
    names.map((name) => {
      const library = (Object.keys(singletons) as SharedName[]).find((key) => name === key || name.startsWith(`${key}/`));
      if (!library) throw new Error(`${name} is not a shared singleton`);
      return [name, singletons[library]];
    }),
  );
}

/**
 * The student's offline database and the status of their saves, declared only by the builds that use them (the
 * shell and the student remote), taken from the shell only. The student remote reaches the database only through
 * import(), so it loads when a form first needs it, not with the remote: a page that only shows the sync status
 * (the dashboard) does not wait for it.
 */
export const studentShares: Record<string, SharedSingleton> = {
  '@app/kit/sync-status': fromShell(kitVersion),
  '@app/kit/drafts': fromShell(kitVersion),
};

/** The share a remote may only reach through import(): see studentShares. */
export const ON_DEMAND_SHARES: readonly string[] = ['@app/kit/drafts'];

/** The same shares with a copy of each in the build: what the shell provides to every remote. */
export function withOwnCopies(shared: Record<string, SharedSingleton>): Record<string, SharedSingleton> {
  return Object.fromEntries(
    Object.entries(shared).map(([name, { import: _fromShellOnly, ...share }]) => [name, share]),
  );
}

/** What the shell provides: a copy of every shared singleton and of the student's shares. */
export function shellShares(): Record<string, SharedSingleton> {
  return withOwnCopies({ ...sharedSingletons, ...studentShares });
}

/** The federation settings a remote builds with in a given Vite mode. */
export interface RemoteFederationSettings {
  shared?: Record<string, SharedSingleton>;
  experiments?: { externalRuntime?: boolean };
}

/**
 * A remote's federation settings for one build mode. Release builds use the shell's federation runtime
 * (experiments.externalRuntime) and its shared libraries; development builds carry their own runtime and a
 * copy of every shared library, so a remote's standalone preview page (its index.html) also runs without the shell.
 */
export function remoteSettingsFor<T extends RemoteFederationSettings>(settings: T, mode: string): T {
  if (mode !== 'development') return settings;
  return {
    ...settings,
    ...(settings.shared ? { shared: withOwnCopies(settings.shared) } : {}),
    ...(settings.experiments?.externalRuntime
      ? { experiments: { ...settings.experiments, externalRuntime: false } }
      : {}),
  };
}

/**
 * A remote's build inputs for one mode. In development, its standalone preview page (index.html); a release holds
 * only what the shell loads, the entry the federation plugin adds, so no preview code is built or kept offline.
 */
export function remoteInputFor(mode: string): { input?: string[] } {
  return mode === 'development' ? {} : { input: [] };
}
