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

const zodRange = '^4.1.0';

/** Libraries and kit entry points that must exist exactly once in the browser. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: range('react') },
  'react-dom': { singleton: true, requiredVersion: range('react-dom') },
  'react-router-dom': { singleton: true, requiredVersion: range('react-router-dom') },
  zustand: { singleton: true, requiredVersion: range('zustand') },
  '@tanstack/react-query': { singleton: true, requiredVersion: range('@tanstack/react-query') },
  zod: { singleton: true, requiredVersion: zodRange },
  '@app/kit/ui': { singleton: true, requiredVersion: `^${kitPackage.version}` },
  '@app/kit/api': { singleton: true, requiredVersion: `^${kitPackage.version}` },
  '@app/kit/drafts': { singleton: true, requiredVersion: `^${kitPackage.version}` },
};

/** The federation settings a remote builds with in a given Vite mode. */
interface RemoteFederationSettings {
  experiments?: { externalRuntime?: boolean };
}

/**
 * A remote's federation settings for one build mode. Release builds use the shell's federation runtime
 * (experiments.externalRuntime); development builds carry their own, so a remote's standalone preview page
 * (its index.html) also runs without the shell.
 */
export function remoteSettingsFor<T extends RemoteFederationSettings>(settings: T, mode: string): T {
  if (mode !== 'development' || !settings.experiments?.externalRuntime) return settings;
  return { ...settings, experiments: { ...settings.experiments, externalRuntime: false } };
}
