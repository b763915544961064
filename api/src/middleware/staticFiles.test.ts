import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentTypeFor } from './staticFiles.js';

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

describe('contentTypeFor', () => {
  it('names the types browsers need', () => {
    expect(contentTypeFor('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.mjs')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.SVG')).toBe('image/svg+xml');
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream');
  });
});
