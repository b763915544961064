import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import type { Product } from '../harness/product.ts';
import { ownProduct, recordRequests, test as base } from '../harness/fixtures.ts';
import {
  DESKTOP,
  expectToast,
  failNextRequest,
  holdRequest,
  isoDay,
  logInAsAdmin,
  OBSERVE_ALERTS,
  openAdmin,
  PHONE,
  sheetDate,
  submitAsVisitor,
  type RequestFields,
} from './admin-helpers.ts';
import { readSite } from './landing-helpers.ts';

/** Far east of UTC, so the local calendar day often differs from the server's: the export must follow the viewer. */
const ZONE = 'Pacific/Kiritimati';

const ANA: RequestFields = {
  studentFirstName: 'Ana',
  studentLastName: 'Ruiz',
  gradeLevel: '11th',
  phone: '(555) 201-3344',
  email: 'ana.parent@example.test',
  challenges: 'Struggles to start long assignments and loses track of deadlines.',
  weekdayEvening: true,
  weekend: true,
};

interface ListedRequest {
  id: string;
  studentFirstName: string;
  createdAt: string | null;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export to Excel' });

// A product of this file's own (a fresh install): the inbox starts empty.
const test = base.extend<{ $file: { product: Product } }>({ product: ownProduct() });

describe('the admin inbox', () => {
  // Alerts are desktop notifications: the full Chromium.
  test('checking, wrong then right password, a request arriving live, export, delete with confirmation, logout', async ({
    fullBrowser: browser,
    product,
  }) => {
    const context = await browser.newContext({ timezoneId: ZONE, viewport: DESKTOP });
    await context.grantPermissions(['notifications'], { origin: product.url });
    await context.addInitScript(OBSERVE_ALERTS);
    const page = await context.newPage();
    const requests = recordRequests(page);

    // The session check runs first.
    const check = await holdRequest(context, API_PATHS.adminCheck);
    await page.goto(`${product.url}/admin`);
    await check.seen;
    await page.getByText('Checking authentication...').waitFor();
    check.release();

    // Not signed in: the password card.
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await page.getByText('Enter password to access consultation requests').waitFor();
    const password = page.getByPlaceholder('Enter admin password');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await page.getByText('Password is required').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.evaluate((field) => field === document.activeElement)).toBe(true);

    // A wrong password: 'Logging in...' while it is checked, then the wrong-password toast.
    await password.fill('not-the-password');
    const wrong = await holdRequest(context, API_PATHS.adminSignIn);
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await wrong.seen;
    const pending = page.getByRole('button', { name: 'Logging in...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    wrong.release();
    await expectToast(page, 'Login Failed', 'Incorrect password. Please try again.', true);
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();

    // The list is never asked for before the admin is signed in.
    expect(requests.urls.filter((url) => url.includes(API_PATHS.consultationRequests))).toEqual([]);

    // The right password: the inbox, loading, then empty.
    await password.fill(product.adminPassword);
    const list = await holdRequest(context, API_PATHS.consultationRequests);
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await list.seen;
    await page.getByText('Loading consultation requests...').waitFor();
    // The password card is gone: the keyboard goes on at the inbox's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Consultation Requests');
    list.release();
    await expectToast(page, 'Login Successful', 'Welcome to the admin dashboard.');
    await page.getByRole('heading', { level: 1, name: 'Consultation Requests' }).waitFor();
    await page.getByText('View all submitted consultation requests').waitFor();
    await page.getByText('No consultation requests yet.').waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await exportButton(page).count()).toBe(0);

    // A visitor submits a request on another page: it appears here without a reload, with an alert.
    await page.locator('[data-live-status="connected"]').waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await submitAsVisitor(browser, product, ANA);
    const ana = card(page, 'Ana Ruiz');
    await ana.waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    const [stored] = (await (
      await context.request.get(`${product.url}${API_PATHS.consultationRequests}`)
    ).json()) as ListedRequest[];
    expect(stored?.studentFirstName).toBe('Ana');
    const text = (await ana.textContent()) ?? '';
    for (const expected of [
      'Student Information',
      'Details & Availability',
      '11th Grade',
      'Not provided',
      ANA.phone,
      ANA.email,
      'Weekday Evenings',
      'Weekends',
      ANA.challenges!,
      'Request ID',
      stored!.id,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Weekday Mornings');
    expect(text).not.toContain('No preferences specified');
    expect(text).not.toContain('Unknown');
    // Delete is the red (destructive) button the spec draws: white text on red.
    const deleteStyle = await ana
      .getByRole('button', { name: /Delete/ })
      .evaluate((button) => ({ background: getComputedStyle(button).backgroundColor, color: getComputedStyle(button).color }));
    expect(deleteStyle).toEqual({ background: 'rgb(185, 28, 28)', color: 'rgb(255, 255, 255)' });

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications))
      .toEqual([
        {
          title: 'New Consultation Request',
          body: 'Ana Ruiz (11th) has requested a consultation',
          tag: 'consultation-request:Ana Ruiz:11th',
        },
      ]);
    const sounds = await page.evaluate(
      () => (window as unknown as { __sounds: { volume: number; src: string }[] }).__sounds,
    );
    expect(sounds).toHaveLength(1);
    expect(sounds[0]).toEqual({ volume: 0.1, src: 'data:audio/wav;base64,' });

    // Export: the file is named after the viewer's local date and holds the request.
    await exportButton(page).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton(page).click()]);
    expect(download.suggestedFilename()).toBe(`consultation-requests-${isoDay(new Date(), ZONE)}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Consultation Requests');
    expect(sheet).toBeDefined();
    expect(sheet!.rowCount).toBe(2);
    expect((sheet!.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Student Name',
      'Grade Level',
      'Parent Name',
      'Phone',
      'Email',
      'Challenges/Goals',
      'Weekday Morning',
      'Weekday Afternoon',
      'Weekday Evening',
      'Weekend',
      'Submitted Date',
      'Status',
      'Note',
    ]);
    const row = (sheet!.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 10)).toEqual([
      'Ana Ruiz',
      '11th',
      undefined,
      ANA.phone,
      ANA.email,
      ANA.challenges,
      'No',
      'No',
      'Yes',
      'Yes',
    ]);
    expect(row[10]).toBe(sheetDate(new Date(stored!.createdAt!), ZONE));

    // Delete asks first; Cancel keeps the request.
    await ana.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'Are you sure you want to delete the consultation request for Ana Ruiz?',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await ana.isVisible()).toBe(true);

    // Confirmed: Delete waits while the call runs, then the list is fetched again and is empty.
    await ana.getByRole('button', { name: /Delete/ }).click();
    const removal = await holdRequest(context, API_PATHS.consultationRequest(stored!.id), { method: 'DELETE' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await removal.seen;
    await expect.poll(() => ana.getByRole('button', { name: /Delete/ }).isDisabled()).toBe(true);
    removal.release();
    await page.getByText('No consultation requests yet.').waitFor();
    // With none left, the keyboard goes on at the page's heading (before the toast's Close is clicked below).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Consultation Requests');
    await expectToast(page, 'Request Deleted', 'The consultation request has been removed.');
    expect(await exportButton(page).count()).toBe(0);

    // Logout: the password card again, and the server agrees.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged Out', 'You have been logged out successfully.');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect((await context.request.get(`${product.url}${API_PATHS.adminCheck}`)).status()).toBe(401);
    await context.close();
  });

  test('too many log-ins from one address show the server’s reason, not “try again”', async ({ browser, product }) => {
    // This context has an address of its own: using up its allowance touches no other test.
    const context = await browser.newContext();
    const page = await context.newPage();
    await openAdmin(page, product);
    let status = 0;
    for (let sent = 0; status !== 429; sent++) {
      if (sent > 20) throw new Error('The server never limited admin log-ins');
      const reply = await context.request.post(`${product.url}${API_PATHS.adminSignIn}`, {
        data: { password: product.adminPassword },
      });
      status = reply.status();
    }
    await page.getByPlaceholder('Enter admin password').fill(product.adminPassword);
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await expectToast(page, 'Error', 'Too many login attempts. Please wait a few minutes and try again.', true);
    await context.close();
  });

  test('a lost connection and a request deleted elsewhere get their messages', async ({ browser, product }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await submitAsVisitor(browser, product, {
      ...ANA,
      studentFirstName: 'Ben',
      studentLastName: 'Okoro',
      parentName: 'Grace Okoro',
    });

    await openAdmin(page, product);
    await page.getByPlaceholder('Enter admin password').fill(product.adminPassword);
    await failNextRequest(context, API_PATHS.adminSignIn);
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await expectToast(page, 'Error', 'Something went wrong. Please try again.', true);
    expect(await page.getByRole('heading', { name: 'Admin Access' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await expectToast(page, 'Login Successful', 'Welcome to the admin dashboard.');
    const ben = card(page, 'Ben Okoro');
    await ben.waitFor();
    expect(await ben.innerText()).toContain('Grace Okoro');

    // Another admin deletes the request first.
    const other = await browser.newContext();
    expect(
      (await other.request.post(`${product.url}${API_PATHS.adminSignIn}`, { data: { password: product.adminPassword } })).ok(),
    ).toBe(true);
    const [listed] = (await (
      await other.request.get(`${product.url}${API_PATHS.consultationRequests}`)
    ).json()) as ListedRequest[];
    expect((await other.request.delete(`${product.url}${API_PATHS.consultationRequest(listed!.id)}`)).ok()).toBe(true);
    await other.close();

    await ben.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No consultation requests yet.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Consultation Requests');
    await expectToast(page, 'Delete Failed', 'There was an error deleting the request. Please try again.', true);

    // Logging out while the connection is lost keeps the admin in.
    await failNextRequest(context, API_PATHS.adminSignOut);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Error', 'Failed to log out properly.', true);
    expect(await page.getByRole('heading', { level: 1, name: 'Consultation Requests' }).isVisible()).toBe(true);
    await context.close();
  });

  test('the live stream says when it is down, reconnects on its own and catches up on what it missed', async ({
    browser,
    product,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The first connection fails; the retry is held at the network while a request arrives unseen.
    const retry = await holdRequest(context, API_PATHS.notifications);
    await failNextRequest(context, API_PATHS.notifications);

    await openAdmin(page, product);
    await logInAsAdmin(page, product);
    const status = page.locator('[data-live-status]');
    await page.locator('[data-live-status="disconnected"]').waitFor();
    expect(await status.textContent()).toBe('Live updates paused, reconnecting...');
    await page.getByText('No consultation requests yet.').waitFor();

    await retry.seen;
    await submitAsVisitor(browser, product, { ...ANA, studentFirstName: 'Dev', studentLastName: 'Patel' });
    await page.waitForTimeout(500); // that no card appears while paused can only be seen by waiting
    expect(await card(page, 'Dev Patel').count()).toBe(0);

    retry.release();
    await page.locator('[data-live-status="connected"]').waitFor();
    expect(await status.textContent()).toBe('Live updates on');
    await card(page, 'Dev Patel').waitFor();
    await context.close();
  });

  test("the admin screen's header: brand to '/', the home page's sections, Quick Links and the mobile menu", async ({
    browser,
    product,
  }) => {
    const site = await readSite(product);
    const sections = [
      ['Home', '/'],
      ['About', '/#about'],
      ['Services', '/#services'],
      ['Why Choose Us', '/#testimonials'],
      ['Contact', '/#contact'],
    ] as const;

    const desktop = await browser.newContext({ viewport: DESKTOP });
    const page = await desktop.newPage();
    await openAdmin(page, product);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: site.businessName }).getAttribute('href')).toBe('/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of sections) {
      expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).toBe(href);
    }
    await header.getByRole('button', { name: 'Quick Links' }).click();
    const login = page.getByRole('menuitem', { name: `${site.shortName} Log In` });
    await login.waitFor();
    expect(await login.getAttribute('href')).toBe(API_PATHS.signIn);
    await desktop.close();

    const phone = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const mobile = await phone.newPage();
    await openAdmin(mobile, product);
    expect(await mobile.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    const menu = mobile.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    for (const [label, href] of sections) {
      expect(await menu.getByRole('link', { name: label, exact: true }).getAttribute('href'), label).toBe(href);
    }
    expect(await menu.getByRole('link', { name: `${site.shortName} Log In` }).getAttribute('href')).toBe(API_PATHS.signIn);
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await mobile.waitForURL(`${product.url}/#contact`);
    await menu.waitFor({ state: 'detached' });
    await phone.close();
  });
});
