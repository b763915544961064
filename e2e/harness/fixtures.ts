import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { artifactPath, launchBrowser, withContextDefaults, type ChromiumKind } from './browser.ts';
import { startProduct, type Product } from './product.ts';
import { approveEmail, createProfile, signIn, type StudentNames } from './sign-in.ts';
import { DESKTOP } from './widths.ts';

/** A signed-in browser session, kept so each test opens a fresh context without signing in again. */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The coach address every browser test's server is started with. */
export const COACH_EMAIL = 'coach@example.test';

/** What each file's product is started with: the coach, and a proxy trusted to name each person's address. */
const PRODUCT_ENV = { COACH_EMAILS: COACH_EMAIL, TRUST_PROXY: 'true' };

/**
 * The page a person's tests share in a file (`personPage(session)`): desktop-sized unless `viewport` says otherwise;
 * other context options (a time zone) are fixed when the person's page first opens.
 */
export type PersonPage = (session: Session, options?: { viewport?: Viewport; timezoneId?: string }) => Promise<Page>;

type Viewport = { width: number; height: number };

interface Fixtures {
  /**
   * `serviceWorkers`: whether the test's context runs the app's service worker (a file or a describe about offline
   * use allows it: `test.override({ serviceWorkers: 'allow' })`).
   */
  /** `fullBrowser`: the worker's full Chromium, for a test of notifications or push, which the headless shell has not. */
  $test: { context: BrowserContext; page: Page; serviceWorkers: 'allow' | 'block'; fullBrowser: Browser };
  /**
   * `browser`: the worker's Chromium headless shell, where the tests run unless they need the full browser.
   * `personPage`: one signed-in page per person for the file's tests, handed back to each test as a new context would
   * be (see resetPersonPage). A page load in a page already open costs about half the CPU of one in a new context,
   * whose new renderer compiles every script again. The app's service worker never runs in it, and a test gets one
   * page per person: a test about the device, or needing two pages of one person, opens a context of its own.
   */
  $file: { product: Product; browser: Browser; personPage: PersonPage };
  $worker: { workerTeardown: void };
}

/**
 * A file fixture that starts a product of the file's own, stopped when the file ends, for a file that needs a fresh
 * install or a configuration of its own: `env` is added to the usual one (the file says why in one line).
 */
export function ownProduct(
  env: Record<string, string> = {},
  timeoutMs?: number,
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
): [({}: object, use: (product: Product) => Promise<void>) => Promise<void>, { scope: 'file' }] {
  return [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
    async ({}, use: (product: Product) => Promise<void>) => {
      const product = await startProduct({ root: inject('releaseDir'), env: { ...PRODUCT_ENV, ...env }, timeoutMs });
      await use(product);
      await product.stop();
    },
    { scope: 'file' },
  ];
}

/**
 * The worker's Chromiums, shared by its files. Vitest evaluates this module again for each test file, and a
 * worker-scoped fixture belongs to the declaration that made it, torn down only when the worker ends: kept here
 * instead, a worker launches one Chromium of each kind, not one per file left running to the end.
 */
const perWorker = globalThis as typeof globalThis & {
  e2eBrowsers?: Map<ChromiumKind, Promise<Browser>>;
  e2eProduct?: Promise<Product>;
};

/** The worker's product, shared by its files that need no fresh install: started on first use. */
function workerProduct(): Promise<Product> {
  return (perWorker.e2eProduct ??= startProduct({ root: inject('releaseDir'), env: PRODUCT_ENV }));
}

/** The worker's Chromium of this kind, launched on first use. */
export function workerBrowser(kind: ChromiumKind): Promise<Browser> {
  const browsers = (perWorker.e2eBrowsers ??= new Map());
  let browser = browsers.get(kind);
  if (!browser) {
    browser = launchBrowser(kind).then(withContextDefaults);
    browsers.set(kind, browser);
  }
  return browser;
}

