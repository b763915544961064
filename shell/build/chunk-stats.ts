import type { Plugin } from 'vite';

/** Where the per-chunk module list is written, inside the shell's build folder. */
export const CHUNK_STATS_FILE = '.vite/chunk-stats.json';

/**
 * Records which modules each JS chunk holds and how many bytes each contributes, so the build script can
 * report the shell's own JavaScript apart from the shared libraries it provides (React and friends).
 */
export function chunkStats(): Plugin {
  return {
    name: 'chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_STATS_FILE, source: JSON.stringify(chunks) });
    },
  };
}
