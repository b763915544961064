import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject } from 'vitest';
import { API_PATHS, SESSION_PATHS } from '@app/api/contract/paths';
import { CHUNK_STATS_FILE } from '../../shell/build/chunk-stats.ts';
import { remoteNames } from '../../shell/kit/remotes.ts';
import {
  approvedStudent,
  COACH_EMAIL,
  navigateInApp,
  recordRequests,
  REMOTE_FAILURE_TEXT,
  remotesFetched,
  remotesSettled,
  test,
  waitForPage,
} from '../harness/fixtures.ts';
import { createProfile, signIn } from '../harness/sign-in.ts';

/** Counts the React renderers that register with the devtools hook: a second react-dom would add one. */
const COUNT_REACT_RENDERERS = `
  window.__reactRenderers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      window.__reactRenderers.push(renderer.version);
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    setStrictMode() {},
  };
`;

/** Modules of the libraries the remotes share (and zustand, used only inside shared kit modules). */
const SHARED_LIBRARY = /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack|zustand|dexie)\//;

/** The modules of a built frontend (its chunk statistics), by file. */
function builtModules(dist: string): Record<string, Record<string, number>> {
  const statsFile = join(inject('releaseDir'), dist, CHUNK_STATS_FILE);
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing`);
  return JSON.parse(readFileSync(statsFile, 'utf8')) as Record<string, Record<string, number>>;
}

/** URL paths of the files of one build (its dist folder, served under `base`) holding any module of these packages. */
function builtFilesWith(packages: string[], dist: string, base: string): Set<string> {
  const pattern = new RegExp(`node_modules/(${packages.join('|')})/`);
  return new Set(
    Object.entries(builtModules(dist))
      .filter(([, modules]) => Object.keys(modules).some((id) => pattern.test(id)))
      .map(([fileName]) => `${base}/${fileName}`),
  );
}

/** URL paths of the files of the shell (or of one remote) holding any module of these packages. */
function filesWith(packages: string[], remote?: (typeof remoteNames)[number]): Set<string> {
  return remote
    ? builtFilesWith(packages, `mf-${remote}/dist`, `/mf/${remote}`)
    : builtFilesWith(packages, 'shell/dist', '');
}

/** The name part of the student remote's file that takes the offline database from the shell when a form needs it. */
const DATABASE_WRAPPER = 'kit_mf_1_drafts__loadShare';

/** The requested URLs whose path is in a set. */
const fetchedFrom = (urls: string[], paths: Set<string>) =>
  urls.map((url) => new URL(url).pathname).filter((path) => paths.has(path));

describe('the shell and its remotes', () => {
  test('no remote carries a copy of a shared library: each takes them from the shell', () => {
    for (const name of remoteNames) {
      const copies = Object.values(builtModules(`mf-${name}/dist`)).flatMap((modules) =>
        Object.keys(modules).filter((id) => SHARED_LIBRARY.test(id)),
      );
      expect(copies, name).toEqual([]);
    }
  });

  test("'/' as the server renders it hydrates with the landing page's own entry: no shell, no remote entry", async ({
    page,
    product,
  }) => {
    const requests = recordRequests(page);
    await page.goto(`${product.url}/`);
    await waitForPage(page, 'landing', 'LandingPage');
    await remotesSettled(requests);
    const paths = requests.urls.map((url) => new URL(url).pathname);
    const scripts = paths.filter((path) => path.endsWith('.js') && path !== '/sw.js');
    expect(scripts.filter((path) => !path.startsWith('/mf/landing/page/'))).toEqual([]);
    expect(paths.some((path) => /^\/mf\/landing\/page\/assets\/page-[\w-]{8}\.js$/.test(path))).toBe(true);
    // The schema library, the student's offline database and the query library load only on the pages that use them
    // (zod with the landing page's form check, once the visitor starts on the form).
    const libraries = ['zod', 'dexie', '@tanstack/query-core'];
    const pageFiles = builtFilesWith(libraries, 'mf-landing/dist/page', '/mf/landing/page');
    expect(pageFiles.size).toBeGreaterThan(0);
    expect(fetchedFrom(requests.urls, pageFiles)).toEqual([]);
  });

  test('each signed-out route loads its own remote, and an unknown path shows the 404 page', async ({ page, product }) => {
    const cases = [
      ['/admin', 'admin', 'AdminPage'],
      ['/notifications', 'admin', 'NotificationSettings'],
      ['/access-denied', 'landing', 'AccessDenied'],
      ['/the-boat', 'client', 'TheBoat'],
      ['/no-such-page', 'landing', 'NotFound'],
      ['/client/abc', 'landing', 'NotFound'],
    ] as const;
    for (const [path, remote, module] of cases) {
      const requests = recordRequests(page);
      await page.goto(`${product.url}${path}`);
      await waitForPage(page, remote, module);
      await remotesSettled(requests);
      requests.stop();
      expect(remotesFetched(requests.urls), path).toEqual([remote]);
    }
    await page.goto(`${product.url}/the-boat`);
    await expect(page.getByRole('heading', { name: 'Access Required' }).waitFor()).resolves.toBeUndefined();
    expect(await page.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(API_PATHS.signIn);
  });

  test("a coach's routes load the coach and admin remotes", async ({ context, page, product }) => {
    await signIn(context, product, COACH_EMAIL);
    const cases = [
      ['/', 'coach', 'CoachDashboard'],
      ['/coach-dashboard', 'coach', 'CoachDashboard'],
      ['/client/not-a-client', 'coach', 'ClientDetail'],
      ['/admin', 'admin', 'AdminPage'],
      ['/notifications', 'admin', 'NotificationSettings'],
      ['/dashboard', 'landing', 'NotFound'],
    ] as const;
    for (const [path, remote, module] of cases) {
      const requests = recordRequests(page);
      await page.goto(`${product.url}${path}`);
      await waitForPage(page, remote, module);
      requests.stop();
      expect(remotesFetched(requests.urls), path).toContain(remote);
    }
  });

  test("a student's routes load the client remote: set-up first, then the student screens", async ({ browser, product }) => {
    const email = 'maya.chen@example.test';
    const { student: session } = await approvedStudent(browser, product, email, null);
    const student = await browser.newContext({ storageState: session });
    try {
      const page = await student.newPage();
      const database = filesWith(['dexie']);

      for (const path of ['/', '/setup-profile']) {
        await page.goto(`${product.url}${path}`);
        await waitForPage(page, 'client', 'ProfileSetup');
      }

      await createProfile(student, product, email);
      const cases = [
        ['/', 'StudentDashboard'],
        ['/dashboard', 'StudentDashboard'],
        ['/orientation', 'Orientation'],
        ['/barriers-strategies', 'BarriersStrategies'],
        ['/reassess-plan/p1', 'ReassessPlan'],
        ['/view-plan/p1', 'ViewPlan'],
        ['/the-boat', 'TheBoat'],
        ['/my-reflections', 'MyReflections'],
      ] as const;
      for (const [path, module] of cases) {
        const requests = recordRequests(page);
        await page.goto(`${product.url}${path}`);
        await waitForPage(page, 'client', module);
        // The student pages take the offline database from the shell, never a copy of their own, once the page is
        // shown (the outbox opens it after start-up) or when a form first needs it.
        await expect.poll(() => fetchedFrom(requests.urls, database), { message: path }).not.toEqual([]);
        requests.stop();
        expect(remotesFetched(requests.urls), path).toEqual(['client']);
        // Every file of the page's code was asked for at once, not as the runtime discovered it; the database, which
        // no page needs to draw, is not among them.
        const hinted = await page.$$eval('link[rel="modulepreload"]', (links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
        expect(hinted.filter((file) => database.has(file)), path).toEqual([]);
        const pageFiles = requests.urls
          .map((url) => new URL(url).pathname)
          .filter((p) => p.startsWith('/mf/client/') && !p.includes(DATABASE_WRAPPER));
        expect(pageFiles.filter((file) => !hinted.includes(file)), path).toEqual([]);
      }
    } finally {
      await student.close();
    }
  });

  test("a signed-in page's first script asks for the page's code and first reads at once; each is read once", async ({
    browser,
    product,
  }) => {
    const { student: session } = await approvedStudent(browser, product, 'early.reads@example.test');
    // Without the service worker, so that every read the page makes is one request here.
    const student = await browser.newContext({ storageState: session, serviceWorkers: 'block' });
    try {
      const page = await student.newPage();
      const warnings: string[] = [];
      page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
      const requests = recordRequests(page);
      await page.goto(`${product.url}/dashboard`);
      await waitForPage(page, 'client', 'StudentDashboard');
      const reads = [API_PATHS.orientation, API_PATHS.plans, API_PATHS.myProgress, API_PATHS.activities];
      const preloaded = await page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(preloaded).toEqual(expect.arrayContaining([API_PATHS.currentUser, ...reads, SESSION_PATHS.sessions, SESSION_PATHS.calendarFeed]));
      const hinted = await page.$$eval('link[rel="modulepreload"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(hinted).toContain('/mf/client/remoteEntry.js');
      // What the first script waits for is asked for before the app's own files.
      const asked = await page.$$eval('body script[src], body link[href]', (tags) =>
        tags.map((tag) => new URL(tag.getAttribute('src') ?? tag.getAttribute('href')!, location.href).pathname),
      );
      expect(asked[0]).toMatch(/^\/assets\/first-page-/);
      expect(asked[1]).toBe(API_PATHS.currentUser);
      // The app starts from the user the first script read, and the page's reads use what was preloaded.
      const timesRead = (path: string) => requests.urls.filter((url) => new URL(url).pathname === path).length;
      for (const path of [API_PATHS.currentUser, ...reads]) expect(timesRead(path), path).toBe(1);
      // Chrome warns of a preloaded reply left unused 3 s after the load: none is.
      await page.waitForTimeout(3_500);
      expect(warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
    } finally {
      await student.close();
    }
  });

  test('one React runs the shell and every remote', async ({ page, product }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(COUNT_REACT_RENDERERS);
    await page.goto(`${product.url}/access-denied`);
    await waitForPage(page, 'landing', 'AccessDenied');
    await navigateInApp(page, '/');
    await waitForPage(page, 'landing', 'LandingPage');
    // The landing remote renders the kit's header, which needs the shell's router, and the admin page the
    // shell's query client: with a second React, router or query client these hooks would throw instead.
    await page.getByRole('banner').first().waitFor();
    await navigateInApp(page, '/admin');
    await waitForPage(page, 'admin', 'AdminPage');
    expect(await page.evaluate(() => (window as unknown as { __reactRenderers: string[] }).__reactRenderers)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("a remote that fails to load shows a message, and 'Try again' requests it again", async ({ browser, product }) => {
    // Without the service worker, so that blocking the URL really blocks it.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const entry = `${product.url}/mf/admin/remoteEntry.js`;
      const requests = recordRequests(page);
      await page.route(entry, (route) => route.abort('connectionrefused'));
      await page.goto(`${product.url}/admin`);
      const alert = page.getByRole('alert').filter({ hasText: REMOTE_FAILURE_TEXT });
      await alert.waitFor({ timeout: 20_000 });
      const retry = alert.getByRole('button', { name: 'Try again' });
      expect(await retry.isVisible()).toBe(true);
      const failedAttempts = requests.urls.filter((url) => url === entry).length;
      expect(failedAttempts).toBeGreaterThanOrEqual(1);

      await page.unroute(entry);
      await retry.click();
      await waitForPage(page, 'admin', 'AdminPage');
      expect(requests.urls.filter((url) => url === entry).length).toBeGreaterThan(failedAttempts);
    } finally {
      await context.close();
    }
  });
});
