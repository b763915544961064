import type { VitePWAOptions } from 'vite-plugin-pwa';
import { HASHED_FILE_NAME, remotePrecacheEntries } from './remote-precache.ts';

/** The icons' background (public/icons/*.png), also the theme-color of index.html. */
const themeColor = '#1d4ed8';

/**
 * The PWA set-up: our own service worker (src/sw.ts) gets the precache list injected; the list covers
 * the shell's files and every remote's files; updates wait for the user (an in-app prompt), never a
 * silent reload that could throw away unsaved work.
 */
export function pwaOptions(repoRoot: string, mode: string): Partial<VitePWAOptions> {
  return {
    // The development loop ships a worker that removes itself, so a cached build never hides fresh files.
    selfDestroying: mode === 'development',
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Bright Minds Executive Function Coaching',
      short_name: 'Bright Minds',
      description:
        'Executive-function coaching for bright students: request a free consultation, and work on goals, plans and reflections.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: themeColor,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      dontCacheBustURLsMatching: HASHED_FILE_NAME,
      // The development loop's worker precaches nothing, so it does not need the remotes built first.
      additionalManifestEntries: mode === 'development' ? [] : remotePrecacheEntries(repoRoot),
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  };
}
