// The coach's consultation inbox in Chromium: reached with the coach's own session (no admin password), inside the
// coach's frame, and each request triaged from its card (status badge, note, filter opening on new and contacted).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { capture } from '../harness/browser.ts';
import { COACH_EMAIL, ownProduct, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { signIn } from '../harness/sign-in.ts';
import { DESKTOP, expectToast, PHONE, submitAsVisitor, type RequestFields } from './admin-helpers.ts';

/** Each test walks the inbox at two widths: generous beside another browser file on a busy machine. */
// A product of the file's own: the inbox's filters are checked by how many requests they leave.
const test = base.extend<{ $file: { product: Product } }>({ product: ownProduct() });

const INBOX_TEST_MS = 300_000;

const NOOR: RequestFields = {
  studentFirstName: 'Noor',
  studentLastName: 'Haddad',
  gradeLevel: '10th',
  phone: '(555) 010-2020',
  email: 'noor.parent@example.test',
  challenges: 'Forgets homework at school.',
};
const OWEN: RequestFields = {
  studentFirstName: 'Owen',
  studentLastName: 'Price',
  gradeLevel: '12th',
  phone: '(555) 030-4040',
  email: 'owen.parent@example.test',
};

const card = (page: Page, name: string) => page.getByRole('article', { name });
const filter = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Show requests that are' }).getByRole('button', { name: label, exact: true });

describe("the coach's inbox", () => {
  test('opens with the coach session inside the coach frame, live, without the admin password', async ({
    browser,
    product,
  }) => {
    await submitAsVisitor(browser, product, NOOR);
    const context = await browser.newContext({ viewport: DESKTOP });
    await signIn(context, product, COACH_EMAIL);
    const page = await context.newPage();
    await page.goto(`${product.url}/admin`);
    await waitForPage(page, 'admin', 'AdminPage');
    await page.getByRole('heading', { level: 1, name: 'Consultation Requests' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Admin Access' }).count()).toBe(0);
    await card(page, 'Noor Haddad').waitFor();
    // The coach's frame, not the public site's header; the coach leaves through the frame's Logout.
    const nav = page.getByRole('navigation', { name: 'Coach' });
    expect(await nav.getByRole('link', { name: 'Consultations' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/coach-dashboard');
    expect(await nav.getByRole('link', { name: 'Availability' }).getAttribute('href')).toBe('/availability');
    expect(await page.getByRole('button', { name: 'Quick Links' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Menu for / }).count()).toBe(0);
    // Live alerts with the coach's session: a new request appears without a reload.
    await page.locator('[data-live-status="connected"]').waitFor({ timeout: 20_000 });
    await submitAsVisitor(browser, product, OWEN);
    await card(page, 'Owen Price').waitFor({ timeout: 20_000 });
    // The export downloads with the coach's session.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^consultation-requests-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await context.close();
  }, INBOX_TEST_MS);

  test('triages a request from its card: badge, note, and the filter that opens on new and contacted', async ({
    browser,
    product,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await signIn(context, product, COACH_EMAIL);
    const page = await context.newPage();
    await page.goto(`${product.url}/admin`);
    await waitForPage(page, 'admin', 'AdminPage');
    const noor = card(page, 'Noor Haddad');
    await noor.waitFor();
    expect(await filter(page, 'New').getAttribute('aria-pressed')).toBe('true');
    expect(await filter(page, 'Contacted').getAttribute('aria-pressed')).toBe('true');
    expect(await filter(page, 'Closed').getAttribute('aria-pressed')).toBe('false');
    expect(await noor.locator('[data-request-status]').innerText()).toBe('New');

    // Contacted, with a note: the badge and the note follow, and a reload keeps them.
    await noor.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
    await noor.getByLabel('Note (optional)').fill('Left a voicemail on Monday');
    await noor.getByRole('button', { name: 'Save Status' }).press('Enter');
    await expectToast(page, 'Status Updated', 'Noor Haddad: Contacted.');
    await expect.poll(() => noor.locator('[data-request-status]').innerText()).toBe('Contacted');
    // The keyboard user is still in the card's form: back on its status.
    await expect
      .poll(() => noor.getByLabel('Status', { exact: true }).evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.reload();
    await waitForPage(page, 'admin', 'AdminPage');
    await expect.poll(() => card(page, 'Noor Haddad').getByLabel('Note (optional)').inputValue()).toBe(
      'Left a voicemail on Monday',
    );

    // Closed: gone from the inbox as it opens, back when the Closed filter is on.
    const owen = card(page, 'Owen Price');
    await owen.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
    await owen.getByRole('button', { name: 'Save Status' }).click();
    await expectToast(page, 'Status Updated', 'Owen Price: Closed.');
    await owen.waitFor({ state: 'detached' });
    // The keyboard goes on at the request that took its place, not at the page's body.
    const focused = () =>
      page.evaluate(() => document.activeElement?.closest('li')?.querySelector('h2')?.textContent);
    await expect.poll(focused).toBe('Noor Haddad');
    await filter(page, 'Closed').click();
    await card(page, 'Owen Price').waitFor();
    expect(await card(page, 'Owen Price').locator('[data-request-status]').innerText()).toBe('Closed');
    await filter(page, 'New').click();
    await filter(page, 'Contacted').click();
    await card(page, 'Owen Price').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);

    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await filter(page, 'Contacted').click();
      await card(page, 'Noor Haddad').waitFor();
      await card(page, 'Owen Price').waitFor();
      await capture(page, `coach-inbox/inbox-${name}`, { fullPage: true });
      await filter(page, 'Contacted').click();
    }
    await context.close();
  }, INBOX_TEST_MS);
});
