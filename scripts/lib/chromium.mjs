// Where the browser tests find Chromium: read by npm test (scripts/test.mjs), to say what is missing before they
// start, and by the tests themselves (e2e/harness/browser.ts).

/** The system Chromium (`CHROMIUM_PATH`, else the Debian package's path). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Chromium's headless shell (`CHROMIUM_HEADLESS_SHELL_PATH`, else Debian's chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
