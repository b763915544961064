import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { holdsPageFiles, PAGE_FILES_MODULE as PAGE_FILES } from './page-files.ts';
import { atAppStart } from './preload-hints.ts';

const ENTRY = 'shell/src/first-page/start.ts';

/** The URL of the app's chunk holding the page-files map (index.html preloads every chunk of the app). */
function pageFilesChunkUrl(bundle: OutputBundle): string {
  const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && holdsPageFiles(output));
  if (!chunk) throw new Error(`The build has no chunk for ${PAGE_FILES}`);
  return `/${chunk.fileName}`;
}

/** Builds the script into one minified file that imports the page-files map from the app's own chunk. */
async function buildScript(repoRoot: string, pageFilesUrl: string): Promise<{ fileName: string; code: string }> {
  const bundle = await rolldown({
    input: join(repoRoot, ENTRY),
    external: [PAGE_FILES],
    platform: 'browser',
  });
  try {
    const { output } = await bundle.generate({
      format: 'esm',
      minify: true,
      paths: { [PAGE_FILES]: pageFilesUrl },
    });
    if (output.length !== 1) throw new Error(`${ENTRY} must build into one file`);
    const code = output[0].code;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    return { fileName: `assets/first-page-${hash}.js`, code };
  } finally {
    await bundle.close();
  }
}

/**
 * Runs shell/src/first-page/start.ts as a signed-in page's first script, from index.html's app-start block. It is
 * built on its own, after the app: the federation runtime starts the app's entry only once the runtime and the
 * shared libraries have arrived, while this script, which needs none of them, runs as soon as it has arrived.
 */
export function firstPageScript(repoRoot: string): Plugin {
  return {
    name: 'first-page-script',
    apply: 'build',
    // After the HTML is written into the bundle, so that the script's tag can be added to it.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('The build has no index.html');
      const script = await buildScript(repoRoot, pageFilesChunkUrl(bundle));
      this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
      // First in the page: the page's own code and reads wait for this script.
      html.source = atAppStart(html.source.toString(), [
        `<script type="module" crossorigin src="/${script.fileName}"></script>`,
      ]);
    },
  };
}
