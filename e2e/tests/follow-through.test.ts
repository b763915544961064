// Follow-through in Chromium: a student's Reminders page (e-mail on/off, push on this device with the
// permission granted and denied), the service worker opening a reminder's plan, and the coach's
// "Needs attention" list, against the real product.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MongoClient } from 'mongodb';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { approvedStudent, coachSession, ownProduct, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { buildPlan, buildStudent, calendarDateFromToday } from '../harness/factories.ts';
import { DESKTOP, PHONE, expectToast } from './student-helpers.ts';

// A product of the file's own: the coach's "Needs attention" list holds every student of the practice. The tests of
// push on this device run in the full Chromium (fullBrowser), which has notifications.
const test = base.extend<{ $file: { product: Product } }>({
  product: ownProduct(),
});

const DAY = 24 * 60 * 60 * 1000;
/** Each test signs in several people through e-mailed links: generous on a busy machine. */
const SLOW = { timeout: 180_000 };

/** A context signed in as the coach (without the app's worker: the coach's list needs none). */
async function coachContext(browser: Browser, product: Product, viewport = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ viewport, storageState: await coachSession(browser, product) });
}

interface StudentOptions {
  permission?: 'granted';
  firstName?: string;
  serviceWorkers?: 'allow' | 'block';
  timezoneId?: string;
}

/**
 * A student approved by the coach, signed in with a profile, in a context that may grant notifications. The app's
 * worker runs in it unless `serviceWorkers` blocks it (a test without push: installing it precaches every remote).
 */
async function student(
  browser: Browser,
  product: Product,
  email: string,
  { permission, firstName = 'Maya', serviceWorkers = 'allow', timezoneId }: StudentOptions = {},
) {
  const { student: session } = await approvedStudent(
    browser,
    product,
    email,
    buildStudent({ studentFirstName: firstName }),
  );
  const context = await browser.newContext({ viewport: PHONE, storageState: session, serviceWorkers, timezoneId });
  if (permission === 'granted') await context.grantPermissions(['notifications'], { origin: product.url });
  return context;
}

/** Sets this origin's notification permission as the browser's settings would (lasts while the session is attached). */
async function setPermission(context: BrowserContext, page: Page, origin: string, setting: 'granted' | 'denied') {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  return cdp;
}

