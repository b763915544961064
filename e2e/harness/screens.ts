// What every screen is held to in the browser tests: no serious accessibility violation, checked and captured
// at phone and desktop width; and the toasts it shows.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { artifactPath } from './browser.ts';
import { PHONE, WIDTHS } from './widths.ts';

/** The serious and critical accessibility violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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

/**
 * Axe finds nothing serious at phone and at desktop width, and each is captured under e2e/artifacts/ as
 * `<name>-phone` and `<name>-desktop` (only `part` when given, else the full page; with `firstScreen`, also
 * the phone's first screen as a person sees it without scrolling). The page is left at the size it had.
 */
export async function checkBothWidths(
  page: Page,
  name: string,
  options: { part?: Locator; firstScreen?: boolean } = {},
): Promise<void> {
  const before = page.viewportSize();
  try {
    for (const [label, size] of WIDTHS) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150);
      expect(await seriousViolations(page)).toEqual([]);
      const path = artifactPath(`${name}-${label}`);
      await (options.part ? options.part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
    }
    if (options.firstScreen) {
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: artifactPath(`${name}-phone-first-screen`) });
    }
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
