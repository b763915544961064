import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { buildRequest } from '../harness/factories.ts';
import { COACH_EMAIL, test } from '../harness/fixtures.ts';
import { startProduct, type Product } from '../harness/product.ts';
import { capture } from '../harness/browser.ts';
import {
  DESKTOP,
  expectToast,
  holdRequest,
  logInAsAdmin,
  openAdmin,
  PHONE,
} from './admin-helpers.ts';

/** Requests stored before the admin opens the inbox: more than one page of 50. */
const STORED = 60;

// A product of this file's own (a fresh install): the paging counts every request in the inbox. It trusts
// X-Forwarded-For, so each stored request comes from its own address under the per-address limit.
let product: Product;
beforeAll(async () => {
  product = await startProduct({ root: inject('releaseDir'), env: { COACH_EMAILS: COACH_EMAIL, TRUST_PROXY: 'true' } });
});
afterAll(() => product?.stop());

/** The student's last name of the request submitted `number`-th (1 = oldest). */
const lastName = (number: number) => `Number${String(number).padStart(2, '0')}`;

let submitted = 0;
/** Submits one request through the public API, as a visitor from its own address would. */
async function submitRequest(): Promise<void> {
  submitted += 1;
  const fields = buildRequest({
    studentFirstName: 'Paged',
    studentLastName: lastName(submitted),
    email: `paged${submitted}@example.test`,
  });
  const response = await fetch(`${product.url}${API_PATHS.requestConsultation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${submitted}` },
    body: JSON.stringify(fields),
  });
  expect(response.status).toBe(201);
  // The next one is stored at a later millisecond, so newest first is exactly the reverse order.
  await new Promise((resolve) => setTimeout(resolve, 3));
}

/** The names of the cards shown, top to bottom. */
const cardNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Consultation requests' })
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );

/** Names of the requests numbered `from` down to `to`, as their cards are labelled. */
const newestFirst = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_unused, index) => `Paged ${lastName(from - index)}`);

const showOlder = (page: Page) => page.getByRole('button', { name: 'Show older requests' });

describe('the admin inbox, page by page', () => {
  test('50 cards first, Show older requests appends the other 10 in order and goes; live updates and deletion keep every page', async ({
    browser,
  }) => {
    for (let index = 0; index < STORED; index += 1) await submitRequest();

    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openAdmin(page, product);
    await logInAsAdmin(page, product);
    await expectToast(page, 'Login Successful', 'Welcome to the admin dashboard.');
    await page.getByRole('article', { name: `Paged ${lastName(60)}` }).waitFor();
    expect(await cardNames(page)).toEqual(newestFirst(60, 11));
    await page.getByRole('button', { name: 'Export to Excel' }).waitFor();

    // The button is below the cards, reached with the keyboard, and shows its focus.
    const button = showOlder(page);
    await button.waitFor();
    const lastCard = page.getByRole('article', { name: `Paged ${lastName(11)}` });
    const [cardBottom, buttonTop] = [(await lastCard.boundingBox())!, (await button.boundingBox())!];
    expect(buttonTop.y).toBeGreaterThan(cardBottom.y + cardBottom.height);
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    expect(await button.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');

    // Pressed: 'Loading...' and disabled while the older page loads, then the other 10 below, in order.
    // The older page only (?before=): a refresh of the first page, which a live event may start, passes.
    const older = await holdRequest(context, API_PATHS.consultationRequests, { withParam: 'before' });
    await page.keyboard.press('Enter');
    await older.seen;
    const loading = page.getByRole('button', { name: 'Loading...' });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    older.release();
    await page.getByRole('article', { name: `Paged ${lastName(1)}` }).waitFor();
    expect(await cardNames(page)).toEqual(newestFirst(60, 1));
    expect(await showOlder(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Loading...' }).count()).toBe(0);
    // The keyboard continues at the first appended request.
    expect(
      await page.evaluate(() => {
        const card = document.activeElement?.querySelector('[role="article"]');
        return document.getElementById(card?.getAttribute('aria-labelledby') ?? '')?.textContent;
      }),
    ).toBe(`Paged ${lastName(10)}`);

    // A request arriving live refreshes both pages from the start: it comes first and nothing repeats or goes.
    await page.locator('[data-live-status="connected"]').waitFor();
    await submitRequest();
    await page.getByRole('article', { name: `Paged ${lastName(61)}` }).waitFor({ timeout: 10_000 });
    await expect.poll(() => cardNames(page)).toEqual(newestFirst(61, 1));
    expect(await showOlder(page).count()).toBe(0);

    // Deleting a request of the older page still works, and the rest stay in order.
    const doomed = page.getByRole('article', { name: `Paged ${lastName(5)}` });
    await doomed.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.innerText()).toContain(
      `Are you sure you want to delete the consultation request for Paged ${lastName(5)}?`,
    );
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await doomed.waitFor({ state: 'detached' });
    // The keyboard goes on at the request that took its place (before the toast's Close is clicked below).
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent)).toBe(`Paged ${lastName(4)}`);
    await expectToast(page, 'Request Deleted', 'The consultation request has been removed.');
    expect(await cardNames(page)).toEqual(newestFirst(61, 1).filter((name) => name !== `Paged ${lastName(5)}`));
    expect(await showOlder(page).count()).toBe(0);
    await context.close();
  });

  test('a fresh visit shows the first 50 again with the button', async ({
    browser,
  }) => {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openAdmin(page, product);
      await logInAsAdmin(page, product);
      await expectToast(page, 'Login Successful', 'Welcome to the admin dashboard.');
      await showOlder(page).waitFor();
      expect(await cardNames(page)).toHaveLength(50);
      await page.locator('[data-live-status="connected"]').waitFor();
      await showOlder(page).scrollIntoViewIfNeeded();
      await capture(page, `admin-pages-older-${label}`);
      await context.close();
    }
  });
});
