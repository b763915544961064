// What a first-time parent, coach and student meet, at phone and desktop width: toasts clear of a form's
// actions, validation messages that clear once a field is valid, the consultation banner brought into view,
// confirmations before removing, and the reassess page's date picker. (Touch targets and axe: screens.test.ts.)
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ORIENTATION_QUESTIONS } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { buildPlan, buildRequest } from '../harness/factories.ts';
import { approvedStudent, test as base, waitForPage } from '../harness/fixtures.ts';
import { approveEmail } from '../harness/sign-in.ts';
import type { Product } from '../harness/product.ts';
import { logInAsAdmin, openAdmin } from './admin-helpers.ts';
import { fillForm, storedRequests, submitButton, visitorEntry, waitUntilInteractive } from './landing-helpers.ts';
import {
  api,
  dateInput,
  openStudentPage,
  shownErrors,
  type Session,
} from './student-helpers.ts';
import { MIN_TARGET, WIDTHS, openToast, overlaps, reachable } from './ui-checks.ts';

const STUDENT = 'taylor.first@example.test';
const GOAL = 'Hand in every lab report a day early';

interface World {
  coach: Session;
  student: Session;
  planId: string;
}

const test = base.extend<{ world: World; open: (session: Session | null, viewport: { width: number; height: number }) => Promise<Page> }>({
  // The coach approves one student, who has a profile, an orientation goal and one plan.
  world: [
    async ({ product, browser }, use) => {
      const { coach, student } = await approvedStudent(browser, product, STUDENT, {
        studentFirstName: 'Taylor',
        studentLastName: 'First',
        gradeLevel: '11th Grade',
      });
      const context = await browser.newContext({ storageState: student });
      await api(context, product, 'POST', API_PATHS.orientation, { goalOne: GOAL });
      const plan = await api<{ id: string }>(context, product, 'POST', API_PATHS.plans, buildPlan({
        goal: GOAL,
        internal: ['Waiting until the last evening'],
        external: ['Practice ends late'],
        strategies: ['Draft the report on the day of the lab'],
        implementation: 'Right after practice, at the kitchen table.',
      }));
      await context.close();
      // One request in the inbox (five per address are allowed in 15 minutes; the banner tests send four).
      await seedRequest(browser, product);
      await use({ coach, student, planId: plan.id });
    },
    { scope: 'file' },
  ],
  // The person's kept page at the given size (personPage), or a visitor's page in a fresh context, closed after the test.
  open: async ({ browser, personPage }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (session, viewport) => {
      if (session) return personPage(session, { viewport });
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

/** Every save on these pages fails with a 500 from now on, so the page stays put with its destructive toast. */
async function failSaves(page: Page, path: RegExp): Promise<void> {
  await page.route(path, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, json: { message: 'Internal error' } }),
  );
}

/** The toast's placement: clear of the form's action, which a click still reaches; the close button is 44 px. */
async function expectToastClearOf(page: Page, title: string, action: string): Promise<void> {
  const toast = openToast(page, title);
  // A save's round trip and its toast can take a while when two browser files share a busy machine.
  await toast.waitFor({ state: 'visible', timeout: 30_000 });
  // The pointer on the toast keeps it open (its own rule) while the checks below run on a busy machine.
  await toast.hover();
  const button = page.getByRole('button', { name: action });
  expect(await overlaps(toast, button)).toBe(false);
  expect(await reachable(button)).toBe(true);
  const close = await toast.getByRole('button', { name: 'Close' }).boundingBox();
  expect(close!.width).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(close!.height).toBeGreaterThanOrEqual(MIN_TARGET);
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

for (const [label, viewport] of WIDTHS) {
  describe(`at ${label} width (${viewport.width}px)`, () => {
    test('toasts never cover a form\'s action, and the page confirms a save too', async ({ world, open, product }) => {
      const page = await open(world.student, viewport);
      await openStudentPage(page, product, '/orientation');
      await page.getByLabel(ORIENTATION_QUESTIONS[0].question).fill(`Someone who finishes what they start (${label})`);
      await page.getByRole('button', { name: /^(Save|Update) Responses$/ }).click();
      await expectToastClearOf(page, 'Responses Saved!', 'Update Responses');
      // The page confirms the save in its own line too, beside the form's action, until the answers change.
      const confirmation = page.getByText('Your responses have been saved', { exact: true });
      await confirmation.waitFor();
      expect(await page.getByText('All changes saved').count()).toBe(0);
      await page.getByLabel(ORIENTATION_QUESTIONS[0].question).fill(`Someone who keeps going (${label})`);
      await confirmation.waitFor({ state: 'detached' });

      // In place, as the app's links move: the test is about toasts, not page loads.
      await openStudentPage(page, product, '/barriers-strategies', { inPlace: true });
      await failSaves(page, /\/api\/barriers-strategies/);
      await page.getByLabel('Goal', { exact: true }).selectOption({ index: 1 });
      await page.getByRole('textbox', { name: 'Internal barrier 1' }).fill('Waiting');
      await page.getByRole('textbox', { name: 'External barrier 1' }).fill('Noise');
      await page.getByRole('textbox', { name: 'Strategy 1' }).fill('Headphones');
      await page.getByLabel('Implementation plan', { exact: true }).fill('After school');
      await page.getByLabel('Reassessment date', { exact: true }).fill(dateInput(14));
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expectToastClearOf(page, 'Error', 'Save Plan');

      await openStudentPage(page, product, `/reassess-plan/${world.planId}`, { inPlace: true });
      await failSaves(page, /\/reassess$/);
      await page.getByLabel('Current status', { exact: true }).fill('Two of three reports were early');
      await page.getByRole('button', { name: 'Update Plan' }).click();
      await expectToastClearOf(page, 'Error', 'Update Plan');
    });

    test("after the admin logs in, 'Login Successful' covers neither Export to Excel nor Logout", async ({ world, open, product }) => {
      void world; // the request it seeds puts Export to Excel on the page
      const page = await open(null, viewport);
      await openAdmin(page, product);
      await logInAsAdmin(page, product);
      const toast = openToast(page, 'Login Successful');
      await toast.waitFor({ state: 'visible', timeout: 30_000 });
      await page.locator('[data-sonner-toast][data-mounted="true"]').waitFor();
      // The pointer on the toast keeps it open while the checks below run on a busy machine.
      await toast.hover();
      for (const name of ['Export to Excel', 'Logout']) {
        const button = page.getByRole('main').getByRole('button', { name, exact: true });
        await button.waitFor();
        expect(await overlaps(toast, button), `the toast over ${name}`).toBe(false);
        expect(await reachable(button), `${name} reachable`).toBe(true);
      }
    });

    test('a validation message clears as soon as its field is valid', async ({ world, open, product }) => {
      const page = await open(world.student, viewport);
      await openStudentPage(page, product, '/barriers-strategies');
      await page.getByRole('button', { name: 'Save Plan' }).click();
      expect(await shownErrors(page)).toEqual(
        expect.arrayContaining(['Please select a goal', 'Add at least one internal barrier', 'Add at least one external barrier']),
      );
      const goal = page.getByLabel('Goal', { exact: true });
      expect(await goal.getAttribute('aria-invalid')).toBe('true');
      await goal.selectOption({ index: 1 });
      await expect.poll(() => shownErrors(page)).not.toContain('Please select a goal');
      expect(await goal.getAttribute('aria-invalid')).not.toBe('true');
      await page.getByRole('textbox', { name: 'Internal barrier 1' }).fill('Starting late');
      await expect.poll(() => shownErrors(page)).not.toContain('Add at least one internal barrier');
      // A field still at fault keeps its message until it is fixed.
      expect(await shownErrors(page)).toContain('Add at least one external barrier');

      await openStudentPage(page, product, `/reassess-plan/${world.planId}`, { inPlace: true });
      await page.getByRole('button', { name: 'Update Plan' }).click();
      expect(await shownErrors(page)).toEqual(['Please describe your current status']);
      await page.getByLabel('Current status', { exact: true }).fill('Better');
      await expect.poll(() => shownErrors(page)).toEqual([]);
    });

    test('the consultation banner is brought into view and focused; the same request again is not stored twice', async ({
      open,
      product,
      browser,
    }) => {
      const page = await open(null, viewport);
      await page.goto(`${product.url}/`);
      await waitForPage(page, 'landing', 'LandingPage');
      await waitUntilInteractive(page);
      const entry = visitorEntry(`Banner${label}`);
      await fillForm(page, entry);
      await submitButton(page).click();
      const banner = page.getByRole('status').filter({ hasText: 'Form Submitted Successfully!' });
      await banner.waitFor();
      await expect.poll(() => inViewport(page, banner)).toBe(true);
      expect(await banner.evaluate((element) => element === document.activeElement)).toBe(true);

      // The same request again, from the same address: answered as already received, stored once.
      await fillForm(page, entry);
      await submitButton(page).click();
      const again = page.getByRole('status').filter({ hasText: 'Request Already Received' });
      await again.waitFor();
      await expect.poll(() => inViewport(page, again)).toBe(true);
      const stored = await storedRequests(browser, product);
      expect(stored.filter((request) => request.studentFirstName === entry.studentFirstName)).toHaveLength(1);
    });

    test("removing a student's sign-in asks first, naming the address; the inbox's Delete is red and asks", async ({
      world,
      open,
      product,
      browser,
    }) => {
      const address = `leaving.${label}@example.test`;
      const coachContext = await browser.newContext({ storageState: world.coach });
      await approveEmail(coachContext, product, address);
      await coachContext.close();

      const page = await open(world.coach, viewport);
      await page.goto(`${product.url}/coach-dashboard`);
      await waitForPage(page, 'coach', 'CoachDashboard');
      await page.getByRole('tab', { name: 'Platform Access' }).click();
      const remove = page.getByRole('button', { name: `Remove ${address}` });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: 'Remove sign-in access?' });
      expect(await dialog.innerText()).toContain(`${address} will no longer be able to sign in.`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(address, { exact: true }).waitFor();
      await remove.click();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await openToast(page, 'Email Removed').waitFor();
      await page.getByText(address, { exact: true }).waitFor({ state: 'detached' });

      const admin = await open(null, viewport);
      await openAdmin(admin, product);
      await logInAsAdmin(admin, product);
      const name = 'Touch Target';
      const card = admin.getByRole('article', { name });
      const del = card.getByRole('button', { name: `Delete the request for ${name}` });
      // A red (destructive) button, as the spec draws it.
      expect(await del.getAttribute('class')).toContain('bg-destructive');
      expect(await del.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(185, 28, 28)');
      await del.click();
      const question = admin.getByRole('dialog');
      expect(await question.innerText()).toContain(`Are you sure you want to delete the consultation request for ${name}?`);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await card.waitFor();
    });

    test('the next reassessment is a date (today at the earliest, two weeks ahead by default) with a note', async ({
      world,
      open,
      product,
    }) => {
      const page = await open(world.student, viewport);
      await openStudentPage(page, product, `/reassess-plan/${world.planId}`);
      const date = page.getByLabel('Date', { exact: true });
      expect(await date.getAttribute('type')).toBe('date');
      expect(await date.inputValue()).toBe(dateInput(14));
      expect(await date.getAttribute('min')).toBe(dateInput(0));
      expect(await page.getByText('A date written as YYYY-MM-DD').count()).toBe(0);

      await page.getByLabel('Current status', { exact: true }).fill(`On track (${label})`);
      await date.fill(dateInput(-1));
      await page.getByRole('button', { name: 'Update Plan' }).click();
      expect(await shownErrors(page)).toEqual(['Choose today or a later date']);
      await date.fill(dateInput(21));
      await expect.poll(() => shownErrors(page)).toEqual([]);
      await page.getByLabel('Note (optional)').fill('after the chemistry test');
      await page.getByRole('button', { name: 'Update Plan' }).click();
      await page.waitForURL(`${product.url}/`);
      const plan = await api<{ nextReassessment: string; reassessmentDate: string }>(
        page.context(),
        product,
        'GET',
        API_PATHS.plan(world.planId),
      );
      expect(plan.nextReassessment).toBe(`${dateInput(21)} after the chemistry test`);
      expect(plan.reassessmentDate.slice(0, 10)).toBe(dateInput(21));
    });
  });
}

/** Whether an element lies wholly inside the viewport (below the sticky header's top edge counts). */
async function inViewport(page: Page, element: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  return !!box && !!size && box.y >= 0 && box.y + box.height <= size.height;
}

/** Stores one consultation request from a visitor, so the inbox has a card. */
async function seedRequest(browser: Browser, product: Product): Promise<void> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${product.url}${API_PATHS.requestConsultation}`, {
      data: buildRequest({ studentFirstName: 'Touch', studentLastName: 'Target', email: 'touch.target@example.test' }),
    });
    expect(response.status()).toBe(201);
  } finally {
    await context.close();
  }
}
