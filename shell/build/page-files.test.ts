// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { exposes as adminExposes } from '../../mf-admin/module-federation.config.ts';
import { exposes as clientExposes } from '../../mf-client/module-federation.config.ts';
import { exposes as coachExposes } from '../../mf-coach/module-federation.config.ts';
import { pageFiles } from './page-files.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/**
 * Writes a remote's manifest: each exposed page is its own chunk importing `shared`, which imports `helper`; the
 * entry imports the runtime, and its map of shared modules imports `helper` too.
 */
function writeManifest(remote: string, exposes: Record<string, string>): void {
  const manifest: Manifest = {
    _shared: { file: 'assets/shared-A1.js', imports: ['_helper'] },
    _helper: { file: 'assets/helper-B2.js', imports: ['_shared'] },
    [`virtual:mf-REMOTE_ENTRY_ID:${remote}`]: { file: 'remoteEntry.js', imports: ['_runtime'] },
    _runtime: { file: 'assets/runtime-E5.js' },
    [`virtual:mf-localSharedImportMap:${remote}`]: { file: 'assets/share-map-D4.js', imports: ['_helper'] },
  };
  for (const [name, source] of Object.entries(exposes)) {
    const page = name.slice(2);
    manifest[source.slice(2)] = { file: `assets/${page}-C3.js`, src: source.slice(2), isEntry: true, imports: ['_shared'] };
  }
  mkdirSync(join(root, `mf-${remote}`, 'dist', '.vite'), { recursive: true });
  writeFileSync(join(root, `mf-${remote}`, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
}

describe('pageFiles', () => {
  it("lists each signed-in page's files once, the remote's entry and what it loads first, as served under /mf/<remote>/", () => {
    root = mkdtempSync(join(tmpdir(), 'page-files-'));
    writeManifest('admin', adminExposes);
    writeManifest('coach', coachExposes);
    writeManifest('client', clientExposes);
    const files = pageFiles(root);
    expect(files['client/StudentDashboard']).toEqual([
      '/mf/client/remoteEntry.js',
      '/mf/client/assets/runtime-E5.js',
      '/mf/client/assets/share-map-D4.js',
      '/mf/client/assets/helper-B2.js',
      '/mf/client/assets/shared-A1.js',
      '/mf/client/assets/StudentDashboard-C3.js',
    ]);
    expect(Object.keys(files).sort()).toEqual(
      [
        ...Object.keys(adminExposes).map((name) => `admin/${name.slice(2)}`),
        ...Object.keys(coachExposes).map((name) => `coach/${name.slice(2)}`),
        ...Object.keys(clientExposes).map((name) => `client/${name.slice(2)}`),
      ].sort(),
    );
  });

  it('stops the build when a remote was not built first', () => {
    root = mkdtempSync(join(tmpdir(), 'page-files-'));
    writeManifest('admin', adminExposes);
    expect(() => pageFiles(root)).toThrow(/mf-coach.*manifest\.json is missing/);
  });
});
