import type { Plugin } from 'vite';

/** The end of index.html's block of what only signed-in pages need (the landing page's renderer drops it). */
export const APP_START_END = '<!-- /app-start -->';

/**
 * Modules the shell loads only after the first page is drawn: the update prompt and its service-worker client, and
 * the offline database (the outbox opens it after start-up, a student's form when it first needs it).
 */
const AFTER_START = /\/shell\/src\/pwa\/|virtual:pwa-register|\/workbox-window\/|\/kit\/src\/drafts\/|\/dexie\//;

/** The replies every signed-in page asks for first: who is signed in, and the practice's identity. */
const FIRST_READS = ['/api/auth/user', '/api/site'];

/**
 * Lists in index.html what a signed-in page loads before it draws: every chunk of the shell, the stylesheet and
 * the first reads. The federation runtime discovers the chunks one after another (runtime, shared-module wrappers,
 * React, the kit, the bootstrap), each a round trip; hinted, they all download with the document. The stylesheet
 * is only preloaded: the entry's code applies it before the app draws, so it holds back neither the frame
 * index.html draws nor anything else (the landing page's renderer links it, for the page it renders).
 * The hints sit in the app-start block, so the landing page, which has its own smaller start, does not pay for them.
 */
export function preloadHints(): Plugin {
  return {
    name: 'preload-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(APP_START_END)) throw new Error(`index.html has no ${APP_START_END}`);
        const outputs = Object.values(context.bundle ?? {});
        const chunks = outputs
          .filter((output) => output.type === 'chunk' && !output.isEntry)
          .filter((chunk) => chunk.type === 'chunk' && !chunk.moduleIds.every((id) => AFTER_START.test(id)))
          .map((chunk) => chunk.fileName)
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .sort();
        const sheets = outputs
          .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
          .map((output) => output.fileName);
        const hints = [
          ...sheets.map((fileName) => `<link rel="preload" as="style" crossorigin href="/${fileName}" />`),
          ...chunks.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}" />`),
          // The kit reads with credentials included; a preload serves that fetch only when it asks the same.
          ...FIRST_READS.map(
            (path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}" />`,
          ),
        ];
        return html.replace(APP_START_END, () => `${hints.join('\n    ')}\n    ${APP_START_END}`);
      },
    },
  };
}
