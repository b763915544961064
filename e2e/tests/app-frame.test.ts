// The frame before any script runs, and on the pages the API serves itself: index.html draws the bar over the
// outline of a page before any script or stylesheet arrives, and the sign-in pages (the form, 'Check your e-mail',
// the link's confirmation) carry the same bar, at phone and desktop width. The frame of every page of the signed-in
// app is checked where every screen is walked (screens.test.ts). With SCREENSHOTS=1, each is captured under
// e2e/artifacts/app-frame/.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { SiteInfo } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { capture } from '../harness/browser.ts';
import { buildStudent } from '../harness/factories.ts';
import { approvedStudent, test as base, waitForPage } from '../harness/fixtures.ts';
import { readSite } from './landing-helpers.ts';
import type { Session } from './student-helpers.ts';
import { WIDTHS } from '../harness/widths.ts';

const STUDENT = 'casey.frame@example.test';

interface World {
  site: SiteInfo;
  student: Session;
}

const test = base.extend<{ world: World }>({
  // A student with a profile, whose dashboard takes the place of the frame drawn before any script.
  world: [
    async ({ product, browser }, use) => {
      const site = await readSite(product);
      const { student } = await approvedStudent(browser, product, STUDENT, buildStudent({ studentFirstName: 'Casey' }));
      await use({ site, student });
    },
    { scope: 'file' },
  ],
});

for (const [label, viewport] of WIDTHS) {
  describe(`at ${label} width (${viewport.width}px)`, () => {
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

    test("the sign-in page served by the API carries the same bar, its card clear of the screen's edges", async ({
      world,
      browser,
      product,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${product.url}${API_PATHS.signIn}`);
      await expectApiPageBar(page, world.site, label);
      const card = (await page.getByRole('main').boundingBox())!;
      expect(card.x).toBeGreaterThanOrEqual(16);
      expect(viewport.width - (card.x + card.width)).toBeGreaterThanOrEqual(16);
      await capture(page, `app-frame/api-login-${label}`, { fullPage: true });
      await context.close();
    });
  });
}

/** The bar on a page the API serves itself: the practice's name (short on a phone) linking home. */
async function expectApiPageBar(page: Page, site: SiteInfo, label: string): Promise<void> {
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
  await page.getByLabel('E-mail address').fill(STUDENT);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  for (const [label, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await expectApiPageBar(page, world.site, label);
    await capture(page, `app-frame/api-login-sent-${label}`, { fullPage: true });
  }
  const line = await product.waitForLog((entry) => entry.msg === 'sign-in link' && entry.email === STUDENT, { since });
  await page.goto(String(line.link));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  for (const [label, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await expectApiPageBar(page, world.site, label);
    await capture(page, `app-frame/api-login-confirm-${label}`, { fullPage: true });
  }
  await context.close();
});
