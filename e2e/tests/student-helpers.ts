// Helpers of the student workspace's browser tests: students signed in through the real e-mail link flow,
// their pages, the axe check and the phone and desktop screenshots.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { artifactPath } from '../harness/browser.ts';
import { waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { signIn } from '../harness/sign-in.ts';

/** Phone and desktop sizes of the screenshots. */
import { DESKTOP, PHONE } from '../harness/widths.ts';

export { DESKTOP, PHONE };

/** Waits for a toast with this title and text (destructive ones are alerts), then closes it. */
export async function expectToast(page: Page, title: string, description: string, destructive = false): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.getByRole(destructive ? 'alert' : 'status').filter({ hasText: title });
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await toast.innerText()).toContain(description);
  // Closed, so the next toast with the same title is a new one.
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** Logs out as a person does: their menu in the app frame, then 'Logout'. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /^Menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** The serious and critical accessibility violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A signed-in browser session of one student, kept so each test opens a fresh context without signing in again. */
export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs a student in through the e-mailed link (read from the server log) and returns the session. */
export async function signInStudent(browser: Browser, product: Product, email: string): Promise<Session> {
  const context = await browser.newContext();
  try {
    await signIn(context, product, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The exposed page of the client remote that each student path shows. */
const PAGE_AT: Array<[RegExp, string]> = [
  [/^\/(dashboard)?$/, 'StudentDashboard'],
  [/^\/orientation$/, 'Orientation'],
  [/^\/barriers-strategies/, 'BarriersStrategies'],
  [/^\/reassess-plan\//, 'ReassessPlan'],
  [/^\/view-plan\//, 'ViewPlan'],
  [/^\/the-boat$/, 'TheBoat'],
  [/^\/my-reflections$/, 'MyReflections'],
];

/** Opens a student path with a full page load and waits for its page to render. */
export async function openStudentPage(page: Page, product: Product, path: string): Promise<void> {
  await page.goto(`${product.url}${path}`);
  const name = PAGE_AT.find(([pattern]) => pattern.test(path.split('?')[0]!))?.[1];
  if (!name) throw new Error(`No student page at ${path}`);
  await waitForPage(page, 'client', name);
}

/** Sends one JSON request in the student's session and fails loudly unless it succeeds. */
export async function api<T>(context: BrowserContext, product: Product, method: string, path: string, data?: unknown): Promise<T> {
  const response = await context.request.fetch(`${product.url}${path}`, { method, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Asserts axe finds no serious or critical violation, then saves phone and desktop screenshots of the page. */
export async function checkAndCapture(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  const before = page.viewportSize();
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath(`student-${name}-${label}`), fullPage: true });
  }
  // The first screen on a phone, as a student sees it without scrolling.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: artifactPath(`student-${name}-phone-first-screen`) });
  if (before) await page.setViewportSize(before);
}

/** A calendar date `days` from today as the date input holds it (YYYY-MM-DD, local). */
export function dateInput(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as the student pages print dates ("Mar 3, 2025"). */
export function todayShort(): string {
  return new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The validation messages shown in a form right now, in page order. */
export async function shownErrors(page: Page): Promise<string[]> {
  return page.locator('form [id$="-error"]').allInnerTexts();
}

/** The drafts this origin keeps in IndexedDB (read with plain IndexedDB, as the page sees them): who, which form. */
export async function draftsOnDevice(page: Page): Promise<Array<{ userId: string; key: string }>> {
  return (await draftRows(page)).map(({ userId, key }) => ({ userId, key }));
}

/** The stored values of one form's draft, or undefined. */
export async function draftValues(page: Page, key: string): Promise<Record<string, unknown> | undefined> {
  const row = (await draftRows(page)).find((entry) => entry.key === key);
  return (row?.value as { values?: Record<string, unknown> } | undefined)?.values;
}

async function draftRows(page: Page): Promise<Array<{ userId: string; key: string; value: unknown }>> {
  return page.evaluate(
    () =>
      new Promise<Array<{ userId: string; key: string; value: unknown }>>((resolve, reject) => {
        const open = indexedDB.open('ef-coaching');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('drafts')) {
            database.close();
            resolve([]);
            return;
          }
          const all = database.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            database.close();
            resolve(all.result as Array<{ userId: string; key: string; value: unknown }>);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
