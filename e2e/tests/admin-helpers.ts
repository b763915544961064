// Helpers of the admin browser tests: toasts, holding a request at the network to see a pending
// state, submitting a consultation request as a visitor, logging in, and axe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { waitForPage } from '../harness/fixtures.ts';
import type { RequestFields } from '../harness/factories.ts';
import type { Product } from '../harness/product.ts';

/** Phone and desktop sizes of the screenshots. */
import { DESKTOP, PHONE } from '../harness/widths.ts';
export { expectToast, seriousViolations } from '../harness/screens.ts';

export { DESKTOP, PHONE };

export type { RequestFields };

/** A request held at the network until released, so the page's pending state can be seen. */
export interface Hold {
  /** Resolves once the page has sent the request. */
  seen: Promise<void>;
  /** Lets the request through to the real server. */
  release(): void;
}

/**
 * Holds the next request whose path is `path` (and method, and query parameter `withParam`, when given) until
 * released: a request for the same path the page sends for another reason (a refresh) passes.
 */
export async function holdRequest(
  context: BrowserContext,
  path: string,
  { method, withParam }: { method?: string; withParam?: string } = {},
): Promise<Hold> {
  let markSeen!: () => void;
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const matches = (url: URL) => url.pathname === path && (!withParam || url.searchParams.has(withParam));
  let used = false;
  await context.route(matches, async (route) => {
    if (used || (method && route.request().method() !== method)) return route.fallback();
    used = true;
    markSeen();
    await released;
    await route.fallback();
  });
  return { seen, release };
}

/** Makes the next request to `path` fail as a lost connection would. */
export async function failNextRequest(context: BrowserContext, path: string): Promise<void> {
  let used = false;
  await context.route(
    (url) => url.pathname === path,
    async (route) => {
      if (used) return route.fallback();
      used = true;
      await route.abort('internetdisconnected');
    },
  );
}

/** Submits a consultation request from a visitor's own page on the public site, as its form does. */
export async function submitAsVisitor(browser: Browser, product: Product, fields: RequestFields): Promise<void> {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto(`${product.url}/`);
    const status = await page.evaluate(
      async ({ path, body }) => {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          credentials: 'include',
        });
        return res.status;
      },
      { path: API_PATHS.requestConsultation, body: fields },
    );
    expect(status).toBe(201);
  } finally {
    await visitor.close();
  }
}

/** Opens /admin and waits for the admin remote's page. */
export async function openAdmin(page: Page, product: Product): Promise<void> {
  await page.goto(`${product.url}/admin`);
  await waitForPage(page, 'admin', 'AdminPage');
}

/** Logs in on the 'Admin Access' card and waits for the inbox. */
export async function logInAsAdmin(page: Page, product: Product): Promise<void> {
  await page.getByPlaceholder('Enter admin password').fill(product.adminPassword);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await page.getByRole('heading', { level: 1, name: 'Consultation Requests' }).waitFor();
}

/** Records every desktop notification the page creates and every sound it plays (the real ones still run). */
export const OBSERVE_ALERTS = `
  window.__notifications = [];
  window.__sounds = [];
  const RealNotification = window.Notification;
  class ObservedNotification extends RealNotification {
    constructor(title, options) {
      super(title, options);
      window.__notifications.push({ title, body: options && options.body, tag: options && options.tag });
    }
  }
  Object.defineProperty(ObservedNotification, 'permission', { get: () => RealNotification.permission });
  ObservedNotification.requestPermission = (...args) => RealNotification.requestPermission(...args);
  window.Notification = ObservedNotification;
  const realPlay = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    window.__sounds.push({ volume: this.volume, src: String(this.src).slice(0, 22) });
    return realPlay.call(this);
  };
`;

/** A date as the export writes it (M/D/YYYY) in a time zone. */
export function sheetDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).format(date);
}

/** Today as YYYY-MM-DD in a time zone. */
export function isoDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
