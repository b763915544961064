// Checks of what a page looks like to a person, shared by the first-use and screens browser tests: touch
// targets, whether one element covers another, and the toast shown now.
import type { Locator, Page } from 'playwright-core';

export { WIDTHS } from '../harness/widths.ts';

/** The smallest touch target on a phone, in CSS pixels (WCAG 2.5.5, Apple's and Material's minimum). */
export const MIN_TARGET = 44;

/**
 * The visible controls smaller than 44×44 px, on the page or only within the element a CSS selector names,
 * described as "tag 'name' W×H". A checkbox or radio counts with its label, which is part of its target; the
 * skip link (shown only on focus) and what is hidden from the accessibility tree are left out.
 */
export async function smallTargets(page: Page, within?: string): Promise<string[]> {
  return page.evaluate(([min, root]) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"]';
    const found: string[] = [];
    const scope = root ? document.querySelector(root) : document;
    if (!scope) throw new Error(`Nothing on the page matches ${root}`);
    for (const element of scope.querySelectorAll<HTMLElement>(selector)) {
      // Hidden from people: screen-reader-only text, and what the accessibility tree leaves out (a form's honeypot).
      if (element.closest('.sr-only, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        const label = element.closest('label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        if (label) rect = label.getBoundingClientRect();
      }
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} '${name}' ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return found;
  }, [MIN_TARGET, within] as const);
}

/** Whether two elements' boxes on screen overlap. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

/** Whether a click at the centre of an element reaches that element (nothing lies on top of it). */
export async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return !!top && (top === element || element.contains(top));
  });
}

/** The open toast (a list item in the notification region), with the given title. */
export function openToast(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });
}
