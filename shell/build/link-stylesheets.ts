import type { Plugin } from 'vite';

/**
 * Links the built stylesheet from index.html's head. The federation runtime starts from the entry module
 * (which then loads the rest, CSS included), so without this link a page rendered on the server would
 * paint unstyled until the scripts arrive.
 */
export function linkStylesheets(): Plugin {
  return {
    name: 'link-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sheets = Object.values(context.bundle ?? {})
          .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
          .map((output) => output.fileName)
          .filter((fileName) => !html.includes(`/${fileName}"`));
        if (sheets.length === 0) return html;
        return {
          html,
          tags: sheets.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
