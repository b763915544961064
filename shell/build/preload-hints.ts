import type { Plugin, Rollup } from 'vite';
// By file, not by package: Vite hands its config's package imports to Node, which runs no TypeScript.
import { API_PATHS } from '../../api/src/contract/paths.ts';
import { holdsPageFiles } from './page-files.ts';

/** The end of index.html's block of what only signed-in pages need (the landing page's renderer drops it). */
export const APP_START_END = '<!-- /app-start -->';

/** The comment that opens that block: what is added to the block goes right after it, to be asked for first. */
const APP_START = /<!-- app-start[^]*?-->/;

/** Adds `tags` at the top of index.html's app-start block, above what it already holds. */
export function atAppStart(html: string, tags: readonly string[]): string {
  const opening = APP_START.exec(html);
  if (!opening || !html.includes(APP_START_END)) throw new Error('index.html has no app-start block');
  const at = opening.index + opening[0].length;
  return `${html.slice(0, at)}\n    ${tags.join('\n    ')}${html.slice(at)}`;
}

/**
 * Modules the shell loads only after the first page is drawn: the update prompt and its service-worker client, and
 * the offline database (the outbox opens it after start-up, a student's form when it first needs it).
 */
const AFTER_START = /\/shell\/src\/pwa\/|virtual:pwa-register|\/workbox-window\/|\/kit\/src\/drafts\/|\/dexie\//;

/** The replies every signed-in page asks for first: who is signed in, and the practice's identity. */
const FIRST_READS = [API_PATHS.currentUser, API_PATHS.site];

/**
 * Lists in index.html what a signed-in page loads before it draws: every chunk of the shell, the stylesheet and
 * the first reads. The federation runtime discovers the chunks one after another (runtime, shared-module wrappers,
 * React, the kit, the bootstrap), each a round trip; hinted, they all download with the document. The stylesheet
 * is only preloaded: the entry's code applies it before the app draws, so it holds back neither the frame
 * index.html draws nor anything else (the landing page's renderer links it, for the page it renders).
 * The hints sit at the top of the app-start block, so the landing page, which has its own smaller start, does not
 * pay for them. What the first-page script waits for (the user read, the page-files map) is asked for first: on a
 * slow connection requests asked for together still arrive roughly in order.
 */
export function preloadHints(): Plugin {
  return {
    name: 'preload-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const outputs = Object.values(context.bundle ?? {});
        const chunks = outputs
          .filter((output): output is Rollup.OutputChunk => output.type === 'chunk' && !output.isEntry)
          .filter((chunk) => !chunk.moduleIds.every((id) => AFTER_START.test(id)))
          // The first-page script's own import goes first, then the rest in a stable order.
          .sort((a, b) => Number(holdsPageFiles(b)) - Number(holdsPageFiles(a)) || a.fileName.localeCompare(b.fileName))
          .map((chunk) => chunk.fileName)
          .filter((fileName) => !html.includes(`/${fileName}"`));
        const sheets = outputs
          .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
          .map((output) => output.fileName);
        return atAppStart(html, [
          // The kit reads with credentials included; a preload serves that fetch only when it asks the same.
          ...FIRST_READS.map(
            (path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}" />`,
          ),
          ...chunks.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}" />`),
          ...sheets.map((fileName) => `<link rel="preload" as="style" crossorigin href="/${fileName}" />`),
        ]);
      },
    },
  };
}
