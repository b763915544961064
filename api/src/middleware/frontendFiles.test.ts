import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './frontendFiles.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it.each([
    'index-B3k9xYzQ.js',
    'mf-entry-bootstrap-0-0a5f7729.js',
    'remoteEntry-BlEv49VY.js',
    'index-E7clqNE9.css',
    '_virtual_mf-localSharedImportMap___mfe_internal__shell__mf_owner__1-BIk2Lsmc.js',
    'workbox-4b126c97.js',
  ])('keeps the hashed file %s for a year', (name) => {
    expect(cacheControlFor(name)).toBe(IMMUTABLE);
  });

  it.each([
    'index.html',
    'sw.js',
    'remoteEntry.js',
    'registerSW.js',
    'manifest.webmanifest',
    'icon-512-maskable.png',
    'apple-touch-icon.png',
    'icon-192.png',
    'coach-photo.svg',
    'workbox-window.prod.es5.mjs',
  ])('revalidates %s', (name) => {
    expect(cacheControlFor(name)).toBe('no-cache');
  });
});
