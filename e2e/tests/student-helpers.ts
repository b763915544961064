// Helpers of the student workspace's browser tests: their pages, requests in a student's session, dates as
// the pages show them, and the drafts kept on the device.
import type { BrowserContext, Page } from 'playwright-core';
import { openPath, type Session, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { expectToast, seriousViolations } from '../harness/screens.ts';
import { DESKTOP, PHONE } from '../harness/widths.ts';

export { DESKTOP, PHONE, expectToast, seriousViolations };

/** Logs out as a person does: the bar's Logout button on a wide screen, else their menu in the app frame, then 'Logout'. */
export async function logOut(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: 'Logout', exact: true });
  if (await button.isVisible()) return button.click();
  await banner.getByRole('button', { name: /^Menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

export type { Session };

/** The exposed page of the client remote that each student path shows. */
const PAGE_AT: Array<[RegExp, string]> = [
  [/^\/(dashboard)?$/, 'StudentDashboard'],
  [/^\/orientation$/, 'Orientation'],
  [/^\/barriers-strategies/, 'BarriersStrategies'],
  [/^\/reassess-plan\//, 'ReassessPlan'],
  [/^\/view-plan\//, 'ViewPlan'],
  [/^\/the-boat$/, 'TheBoat'],
  [/^\/my-reflections$/, 'MyReflections'],
  [/^\/reminders$/, 'Reminders'],
  [/^\/sharing$/, 'Sharing'],
];

/**
 * Opens a student path and waits for its page to render: with a full page load, or with `inPlace` as the app's own
 * links move between pages once the page shows the app (see openPath).
 */
export async function openStudentPage(page: Page, product: Product, path: string, { inPlace = false } = {}): Promise<void> {
  await openPath(page, product, path, { inPlace });
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

/** A calendar date `days` from today as the date input holds it (YYYY-MM-DD, local). */
export function dateInput(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day as the student pages print dates ("Mar 3, 2025"), today by default. */
export function shortDate(day = new Date()): string {
  return day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
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

/** When one form's draft was last edited (ms since the epoch), or undefined. */
export async function draftEditedAt(page: Page, key: string): Promise<number | undefined> {
  const row = (await draftRows(page)).find((entry) => entry.key === key);
  return (row?.value as { editedAt?: number } | undefined)?.editedAt;
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
