import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.mjs';
import { ROOT } from './product.ts';
import { WIDTHS } from './widths.ts';

/**
 * Which Chromium a browser test runs in: the headless shell (HEADLESS_SHELL_PATH), the same engine without the
 * browser's own layers, where a page load costs about two thirds of the CPU it costs in the full browser; or the
 * full browser, for the tests of notifications and push, which the shell has not.
 */
export type ChromiumKind = 'shell' | 'full';

/** Flags that keep Chromium quiet and working on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where failure screenshots go. */
export const ARTIFACTS = join(ROOT, 'e2e/artifacts');

/**
 * What the full browser loads into every new window (every context) and no test uses: its address bar's suggestions,
 * drawn as web pages of some 400 modules, about a second of a core each time, taken from the page under test.
 */
const FULL_BROWSER_UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

let disabledByPlaywright: Promise<string[]> | undefined;

/** The features Playwright turns off itself, read once from the command line it starts a browser with. */
function featuresDisabledByPlaywright(executablePath: string): Promise<string[]> {
  disabledByPlaywright ??= (async () => {
    const server = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
    try {
      const flag = server.process().spawnargs.find((arg) => arg.startsWith('--disable-features='));
      return flag ? flag.slice('--disable-features='.length).split(',') : [];
    } finally {
      await server.close();
    }
  })();
  return disabledByPlaywright;
}

/** Launches the system Chromium headless: the full browser, or the headless shell when it is installed. */
export async function launchBrowser(kind: ChromiumKind = 'full'): Promise<Browser> {
  const path = kind === 'shell' && existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}; set CHROMIUM_PATH`);
  const args = [...CHROMIUM_ARGS];
  if (path === CHROMIUM_PATH) {
    // Chromium keeps only the last --disable-features it is given: this one carries Playwright's list too.
    const features = [...(await featuresDisabledByPlaywright(path)), ...FULL_BROWSER_UNUSED_FEATURES];
    args.push(`--disable-features=${features.join(',')}`);
  }
  return chromium.launch({ executablePath: path, headless: true, args });
}

/**
 * Whether the tests capture screens for people to look at (SCREENSHOTS=1). Off by default: the suite takes about
 * 150 captures, a third of a second of CPU each, and checks nothing with them. A failed test's page is captured always.
 */
const CAPTURING_SCREENS = process.env.SCREENSHOTS === '1';

/** Captures a page (its whole length with `fullPage`) or one element to e2e/artifacts/<name>.png, when SCREENSHOTS=1. */
export async function capture(target: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  if (!CAPTURING_SCREENS) return;
  const path = join(ARTIFACTS, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/**
 * Captures the page at phone and desktop width (`<name>-phone`, `<name>-desktop`) when SCREENSHOTS=1, then gives it
 * back its own size: the whole page from the top or scrolled to `scrollTo`, only the page's screen with `fullPage`
 * false, or one `element` of it.
 */
export async function captureAtBothWidths(
  page: Page,
  name: string,
  { fullPage = true, scrollTo, element }: { fullPage?: boolean; scrollTo?: Locator; element?: Locator } = {},
): Promise<void> {
  if (!CAPTURING_SCREENS) return;
  const ownSize = page.viewportSize();
  for (const [label, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    if (scrollTo) await scrollTo.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await capture(element ?? page, `${name}-${label}`, { fullPage });
  }
  if (ownSize) await page.setViewportSize(ownSize);
}

/** A file name for a failed test's screenshot. */
export function artifactPath(testName: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, `${testName.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 120)}.png`);
}

/**
 * Sets what every new context of `browser` starts with:
 * - A client address of its own (X-Forwarded-For, which the test products trust as from a proxy), so per-address
 *   rate limits count each person apart as they do in production, where families do not share one address. The
 *   addresses are IPv6 documentation prefixes, one /64 each (the unit per-address limits count), never reached: the
 *   browser still connects over loopback.
 * - No service worker, unless the context asks for one (`serviceWorkers: 'allow'`): installing the app's worker
 *   precaches every remote's files, a fifth of the browser tests' time when each context did it. The tests of
 *   offline use, push and the installed app allow it.
 * - Reduced motion, as a person who asks for it: toasts appear and go, and pages scroll, without the frames of an
 *   animation, which Playwright waits out before each click (the browser tests take 7% less time and CPU without
 *   them), and axe never reads a toast half faded in. The motion is the libraries' own (sonner's toasts,
 *   Tailwind's motion-safe).
 * - API requests that retry once on a reset connection (retryOnResetConnection).
 */
export function withContextDefaults(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  // The /64 is 2001:db8:<this browser>:<its context>: a worker's two Chromiums share its product.
  const browserGroup = randomInt(0x10000).toString(16);
  let count = 0;
  browser.newContext = async (options = {}) => {
    count += 1;
    const address = `2001:db8:${browserGroup}:${count.toString(16)}::1`;
    const context = await newContext({
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
      ...options,
      extraHTTPHeaders: { 'x-forwarded-for': address, ...options.extraHTTPHeaders },
    });
    retryOnResetConnection(context);
    return context;
  };
  return browser;
}

/**
 * Lets a context's API requests (`context.request`) retry once on a reset connection, as a browser does. Playwright's
 * pool reuses a keep-alive connection after the product has closed it as idle (microsoft/playwright#42698), and a
 * request sent at that moment fails with "socket hang up" before the product reads it.
 */
function retryOnResetConnection(context: BrowserContext): void {
  const { request } = context;
  const fetch = request.fetch.bind(request);
  request.fetch = (urlOrRequest, options) => fetch(urlOrRequest, { maxRetries: 1, ...options });
}