/**
 * Browser test fixtures: one product per worker, started from the build with a fresh data folder, and one Chromium
 * of each kind per worker, all shared by the worker's files; a fresh browser context and page per test, with a
 * screenshot saved under e2e/artifacts/ when the test fails. Files and tests keep apart through their own addresses
 * and records; a file that needs a fresh install or its own configuration starts its own product (ownProduct).
 */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
  product: [async ({}, use) => use(await workerProduct()), { scope: 'file' }],
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
  browser: [async ({}, use) => use(await workerBrowser('shell')), { scope: 'file' }],
  workerTeardown: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
    async ({}, use) => {
      await use();
      const { e2eBrowsers: browsers, e2eProduct: product } = perWorker;
      perWorker.e2eBrowsers = undefined;
      perWorker.e2eProduct = undefined;
      for (const browser of browsers?.values() ?? []) await (await browser).close();
      await (await product)?.stop();
    },
    { scope: 'worker', auto: true },
  ],
  personPage: [
    async ({ browser, product }, use) => {
      const pages = new Map<Session, Page>();
      await use(async (session, { viewport = DESKTOP, ...options } = {}) => {
        const kept = pages.get(session);
        if (kept) {
          await resetPersonPage(kept, product, session, viewport);
          return kept;
        }
        const context = await browser.newContext({ ...options, viewport, storageState: session });
        const page = await context.newPage();
        pages.set(session, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'file' },
  ],
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
  fullBrowser: async ({}, use) => use(await workerBrowser('full')),
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
  serviceWorkers: async ({}, use) => use('block'),
  context: async ({ browser, serviceWorkers }, use) => {
    const context = await browser.newContext({ serviceWorkers });
    await use(context);
    await context.close();
  },
  page: async ({ context, task }, use) => {
    const page = await context.newPage();
    await use(page);
    if (task.result?.state === 'fail')
      await page.screenshot({ path: artifactPath(task.name), fullPage: true }).catch(() => {});
  },
});

/**
 * Gives a person's page back as a new context would: on a page of the product without the app (the same site keeps
 * the renderer, and nothing of the last test runs on), with no routes or listeners, online, no media emulated, the
 * viewport asked for, and nothing the site stored on the device but the session's cookie (again, should the last
 * test have logged out).
 */
async function resetPersonPage(page: Page, product: Product, session: Session, viewport: Viewport) {
  const context = page.context();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  page.removeAllListeners();
  await context.setOffline(false);
  await page.goto(`${product.url}${API_PATHS.health}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: product.url,
    storageTypes: 'indexeddb,local_storage,cache_storage',
  });
  await cdp.detach();
  await context.clearCookies();
  await context.addCookies(session.cookies);
  await page.emulateMedia({ media: null });
  await page.setViewportSize(viewport);
}

/** The same fixtures with a product of the file's own started as `WEB_CONCURRENCY=2`, to run its cases across processes. */
export const clusterTest = test.extend<{ $file: { product: Product } }>({
  product: ownProduct({ WEB_CONCURRENCY: '2' }, 60_000),
});

/** The coach's signed-in browser state (the coach signs in once per worker; see signIn). */
export async function coachSession(browser: Browser, product: Product): Promise<Session> {
  const context = await browser.newContext();
  try {
    await signIn(context, product, COACH_EMAIL);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The coach adds these addresses to the approved list. */
export async function approveAll(browser: Browser, product: Product, emails: string[]): Promise<void> {
  const context = await browser.newContext({ storageState: await coachSession(browser, product) });
  try {
    for (const email of emails) await approveEmail(context, product, email);
  } finally {
    await context.close();
  }
}

/**
 * Where a student's story starts: the coach approves `email`, the student signs in through the e-mailed
 * link and creates a profile with `names` (none when `names` is null). Resolves to both sessions and the
 * profile's id.
 */
export async function approvedStudent(
  browser: Browser,
  product: Product,
  email: string,
  names?: StudentNames,
): Promise<{ coach: Session; student: Session; profileId: string }>;
export async function approvedStudent(
  browser: Browser,
  product: Product,
  email: string,
  names: null,
): Promise<{ coach: Session; student: Session; profileId: null }>;
export async function approvedStudent(browser: Browser, product: Product, email: string, names?: StudentNames | null) {
  await approveAll(browser, product, [email]);
  const coach = await coachSession(browser, product);
  const context = await browser.newContext();
  try {
    await signIn(context, product, email);
    const profileId = names === null ? null : await createProfile(context, product, email, names);
    return { coach, student: await context.storageState(), profileId };
  } finally {
    await context.close();
  }
}

/** Records the URLs a page requests, from now on. */
export function recordRequests(page: Page): { urls: string[]; stop(): void } {
  const urls: string[] = [];
  const onRequest = (request: Request) => urls.push(request.url());
  page.on('request', onRequest);
  return { urls, stop: () => page.off('request', onRequest) };
}

/**
 * Waits until no file of any remote has been requested for `quietMs` (pages may keep other requests
 * open, e.g. a notification stream, so the browser's network-idle state is no use here).
 */
export async function remotesSettled(requests: { urls: string[] }, quietMs = 1000): Promise<void> {
  const count = () => requests.urls.filter((url) => url.includes('/mf/')).length;
  let seen = count();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = count();
    if (now === seen) return;
    seen = now;
  }
}

/** The remotes a list of request URLs fetched files from. */
export function remotesFetched(urls: string[]): string[] {
  const names = new Set<string>();
  for (const url of urls) {
    const match = /\/mf\/([a-z]+)\//.exec(new URL(url).pathname);
    if (match) names.add(match[1]!);
  }
  return [...names].sort();
}

/** The shell's message when a page's code could not be loaded. */
export const REMOTE_FAILURE_TEXT = 'This page could not be loaded';

/**
 * Waits until the shell shows a remote's page: the shell marks each loaded page with data-remote and
 * data-page (present only once the remote's module arrived and rendered), and the page shows text.
 * A page may draw outside the marker (the landing page hydrates its server-rendered markup in place).
 */
export async function waitForPage(page: Page, remote: string, module: string, timeout = 20_000): Promise<void> {
  await page.locator(`[data-remote="${remote}"][data-page="${module}"]`).waitFor({ state: 'attached', timeout });
  await page.waitForFunction(() => document.body.innerText.trim().length > 20, undefined, { timeout });
  const failed = await page.getByRole('alert').filter({ hasText: REMOTE_FAILURE_TEXT }).count();
  if (failed > 0) throw new Error(`${remote}/${module} shows the load-failure message`);
}

/** A client-side navigation, as a link inside the app does it (history API, no page load). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a path of the product. With `inPlace`, a page already showing the app moves there as the app's own links do
 * (navigateInApp: about a fifth of the CPU of a page load), once the menu or dialog and the toasts the screen
 * before left open are closed, as a person closes them before moving on; otherwise the page loads the path.
 */
export async function openPath(page: Page, product: Product, path: string, { inPlace = false } = {}): Promise<void> {
  if (!inPlace || (await page.locator('[data-remote]').count()) === 0) {
    await page.goto(`${product.url}${path}`);
    return;
  }
  const open = page.locator('[role="menu"], [role="dialog"], [role="alertdialog"], dialog[open]');
  if ((await open.count()) > 0) {
    await page.keyboard.press('Escape');
    await open.first().waitFor({ state: 'hidden' });
  }
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
  for (const toast of await toasts.all()) {
    // A toast may time out and leave on its own meanwhile: either way, none is left below.
    await toast.getByRole('button', { name: 'Close' }).click({ timeout: 2000 }).catch(() => {});
  }
  await toasts.first().waitFor({ state: 'detached' });
  await navigateInApp(page, path);
}
