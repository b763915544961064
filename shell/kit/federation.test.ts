// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { studentShares, remoteNames, remoteSettingsFor, sharedSingletons, shellShares } from './federation';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Workspace modules a remote bundles into its own build: their imports are the remote's imports too. */
const BUNDLED_WORKSPACE_MODULES: Record<string, string> = {
  '@app/kit/preview': 'shell/kit/src/preview.tsx',
  '@app/kit/coach': 'shell/kit/src/coach',
  '@app/kit/sessions': 'shell/kit/src/sessions',
  '@app/kit/push': 'shell/kit/src/push',
  '@app/kit/outcomes': 'shell/kit/src/outcomes',
  '@app/kit/account': 'shell/kit/src/account',
  '@app/api/contract': 'api/src/contract',
  '@app/api/contract/site': 'api/src/contract/site.ts',
};

/** Files built for Node on their own (mf-landing/vite.server.config.ts), never part of a browser build. */
const SERVER_ONLY = new Set([join(repoRoot, 'mf-landing/src/prerender/server.tsx')]);

const shareNames = Object.keys({ ...sharedSingletons, ...studentShares });

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) =>
    name === 'node_modules' || /\.test\.tsx?$/.test(name) || SERVER_ONLY.has(join(path, name))
      ? []
      : sourceFiles(join(path, name)),
  );
}

/** The modules a file loads at run time (type-only imports load nothing). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  found.push(...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!));
  // JSX compiles to imports of react/jsx-runtime.
  if (file.endsWith('.tsx')) found.push('react/jsx-runtime');
  return found;
}

/** The modules of shared singletons (a library or one of its entry points) a folder's code imports, following the workspace modules it bundles. */
function sharedModulesImportedBy(remote: string, folder = `mf-${remote}/src`): Set<string> {
  const imported = new Set<string>();
  const queue = [join(repoRoot, folder)];
  const seen = new Set<string>();
  for (let path = queue.shift(); path; path = queue.shift()) {
    for (const file of sourceFiles(path).filter((f) => /\.tsx?$/.test(f))) {
      for (const specifier of runtimeImports(file)) {
        if (shareNames.some((name) => covers(name, specifier))) imported.add(specifier);
        const bundled = BUNDLED_WORKSPACE_MODULES[specifier];
        if (bundled && !seen.has(bundled)) {
          seen.add(bundled);
          queue.push(join(repoRoot, bundled));
        }
      }
    }
  }
  return imported;
}

/** Whether a declared share stands for an imported module: the module itself, or an entry point of the library. */
const covers = (share: string, specifier: string) => specifier === share || specifier.startsWith(`${share}/`);

type Shares = ReturnType<typeof shellShares>;

async function remoteConfig(remote: string): Promise<{ shared: Shares }> {
  return ((await import(`../../mf-${remote}/module-federation.config.ts`)) as { default: { shared: Shares } }).default;
}

async function declaredShares(remote: string): Promise<string[]> {
  return Object.keys((await remoteConfig(remote)).shared);
}

/** The shares a build takes from the shell only, without a copy of its own. */
const fromShellOnly = (shared: Shares) => Object.keys(shared).filter((name) => shared[name]!.import === false);

describe('what each remote shares', () => {
  for (const remote of remoteNames) {
    it(`${remote} declares every shared singleton its code imports, and no other`, async () => {
      const declared = await declaredShares(remote);
      const imported = [...sharedModulesImportedBy(remote)];
      // A singleton imported but not declared would be bundled as a second copy.
      expect(imported.filter((module) => !declared.some((share) => covers(share, module)))).toEqual([]);
      // One declared but not imported adds its wrapper to the remote's first load for nothing.
      expect(declared.filter((share) => !imported.some((module) => covers(share, module)))).toEqual([]);
    });
  }

  it('a released remote takes every shared singleton from the shell; a development build carries its own copies', async () => {
    for (const remote of remoteNames) {
      const config = await remoteConfig(remote);
      expect(fromShellOnly(config.shared)).toEqual(Object.keys(config.shared));
      expect(fromShellOnly(remoteSettingsFor(config, 'development').shared)).toEqual([]);
    }
    expect(fromShellOnly(shellShares())).toEqual([]);
  });

  it('the shell provides every shared singleton its own code imports', () => {
    const provided = Object.keys(shellShares());
    const imported = [...sharedModulesImportedBy('shell', 'shell/src')];
    expect(imported.filter((module) => !provided.some((share) => covers(share, module)))).toEqual([]);
  });

  it('the landing page shares neither the query library nor the offline database, and of react-dom only its client', async () => {
    const declared = await declaredShares('landing');
    expect(declared).not.toContain('@app/kit/query');
    expect(declared).not.toContain('@app/kit/drafts');
    expect(declared).toContain('react-dom/client');
    expect(declared).not.toContain('react-dom');
  });
});