/** Opens the Reminders page from the dashboard's menu, once the app's worker is ready where it runs. */
async function openReminders(page: Page, product: Product, { worker = true } = {}) {
  await page.goto(`${product.url}/dashboard`);
  await waitForPage(page, 'client', 'StudentDashboard');
  if (worker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Linked from the dashboard's menu.
  await page.getByRole('banner').getByRole('button', { name: /^Menu for / }).click();
  await page.getByRole('menuitem', { name: 'Reminders' }).click();
  await waitForPage(page, 'client', 'Reminders');
  await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
}

describe('the Reminders page', () => {
  test(
    'turns e-mail reminders off and on, and shows the state; the device tells its time zone once',
    SLOW,
    async ({ browser, product }) => {
      // E-mail only: no push, so no worker.
      const context = await student(browser, product, 'ema@example.test', {
        serviceWorkers: 'block',
        timezoneId: 'America/Los_Angeles',
      });
      const page = await context.newPage();
      let zoneReports = 0;
      page.on('request', (request) => {
        if (request.url().endsWith(API_PATHS.reminderTimeZone)) zoneReports += 1;
      });
      // A slow reply: the Reminders page opens while the dashboard's report is still on its way.
      await page.route(`**${API_PATHS.reminderTimeZone}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      await openReminders(page, product, { worker: false });
      // Reminders keep to quiet hours on the student's clock: the device said where it is.
      const settings = () => context.request.get(`${product.url}${API_PATHS.reminderSettings}`).then((r) => r.json());
      await expect.poll(async () => (await settings()).timeZone).toBe('America/Los_Angeles');
      // The page says so once the report is answered, without reading the settings again.
      await page.getByText('Reminders wait out the night in your time zone: America/Los Angeles.').waitFor();
      const email = page.getByRole('checkbox', { name: 'E-mail me reminders' });
      await expect.poll(() => email.isChecked()).toBe(true);
      await page.getByText('E-mail reminders are on.').waitFor();

      await email.click();
      await expectToast(page, 'Reminders Updated', 'E-mail reminders are off.');
      await page.getByText('E-mail reminders are off.').waitFor();
      await page.reload();
      await waitForPage(page, 'client', 'Reminders');
      await expect.poll(() => email.isChecked()).toBe(false);
      expect((await settings()).email).toBe(false);
      await email.click();
      await expectToast(page, 'Reminders Updated', 'E-mail reminders are on.');
      // Two pages and a reload later, told once: again only when the device's zone changes.
      expect(zoneReports).toBe(1);
      await context.close();
    },
  );

  test(
    'with notifications blocked, push cannot be switched on and the page says why',
    SLOW,
    async ({ fullBrowser: browser, product }) => {
      const context = await student(browser, product, 'denied@example.test');
      const page = await context.newPage();
      await page.goto(`${product.url}/`);
      const cdp = await setPermission(context, page, product.url, 'denied');
      await openReminders(page, product);
      const push = page.getByRole('checkbox', { name: 'Notify me on this device' });
      await page.locator('[data-push-state="blocked"]').waitFor();
      expect(await push.isDisabled()).toBe(true);
      await page.getByText("Notifications are blocked for this site. Allow them in your browser's settings").waitFor();
      await cdp.detach();
      await context.close();
    },
  );

  test(
    'with notifications allowed, switching push on asks no question and reports what the browser did',
    SLOW,
    async ({ fullBrowser: browser, product }) => {
      const context = await student(browser, product, 'granted@example.test', { permission: 'granted' });
      const page = await context.newPage();
      await openReminders(page, product);
      await page.evaluate(() => {
        (window as unknown as { asked: number }).asked = 0;
        Notification.requestPermission = () => {
          (window as unknown as { asked: number }).asked += 1;
          return Promise.resolve('granted');
        };
      });
      const push = page.getByRole('checkbox', { name: 'Notify me on this device' });
      await page.locator('[data-push-state="off"]').waitFor();
      expect(await push.isEnabled()).toBe(true);
      // This private browser profile has no push service: the page says the subscription failed, and stays off.
      await push.click();
      await page.getByRole('alert').filter({ hasText: 'Could not turn on push reminders on this device.' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
      expect(await push.isChecked()).toBe(false);
      await context.close();
    },
  );

  test(
    'reminders pushed to the service worker show their words and lead to the plan and to the sessions',
    SLOW,
    async ({ fullBrowser: browser, product }) => {
      const context = await student(browser, product, 'pushed@example.test', { permission: 'granted' });
      const page = await context.newPage();
      await page.goto(`${product.url}/dashboard`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.some((r) => !r.isDeleted && r.scopeURL === `${product.url}/`)).toBe(true);
      const registrationId = registrations.find(
        (r) => !r.isDeleted && r.scopeURL === `${product.url}/`,
      )!.registrationId;
      const reminders = [
        {
          type: 'reassessment_reminder',
          title: 'Time to reassess your plan',
          body: 'Your plan "Read every night" is due for reassessment. How is it going?',
          url: '/reassess-plan/plan123',
          tag: 'reassess-plan123',
        },
        {
          type: 'session_reminder',
          title: 'Coaching session reminder',
          body: 'Your coaching session with Dr. Sarah Mitchell is on Thursday, June 11 at 8:00 AM EDT.',
          url: '/dashboard',
          tag: 'session-s123',
        },
      ];
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data,
          })),
        );
      // Each delivered until it shows: a worker still starting may miss a push, and one shown again replaces itself
      // (same tag).
      for (const reminder of reminders) {
        await expect
          .poll(async () => {
            const data = JSON.stringify(reminder);
            await cdp.send('ServiceWorker.deliverPushMessage', { origin: product.url, registrationId, data });
            return (await shown()).some((notification) => notification.tag === reminder.tag);
          })
          .toBe(true);
      }
      expect(await shown()).toEqual(reminders.map(({ title, body, tag, url }) => ({ title, body, tag, data: { url } })));
      await cdp.detach();
      await context.close();
    },
  );
});

describe('the coach’s Needs attention list', () => {
  test(
    'names the students with an overdue reassessment or no work for 14 days, each linked to the client',
    SLOW,
    async ({ browser, product }) => {
      const late = await student(browser, product, 'late@example.test', { firstName: 'Lena' });
      const plan = await late.request.post(`${product.url}${API_PATHS.plans}`, {
        data: buildPlan({
          goal: 'Hand in lab reports on time',
          internal: ['Starting late'],
          external: ['Practice'],
          strategies: ['Start on Mondays'],
          implementation: 'Mondays after school.',
          reassessInDays: 1,
        }),
      });
      expect(plan.status()).toBe(201);
      const quiet = await student(browser, product, 'quiet@example.test', { firstName: 'Quinn' });
      await Promise.all([late.close(), quiet.close()]);

      // Time passes: the plan's date and the quiet student's profile move into the past in the store itself.
      const client = new MongoClient(
        `mongodb://${encodeURIComponent(join(product.dataDir, 'db', 'mongod.sock'))}/coaching`,
      );
      await client.connect();
      try {
        const db = client.db('coaching');
        await db
          .collection('barriers_strategies')
          .updateMany({}, { $set: { reassessmentDate: new Date(calendarDateFromToday(-6)) } });
        const quietUser = await db.collection('users').findOne({ email: 'quiet@example.test' });
        const old = new Date(Date.now() - 20 * DAY);
        await db
          .collection('client_profiles')
          .updateMany({ userId: quietUser!._id }, { $set: { createdAt: old, updatedAt: old } });
      } finally {
        await client.close();
      }

      const coach = await coachContext(browser, product);
      const page = await coach.newPage();
      await page.goto(`${product.url}/coach-dashboard`);
      await waitForPage(page, 'coach', 'CoachDashboard');
      const list = page.getByRole('region', { name: 'Needs attention' });
      await list.getByRole('link', { name: 'Lena Chen' }).waitFor();
      const rows = await list.getByRole('listitem').allInnerTexts();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(/^Lena Chen\s+Reassessment overdue by 6 days$/);
      expect(rows[1]).toMatch(/^Quinn Chen\s+No saved work or activity for 14\+ days \(last: /);

      await list.getByRole('link').first().click();
      await waitForPage(page, 'coach', 'ClientDetail');
      expect(new URL(page.url()).pathname).toMatch(/^\/client\/.+/);
      await coach.close();
    },
  );
});
