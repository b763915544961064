import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteNames } from '../kit/remotes.ts';
import { remotePrecacheEntries } from './remote-precache.ts';

const root = mkdtempSync(join(tmpdir(), 'remote-precache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('remotePrecacheEntries', () => {
  it('revisions only the files whose names carry no content hash', () => {
    for (const name of remoteNames) {
      const assets = join(root, `mf-${name}`, 'dist', 'assets');
      mkdirSync(assets, { recursive: true });
      writeFileSync(join(root, `mf-${name}`, 'dist', 'remoteEntry.js'), `// ${name}`);
      writeFileSync(join(assets, 'page-Ab3_x-9Z.js'), 'export {}');
      writeFileSync(join(assets, 'photo.svg'), '<svg/>');
    }
    const entries = remotePrecacheEntries(root).filter((entry) => entry.url.startsWith(`/mf/${remoteNames[0]}/`));
    const revision = (path: string) => entries.find((entry) => entry.url === `/mf/${remoteNames[0]}/${path}`)?.revision;
    expect(revision('assets/page-Ab3_x-9Z.js')).toBeNull();
    expect(revision('remoteEntry.js')).toMatch(/^[0-9a-f]{32}$/);
    expect(revision('assets/photo.svg')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("leaves out the landing page's own entry, which only the server-rendered '/' loads", () => {
    const page = join(root, 'mf-landing', 'dist', 'page', 'assets');
    mkdirSync(page, { recursive: true });
    writeFileSync(join(page, 'page-Ab3_x-9Z.js'), 'export {}');
    const urls = remotePrecacheEntries(root).map((entry) => entry.url);
    expect(urls).toContain('/mf/landing/assets/page-Ab3_x-9Z.js');
    expect(urls.filter((url) => url.startsWith('/mf/landing/page/'))).toEqual([]);
  });
});
