import { resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';

/** The document of a remote's standalone preview page: its own entry (src/main.tsx) drawn into #root. */
export function previewPageHtml(name: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${name} remote (standalone preview)</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

/**
 * Provides the remote's index.html, the input of its development build (see remoteInputFor), written here once
 * for every remote rather than kept as a file in each.
 */
export function previewPage(name: string): Plugin {
  let indexHtml = '';
  return {
    name: 'remote-preview-page',
    enforce: 'pre',
    configResolved(config) {
      indexHtml = normalizePath(resolve(config.root, 'index.html'));
    },
    resolveId(id) {
      return normalizePath(id) === indexHtml ? indexHtml : null;
    },
    load(id) {
      return id === indexHtml ? previewPageHtml(name) : null;
    },
  };
}
