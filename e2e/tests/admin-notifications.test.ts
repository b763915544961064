import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
// Across two API workers: the alert's stream and the submission may land on different processes.
import { clusterTest as test, waitForPage } from '../harness/fixtures.ts';
import { startProduct } from '../harness/product.ts';
import { DESKTOP, logInAsAdmin, openAdmin } from './admin-helpers.ts';

async function openSettings(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/notifications`);
  await waitForPage(page, 'admin', 'NotificationSettings');
  await page.getByRole('heading', { level: 1, name: 'Notification Settings' }).waitFor();
}

/**
 * Sets this origin's notification permission as the browser's own settings would. The override lasts as
 * long as the returned DevTools session stays attached.
 */
async function permissionSetter(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  return (setting: 'granted' | 'denied' | 'prompt') =>
    cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting,
      origin,
      browserContextId: targetInfo.browserContextId,
    });
}

const permissionRow = (page: Page) => page.locator('[data-permission]');

describe('Notification Settings (/notifications)', () => {
  test('shows each browser permission state: undecided, blocked, enabled', async ({ fullBrowser: browser, product }) => {
    const context = await browser.newContext();
    const page = await context.newPage();

    await openSettings(page, product.url);
    const setPermission = await permissionSetter(context, page, product.url);
    expect(await permissionRow(page).getAttribute('data-permission')).toBe('default');
    await page.getByRole('button', { name: 'Enable Notifications' }).waitFor();
    expect(await page.getByText('Notifications blocked. Enable in browser settings.').count()).toBe(0);
    expect(await page.getByText('✓ Enabled').count()).toBe(0);

    // Changed in the browser's settings while the page is open: the page follows.
    await setPermission('denied');
    await page.getByText('Notifications blocked. Enable in browser settings.').waitFor();
    expect(await page.getByRole('button', { name: 'Enable Notifications' }).count()).toBe(0);

    await setPermission('granted');
    await page.getByText('✓ Enabled').waitFor();
    expect(await page.getByText('Notifications blocked. Enable in browser settings.').count()).toBe(0);

    // And each state as it reads on a fresh visit.
    await page.reload();
    await waitForPage(page, 'admin', 'NotificationSettings');
    await page.getByText('✓ Enabled').waitFor();
    await setPermission('denied');
    await page.reload();
    await waitForPage(page, 'admin', 'NotificationSettings');
    await page.getByText('Notifications blocked. Enable in browser settings.').waitFor();
    await context.close();
  });

  test("'Enable Notifications' asks the browser and shows its answer", async ({ fullBrowser: browser, product }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSettings(page, product.url);
    await page.evaluate(() => {
      (window as unknown as { asked: number }).asked = 0;
      const real = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        (window as unknown as { asked: number }).asked += 1;
        return real();
      };
    });
    await page.getByRole('button', { name: 'Enable Notifications' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
    // A headless browser has nobody to answer the prompt; whatever it settles on is what the page shows.
    const answer = await page.evaluate(() => Notification.permission);
    expect(await permissionRow(page).getAttribute('data-permission')).toBe(answer);
    await context.close();
  });

  // The e-mail statements need no notifications: this test runs in the headless shell.
  test('e-mail: the set-up instructions, the statements, and configured or not from /api/email-status', async ({
    browser,
    product,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSettings(page, product.url);
    await page.getByText('Email notifications are not configured.').waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const setting of ['EMAIL_USER', 'EMAIL_APP_PASSWORD', 'NOTIFICATION_EMAIL']) expect(text).toContain(setting);
    expect(text).toContain('app password');
    expect(text).toContain('All consultation submissions are logged on the server and saved to the dashboard.');
    expect(text).toContain('Email notifications are optional');
    // How long requests are kept, as the server is configured (365 days by default).
    await page
      .getByText('Consultation requests are kept for 365 days after they are submitted, then deleted automatically.')
      .waitFor();

    // The same page on a server with the three mail settings and a shorter retention.
    const mailing = await startProduct({
      root: inject('releaseDir'),
      env: {
        EMAIL_USER: 'practice@example.test',
        EMAIL_APP_PASSWORD: 'app-password-for-tests',
        NOTIFICATION_EMAIL: 'alerts@example.test',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '9',
        CONSULTATION_RETENTION_DAYS: '30',
      },
    });
    try {
      await openSettings(page, mailing.url);
      await page.getByText('✓ Email notifications are configured.').waitFor();
      await page.getByText('Consultation requests are kept for 30 days after they are submitted').waitFor();
      expect(await page.getByText('Email notifications are not configured.').count()).toBe(0);
    } finally {
      await mailing.stop();
    }
    await context.close();
  });

  test('push alerts: signed out the control points to the admin log-in; signed in a refused subscription says so', async ({
    fullBrowser: browser,
    product,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: product.url });
    const page = await context.newPage();
    await page.goto(`${product.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await openSettings(page, product.url);
    const control = page.getByRole('checkbox', { name: /Receive push alerts on this device/ });
    const state = page.locator('[data-push-state]');
    await expect.poll(() => state.getAttribute('data-push-state')).toBe('unsubscribed');
    expect(await control.isDisabled()).toBe(true);
    expect(await state.textContent()).toContain('Push alerts are off for this device.');
    expect(await page.getByRole('link', { name: 'Log in to the admin dashboard' }).getAttribute('href')).toBe('/admin');

    await openAdmin(page, product);
    await logInAsAdmin(page, product);
    await openSettings(page, product.url);
    await expect.poll(() => control.isEnabled()).toBe(true);
    expect(await control.isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: 'Log in to the admin dashboard' }).count()).toBe(0);

    // This browser (a private profile) has no push service: the page says the subscription failed
    // and stays unsubscribed, instead of pretending.
    await control.click();
    await page.getByRole('alert').filter({ hasText: 'Could not turn on push alerts on this device.' }).waitFor();
    expect(await state.getAttribute('data-push-state')).toBe('unsubscribed');
    expect(await control.isChecked()).toBe(false);
    await context.close();
  });
});

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url?: string } | null;
}

