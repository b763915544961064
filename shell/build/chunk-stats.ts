import type { Plugin } from 'vite';

/** Where the per-chunk module list is written, inside a build folder. */
export const CHUNK_STATS_FILE = '.vite/chunk-stats.json';

/** Where the build's mode is recorded, so a development build is never served as the release. */
export const BUILD_INFO_FILE = '.vite/build-info.json';

/**
 * Records which modules each JS chunk holds and how many bytes each contributes (so the build script can
 * report the shell's own JavaScript apart from the shared libraries it provides, and the shell can leave
 * a remote's shared-library fallbacks out of the offline cache), and the mode the build ran in.
 */
export function chunkStats(): Plugin {
  let mode = 'production';
  return {
    name: 'chunk-stats',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_STATS_FILE, source: JSON.stringify(chunks) });
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: JSON.stringify({ mode }) });
    },
  };
}
