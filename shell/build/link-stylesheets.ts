import type { Plugin } from 'vite';

/** Where the stylesheet goes: right before the app's root, after the frame index.html draws on its own. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Links the built stylesheet from index.html's body, just before #root. The federation runtime starts from the
 * entry module (which then loads the rest, CSS included), so without this link a page rendered on the server
 * would paint unstyled until the scripts arrive. In the body it holds back only what follows it (the landing
 * page the server renders before #root), so the frame above it paints with the document's first response.
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
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        const links = sheets.map((fileName) => `<link rel="stylesheet" crossorigin href="/${fileName}" />`);
        return html.replace(ROOT_ELEMENT, () => `${links.join('\n    ')}\n    ${ROOT_ELEMENT}`);
      },
    },
  };
}
