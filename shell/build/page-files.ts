import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { exposes as adminExposes } from '../../mf-admin/module-federation.config.ts';
import { exposes as clientExposes } from '../../mf-client/module-federation.config.ts';
import { exposes as coachExposes } from '../../mf-coach/module-federation.config.ts';

/** The remotes whose pages load after sign-in, with the pages each exposes (the landing page comes server-rendered). */
const SIGNED_IN_REMOTES = { admin: adminExposes, coach: coachExposes, client: clientExposes };

/** Every file of a page's code, by "<remote>/<page>": what the federation runtime would discover one after another. */
export type PageFiles = Record<string, string[]>;

/** The manifest keys of a remote's entry and of the map in which it looks up its shared modules. */
const ENTRY_MODULES = /^virtual:mf-(REMOTE_ENTRY_ID|localSharedImportMap):/;

/** The files an entry of a remote's Vite manifest needs, itself first: its chunk and, recursively, what it imports. */
function filesOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || found.has(entry.file)) return found;
  found.add(entry.file);
  for (const imported of entry.imports ?? []) filesOf(manifest, imported, found);
  return found;
}

/** Reads every signed-in remote's Vite manifest: each page's files as the URLs the API serves them under. */
export function pageFiles(repoRoot: string): PageFiles {
  const files: PageFiles = {};
  for (const [remote, exposes] of Object.entries(SIGNED_IN_REMOTES)) {
    const manifestFile = join(repoRoot, `mf-${remote}`, 'dist', '.vite', 'manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the remotes before the shell.`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    // What the remote's entry loads before any page: itself, the runtime it uses, its map of shared modules.
    const entryFiles = Object.keys(manifest)
      .filter((key) => ENTRY_MODULES.test(key))
      .reduce((found, key) => filesOf(manifest, key, found), new Set<string>());
    if (!entryFiles.has('remoteEntry.js')) throw new Error(`mf-${remote}'s manifest has no remoteEntry.js`);
    for (const [name, source] of Object.entries(exposes)) {
      const key = source.replace(/^\.\//, '');
      if (!manifest[key]) throw new Error(`mf-${remote}'s manifest has no ${key}`);
      const needed = filesOf(manifest, key, new Set(entryFiles));
      files[`${remote}/${name.replace(/^\.\//, '')}`] = [...needed].map((file) => `/mf/${remote}/${file}`);
    }
  }
  return files;
}

export const PAGE_FILES_MODULE = 'virtual:page-files';

/** Whether a built chunk holds the page-files map (the chunk the first-page script imports). */
export const holdsPageFiles = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.endsWith(PAGE_FILES_MODULE));

/**
 * Provides `virtual:page-files` (a PageFiles map) to the shell's release build, read from the remotes' manifests;
 * the development loop, whose remotes are served by their own dev servers, gets an empty map.
 */
export function pageFilesModule(repoRoot: string): Plugin {
  let build = false;
  return {
    name: 'page-files',
    configResolved: (config) => void (build = config.command === 'build'),
    resolveId: (id) => (id === PAGE_FILES_MODULE ? `\0${PAGE_FILES_MODULE}` : null),
    load: (id) =>
      id === `\0${PAGE_FILES_MODULE}` ? `export default ${JSON.stringify(build ? pageFiles(repoRoot) : {})};` : null,
  };
}
