// One frame on every signed-in page, at phone and desktop width: the logo and the practice's name (its short name
// on phones, never cut), the signed-in person's menu ending in Logout, and a bar that stays on top while the page
// scrolls. The API's sign-in pages (the form, 'Check your e-mail', the link's confirmation) carry the
// same bar, and index.html draws it before any script or stylesheet arrives. With SCREENSHOTS=1, every page at
// both widths is captured under e2e/artifacts/app-frame/.
import type { Page } from 'playwright-core';
import { describe, expect, vi } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { capture } from '../harness/browser.ts';
import { approvedStudent, openPath, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { seedStudent, type StudentSeed } from './coach-fixtures.ts';
import { api, type Session } from './student-helpers.ts';
import { WIDTHS } from './ui-checks.ts';

// Each test visits several pages at two widths; on a busy machine that takes more than a minute.
vi.setConfig({ testTimeout: 240_000 });

const NEWCOMER = 'casey.frame@example.test';

interface Site {
  businessName: string;
  shortName: string;
}

interface World {
  site: Site;
  coach: Session;
  student: Session;
  newcomer: Session;
  planId: string;
  clientId: string;
}

const ROBIN: StudentSeed = {
  email: 'robin.frame@example.test',
  profile: {
    studentFirstName: 'Robin',
    studentLastName: 'Frame',
    gradeLevel: '9th Grade',
    parentName: 'Alex Frame',
    phone: '(555) 010-7070',
    challenges: 'Starting homework.',
    goals: 'Homework before dinner.',
  },
  orientationGoals: ['Start homework before dinner'],
  plan: { selectedGoal: 'Start homework before dinner', reassessInDays: 14 },
  started: 1,
  completed: 0,
};

const test = base.extend<{ world: World }>({
  // The coach approves two students: one with a profile and a plan, one who has not set up a profile yet.
  world: [
    async ({ product, browser }, use) => {
      const site = (await (await fetch(`${product.url}${API_PATHS.site}`)).json()) as Site;
      const robin = await seedStudent(browser, product, ROBIN);
      const { coach, student: newcomer } = await approvedStudent(browser, product, NEWCOMER, null);
      const context = await browser.newContext({ storageState: robin.storageState });
      const [plan] = await api<Array<{ id: string }>>(context, product, 'GET', API_PATHS.plans);
      await context.close();
      await use({ site, coach, student: robin.storageState, newcomer, planId: plan!.id, clientId: robin.id });
    },
    { scope: 'file' },
  ],
});

/** A signed-in page: its path, and the remote and exposed module that render it. */
type FramedPage = [path: string, remote: string, module: string];

/** The frame's checks on the page shown now, at the width `label`. */
async function expectFrame(page: Page, site: Site, label: string): Promise<void> {
  const banner = page.getByRole('banner');
  expect(await banner.count()).toBe(1);
  const brand = banner.getByRole('link').first();
  // The practice's name, whole: its short name on a phone, the full name wider.
  expect(await brand.innerText()).toBe(label === 'phone' ? site.shortName : site.businessName);
  expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  const box = (await brand.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  if (label === 'phone') {
    // The person's menu ends in Logout.
    await banner.getByRole('button', { name: /^Menu for / }).click();
    const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
    expect(items.at(-1)).toBe('Logout');
    expect(items.filter((item) => item === 'Logout')).toHaveLength(1);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  } else {
    // Logout is a button of the bar, beside the navigation; the person's menu (if any) holds the rest.
    await banner.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    const menu = banner.getByRole('button', { name: /^Menu for / });
    if (await menu.count()) {
      await menu.click();
      expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).not.toContain('Logout');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
  }

  // Sticky: scrolled down, the bar is still at the top of the screen.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens each page in turn, checks its frame and captures it: the first loaded, the others in place, as the app's own
 * links move between them (a page load is five times the CPU, and draws the same frame).
 */
async function visitAll(page: Page, product: Product, site: Site, label: string, pages: FramedPage[]): Promise<void> {
  for (const [index, [path, remote, module]] of pages.entries()) {
    await openPath(page, product, path, { inPlace: index > 0 });
    await waitForPage(page, remote, module);
    // The page's title shows once its data has loaded (the inbox keeps a live stream open, so the network never idles).
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectFrame(page, site, label);
    await capture(page, `app-frame/${remote}-${module}-${label}`, { fullPage: true });
  }
}

for (const [label, viewport] of WIDTHS) {
  describe(`at ${label} width (${viewport.width}px)`, () => {
    test("every student page sits in the frame, with the student's name on the menu", async ({ world, personPage, product }) => {
      const page = await personPage(world.student, { viewport });
      await visitAll(page, product, world.site, label, [
        ['/dashboard', 'client', 'StudentDashboard'],
        ['/orientation', 'client', 'Orientation'],
        ['/barriers-strategies', 'client', 'BarriersStrategies'],
        [`/reassess-plan/${world.planId}`, 'client', 'ReassessPlan'],
        [`/view-plan/${world.planId}`, 'client', 'ViewPlan'],
        ['/the-boat', 'client', 'TheBoat'],
        ['/my-reflections', 'client', 'MyReflections'],
        ['/reminders', 'client', 'Reminders'],
      ]);
      expect(await page.getByRole('button', { name: 'Menu for Robin Frame' }).count()).toBe(1);

      // Before a profile exists, its set-up page is framed too.
      const setup = await personPage(world.newcomer, { viewport });
      await visitAll(setup, product, world.site, label, [['/', 'client', 'ProfileSetup']]);
    });

    test("every coach page sits in the frame, the inbox's included", async ({ world, personPage, product }) => {
      const page = await personPage(world.coach, { viewport });
      await visitAll(page, product, world.site, label, [
        ['/coach-dashboard', 'coach', 'CoachDashboard'],
        [`/client/${world.clientId}`, 'coach', 'ClientDetail'],
        ['/availability', 'coach', 'Availability'],
        ['/practice-profile', 'coach', 'PracticeProfile'],
        ['/admin', 'admin', 'AdminPage'],
        ['/notifications', 'admin', 'NotificationSettings'],
      ]);
    });

    test('before any script runs, the page shows the frame over the outline of a page, never beside the landing page', async ({
      world,
      browser,
      personPage,
      product,
    }) => {
      const bare = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await bare.newPage();
      // The document alone draws it: no stylesheet (refused here) and no inline style the CSP blocks.
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(message.text());
      });
      await page.route('**/*.css', (route) => route.abort());
      await page.goto(`${product.url}/dashboard`);
      const early = await page.locator('#boot-frame header svg').boundingBox();
      expect(early?.y).toBeGreaterThan(0);
      expect(await page.locator('#boot-frame header').evaluate((bar) => getComputedStyle(bar).position)).toBe('sticky');
      expect(refused).toEqual([]);
      await capture(page, `app-frame/before-scripts-${label}`, { fullPage: true });
      await page.unroute('**/*.css');
      // The server-rendered landing page is shown alone.
      await page.goto(`${product.url}/`);
      expect(await page.locator('#boot-frame').isVisible()).toBe(false);
      await bare.close();

      // The app's own bar takes its place with the logo where it was.
      const app = await personPage(world.student, { viewport });
      await app.goto(`${product.url}/dashboard`);
      await waitForPage(app, 'client', 'StudentDashboard');
      expect(await app.locator('#boot-frame').isVisible()).toBe(false);
      expect(early).toEqual(await app.getByRole('banner').locator('svg').first().boundingBox());
    });

    test('the sign-in page served by the API carries the same bar', async ({ world, browser, product }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${product.url}${API_PATHS.signIn}`);
      await expectApiPageBar(page, world.site, label);
      await capture(page, `app-frame/api-login-${label}`, { fullPage: true });
      await context.close();
    });
  });
}

/** The bar on a page the API serves itself: the practice's name (short on a phone) linking home. */
async function expectApiPageBar(page: Page, site: Site, label: string): Promise<void> {
  const brand = page.getByRole('banner').getByRole('link');
  expect(await brand.innerText()).toBe(label === 'phone' ? site.shortName : site.businessName);
  expect(await brand.getAttribute('href')).toBe('/');
}

test("the sign-in link's other pages, 'Check your e-mail' and the confirmation, carry the same bar at both widths", async ({
  world,
  browser,
  product,
}) => {
  // One link for both widths: sign-in links are rate limited per address.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${product.url}${API_PATHS.signIn}`);
  const since = product.logLines().length;
  await page.getByLabel('E-mail address').fill(NEWCOMER);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  for (const [label, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await expectApiPageBar(page, world.site, label);
    await capture(page, `app-frame/api-login-sent-${label}`, { fullPage: true });
  }
  const line = await product.waitForLog((entry) => entry.msg === 'sign-in link' && entry.email === NEWCOMER, { since });
  await page.goto(String(line.link));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  for (const [label, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await expectApiPageBar(page, world.site, label);
    await capture(page, `app-frame/api-login-confirm-${label}`, { fullPage: true });
  }
  await context.close();
});