/** The notifications the service worker is showing now. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
    }));
  });
}

describe('the service worker push handler', () => {
  test('shows the consultation notification when no admin window is on screen, and stays quiet when one is', async ({
    fullBrowser: browser,
    product,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: product.url });
    const page = await context.newPage();
    await page.goto(`${product.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => !r.isDeleted && r.scopeURL === `${product.url}/`)).toBe(true);
    const registrationId = registrations.find((r) => !r.isDeleted && r.scopeURL === `${product.url}/`)!.registrationId;
    const push = (studentName: string, gradeLevel: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: product.url,
        registrationId,
        data: JSON.stringify({ type: 'new_consultation_request', studentName, gradeLevel }),
      });

    // An admin window on screen: its live stream alerts, so the push shows nothing.
    await openAdmin(page, product);
    expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
    await push('Ben Okoro', '9th');
    await page.waitForTimeout(1500); // that nothing is shown can only be seen by waiting: longer than a push takes here
    expect(await shownNotifications(page)).toEqual([]);

    // Only the public page open: the push becomes the notification, leading to /admin.
    await page.goto(`${product.url}/`);
    // Delivered until it shows: the worker may have to start again before it handles a push, and may miss one while
    // it starts (on a busy machine that takes seconds); shown again, it replaces itself (same tag).
    await expect
      .poll(
        async () => {
          await push('Ana Ruiz', '11th');
          return shownNotifications(page);
        },
        { timeout: 15_000 },
      )
      .toEqual([
        {
          title: 'New Consultation Request',
          body: 'Ana Ruiz (11th) has requested a consultation',
          tag: 'consultation-request:Ana Ruiz:11th',
          data: { url: '/admin' },
        },
      ]);
    await cdp.detach();
    await context.close();
  });
});

describe('the full browser these tests run in', () => {
  test("opens no pages of its own beside a test's page (its address bar's suggestions are turned off)", async ({
    fullBrowser: browser,
    product,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(product.url);
    const cdp = await browser.newBrowserCDPSession();
    try {
      const { targetInfos } = await cdp.send('Target.getTargets');
      // The browser's own pages have chrome:// addresses; a product's worker, in a context a failed test left
      // open, has the product's.
      const browsersOwn = targetInfos.filter((target) => target.type !== 'page' && !/^https?:/.test(target.url));
      expect(browsersOwn.map((target) => target.url)).toEqual([]);
    } finally {
      await cdp.detach();
      await context.close();
    }
  });
});
