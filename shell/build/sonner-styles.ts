import type { Plugin } from 'vite';

/** sonner's browser build, whose first statement inserts its stylesheet into the page. */
const SONNER_BUILD = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
/** That statement: one call with the whole stylesheet as a string literal. */
const INSERT_STYLES = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * The toast library (sonner) inserts its stylesheet as a `<style>` element when it loads. The content security
 * policy allows no inline style the page did not carry (`style-src 'self'` and hashes of the built page's own
 * blocks), so the browser would refuse it with an error in the console. The same rules come from the app's
 * stylesheet instead (shell/src/index.css imports sonner/dist/styles.css), and each build that bundles sonner
 * leaves that statement out. A version of sonner that inserts its styles otherwise fails the build here.
 */
export function sonnerStylesFromStylesheet(): Plugin {
  return {
    name: 'sonner-styles-from-stylesheet',
    transform(code, id) {
      if (!SONNER_BUILD.test(id)) return null;
      if (!INSERT_STYLES.test(code))
        this.error(`${id}: sonner no longer inserts its styles with one __insertCSS("...") call`);
      return { code: code.replace(INSERT_STYLES, ''), map: null };
    },
  };
}
