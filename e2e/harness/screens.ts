// What the browser tests read off a screen: axe's serious findings (tests/screens.test.ts runs it on every
// screen), and the toasts it shows.
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What AxeBuilder is given to inject: nothing, since seriousViolations loads axe itself. AxeBuilder injects axe's
 * 560 KB source twice at every run (into the page, then into each frame), about half the time of a run, where a
 * page's document keeps one copy across the screens it shows.
 */
const ALREADY_LOADED = ';';

/**
 * The serious and critical accessibility violations axe finds on the page as it is now, or only within the
 * element a CSS selector names.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it in each frame apart and joins the results in a new
  // blank page, twice the time; the product's pages hold no frame from another origin, all legacy mode leaves out.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  const axe = new AxeBuilder({ page, axeSource: ALREADY_LOADED })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  const result = await (within ? axe.include(within) : axe).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits for a toast with this title and text (a destructive one marked as an error), then closes it. */
export async function expectToast(page: Page, title: string, description: string, destructive = false): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.getByRole('listitem').filter({ hasText: title });
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await toast.innerText()).toContain(description);
  expect(await toast.getAttribute('data-type')).toBe(destructive ? 'error' : null);
  // Closed, so the next toast with the same title is a new one. On a loaded machine the toast's own 5 s may run
  // out before the click lands; either way it must leave the page (the close button has its own unit test).
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await toast.waitFor({ state: 'detached' });
}
