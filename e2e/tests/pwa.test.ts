import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { artifactPath } from '../harness/browser.ts';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { COACH_EMAIL, approvedStudent, navigateInApp, test, waitForPage } from '../harness/fixtures.ts';
import { startProduct } from '../harness/product.ts';
import { copyRelease, removeRelease } from '../harness/release.ts';

// The installed app: every test's context runs the app's service worker.
test.override({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the page's service worker is active and controls the page; returns its state and scope. */
async function serviceWorkerReady(page: Page): Promise<{ state: string | undefined; scope: string; controlled: boolean }> {
  // The controller can appear while the worker is still activating (clients.claim runs then): wait for the end.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      state: registration.active?.state,
      scope: registration.scope,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

describe('installable, offline-capable PWA', () => {
  test('the web manifest has the installability fields and its icons are real PNGs of the stated sizes', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.url}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(new URL(href!, product.url).href);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', scope: '/' });
    for (const field of ['name', 'short_name', 'theme_color', 'background_color']) {
      expect(typeof manifest[field], field).toBe('string');
      expect((manifest[field] as string).length, field).toBeGreaterThan(0);
    }
    const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, product.url).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toContain('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body()), icon.src).toEqual({ width, height });
    }
  });

  test('the service worker installs, activates and controls the page', async ({ page, product }) => {
    await page.goto(`${product.url}/`);
    const worker = await serviceWorkerReady(page);
    expect(worker).toEqual({ state: 'activated', scope: `${product.url}/`, controlled: true });
    // Its precache holds the shell and every remote's entry.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));
    for (const remote of ['landing', 'admin', 'coach', 'client']) {
      expect(cached.some((path) => path.startsWith(`/mf/${remote}/remoteEntry.js`)), remote).toBe(true);
    }
  });

  test('with the server gone, a reload of / and client-side navigations still render', async ({ browser }) => {
    // A server of its own, stopped half-way: nothing but the service worker can answer afterwards.
    const product = await startProduct({ root: inject('releaseDir') });
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    try {
      await page.goto(`${product.url}/`);
      await waitForPage(page, 'landing', 'LandingPage');
      await serviceWorkerReady(page);
      await product.stop();
      await context.setOffline(true);

      await page.reload();
      await waitForPage(page, 'landing', 'LandingPage');
      await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);

      await navigateInApp(page, '/admin');
      await waitForPage(page, 'admin', 'AdminPage');
      await navigateInApp(page, '/notifications');
      await waitForPage(page, 'admin', 'NotificationSettings');
      await navigateInApp(page, '/no-such-page');
      await waitForPage(page, 'landing', 'NotFound');

      // A deep link opened offline gets the cached shell too.
      await page.goto(`${product.url}/access-denied`);
      await waitForPage(page, 'landing', 'AccessDenied');
    } catch (error) {
      await page.screenshot({ path: artifactPath('offline'), fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await context.close();
      await product.stop();
    }
  });

  test('a signed-in student who opens the app with the server gone still gets their own screens', async ({ browser }) => {
    // A server of its own, stopped half-way: nothing but the service worker can answer afterwards.
    const product = await startProduct({ root: inject('releaseDir'), env: { COACH_EMAILS: COACH_EMAIL } });
    const { student: session } = await approvedStudent(browser, product, 'offline.student@example.test');
    const student = await browser.newContext({ storageState: session, serviceWorkers: 'allow' });
    const page = await student.newPage();
    try {
      await page.goto(`${product.url}/`);
      await waitForPage(page, 'client', 'StudentDashboard');
      await serviceWorkerReady(page);
      // The worker remembers the signed-in reply of GET /api/auth/user once it has seen one.
      await page.reload();
      await waitForPage(page, 'client', 'StudentDashboard');

      await product.stop();
      await student.setOffline(true);
      await page.reload();
      await waitForPage(page, 'client', 'StudentDashboard');
      await navigateInApp(page, '/orientation');
      await waitForPage(page, 'client', 'Orientation');
    } catch (error) {
      await page.screenshot({ path: artifactPath('offline-student'), fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await student.close();
      await product.stop();
    }
  });

  test("a new version waits for the user: the prompt says so and 'Reload' switches to it", async ({ browser }) => {
    // A server of its own, on a copy of the build whose service worker the test changes.
    const release = copyRelease(inject('releaseDir'));
    const product = await startProduct({ root: release });
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    try {
      // An app page: the landing page the server renders for a first visit registers the worker but has no prompt.
      await page.goto(`${product.url}/access-denied`);
      await waitForPage(page, 'landing', 'AccessDenied');
      await serviceWorkerReady(page);
      const prompt = page.getByRole('region', { name: 'App update' });
      expect(await prompt.count()).toBe(0);

      // Ship a new service worker: same app, one changed byte.
      appendFileSync(join(release, 'shell/dist/sw.js'), '\n// next version\n');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await prompt.getByText('A new version is available').waitFor({ timeout: 30_000 });
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      expect(before).toBe(`${product.url}/sw.js`);
      // Nothing reloads by itself: the old worker still controls the page until the user chooses.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');

      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await waitForPage(page, 'landing', 'AccessDenied');
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
      });
      expect(after).toEqual({ waiting: null, active: 'activated' });
      expect(await prompt.count()).toBe(0);
    } catch (error) {
      await page.screenshot({ path: artifactPath('update-prompt'), fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await context.close();
      await product.stop();
      removeRelease(release);
    }
  });
});
