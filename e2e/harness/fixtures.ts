import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { artifactPath, launchBrowser } from './browser.ts';
import { startProduct, type Product } from './product.ts';
import { approveEmail, createProfile, signIn, type StudentNames } from './sign-in.ts';

/** The coach address every browser test's server is started with. */
export const COACH_EMAIL = 'coach@example.test';

interface Fixtures {
  product: Product;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Browser test fixtures: one product (fresh data) and one Chromium per file; a fresh browser context and
 * page per test, with a screenshot saved under e2e/artifacts/ when the test fails. `clusterTest` (below)
 * starts the product with two API workers instead.
 */
export const test = base.extend<Fixtures>({
  product: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
    async ({}, use) => {
      const product = await startProduct({ root: inject('releaseDir'), env: { COACH_EMAILS: COACH_EMAIL } });
      await use(product);
      await product.stop();
    },
    { scope: 'file' },
  ],
  browser: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  context: async ({ browser }, use) => {
    const context = await browser.newContext();
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
 * The same fixtures with the product started as `WEB_CONCURRENCY=2`: two API worker processes share
 * the port and the primary's embedded store, so a file using it runs its cases across processes.
 */
export const clusterTest = test.extend<Pick<Fixtures, 'product'>>({
  product: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
    async ({}, use) => {
      const product = await startProduct({
        root: inject('releaseDir'),
        env: { COACH_EMAILS: COACH_EMAIL, WEB_CONCURRENCY: '2' },
        timeoutMs: 60_000,
      });
      await use(product);
      await product.stop();
    },
    { scope: 'file' },
  ],
});

/** A signed-in browser session, kept so each test opens a fresh context without signing in again. */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Where a student's story starts: the coach signs in and approves `email`, the student signs in through
 * the e-mailed link and creates a profile. Resolves to both sessions and the profile's id.
 */
export async function approvedStudent(
  browser: Browser,
  product: Product,
  email: string,
  names?: StudentNames,
): Promise<{ coach: Session; student: Session; profileId: string }> {
  const coachContext = await browser.newContext();
  await signIn(coachContext, product, COACH_EMAIL);
  await approveEmail(coachContext, product, email);
  const coach = await coachContext.storageState();
  await coachContext.close();
  const context = await browser.newContext();
  try {
    await signIn(context, product, email);
    const profileId = await createProfile(context, product, email, names);
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
