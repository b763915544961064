// Helpers of the family browser tests: the coach publishes the agreement for families and links guardians to a
// student through the real API; a guardian signs in by e-mailed link like everyone.
import type { Browser, Page } from 'playwright-core';
import { API_PATHS } from '@app/api/contract/paths';
import type { GuardianRelationship } from '@app/api/contract';
import { type Session, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { signIn } from '../harness/sign-in.ts';
import { api } from './student-helpers.ts';

/** The agreement for families the tests publish. */
export const AGREEMENT_TEXT = 'Coaching is not therapy.\nYour student decides what you see.\nIn a crisis, call 988.';
/** The Family page's button that accepts the agreement. */
export const ACCEPT_LABEL = 'I have read and accept this agreement';

/** As the coach: publishes the agreement for families (a changed text is a new version). */
export async function publishAgreement(browser: Browser, product: Product, coach: Session, text = AGREEMENT_TEXT): Promise<void> {
  const context = await browser.newContext({ storageState: coach });
  try {
    await api(context, product, 'PUT', API_PATHS.coachFamilyAgreement, { text });
  } finally {
    await context.close();
  }
}

/** As the coach: links a guardian to the student, then signs the guardian in; resolves to their id and session. */
export async function linkedGuardian(
  browser: Browser,
  product: Product,
  coach: Session,
  clientId: string,
  guardian: { name: string; email: string; relationship: GuardianRelationship },
): Promise<{ id: string; session: Session }> {
  const coachContext = await browser.newContext({ storageState: coach });
  const context = await browser.newContext();
  try {
    const { id } = await api<{ id: string }>(coachContext, product, 'POST', API_PATHS.coachClientGuardians(clientId), guardian);
    await signIn(context, product, guardian.email);
    return { id, session: await context.storageState() };
  } finally {
    await coachContext.close();
    await context.close();
  }
}

/** Opens the guardian's Family page with a full page load. */
export async function openFamily(page: Page, product: Product, path = '/'): Promise<void> {
  await page.goto(`${product.url}${path}`);
  await waitForPage(page, 'client', 'Family');
}

/** The card of one section of a student on the Family page or in a preview. */
export function sectionCard(page: Page, section: string, within = 'body') {
  return page.locator(`${within} [data-section="${section}"]`);
}
