import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ROOT } from './product.ts';

/** The system Chromium (`CHROMIUM_PATH`, else the Debian package's path). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** Launches the system Chromium headless. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A file name for a test's screenshot. */
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
 */
export function withContextDefaults(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  let count = 0;
  browser.newContext = (options = {}) => {
    count += 1;
    const address = `2001:db8:${process.pid.toString(16)}:${count.toString(16)}::1`;
    return newContext({
      serviceWorkers: 'block',
      ...options,
      extraHTTPHeaders: { 'x-forwarded-for': address, ...options.extraHTTPHeaders },
    });
  };
  return browser;
}
