// The practice's packages and a student's account on screen: the coach adds a package (its field errors first) and
// retires another on Practice profile, sells one to a student and records a payment on the client's Account tab;
// the student reads sessions left, the balance and the Pay button on the dashboard, and so does a guardian the
// student shares the account with; the coach opens this month's statement, and the guardian opens it from theirs.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ACCOUNT_MESSAGES, STATEMENT_MESSAGES } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { buildStudent } from '../harness/factories.ts';
import { approvedStudent, test, waitForPage } from '../harness/fixtures.ts';
import { ACCEPT_LABEL, linkedGuardian, openFamily, publishAgreement, sectionCard } from './family-helpers.ts';
import { api, expectToast, openStudentPage } from './student-helpers.ts';

const STUDENT = 'account.casey@example.test';
const GUARDIAN = { name: 'Dana Ledger', email: 'account.dana@example.test', relationship: 'mother' as const };
const PACKAGE = 'Four sessions (account walk)';
const OLD_PACKAGE = 'Summer intensive (account walk)';
const PAY_URL = 'https://buy.stripe.com/test_account_walk';

/** Sessions left and the balance as an account's figures show them. */
async function figures(within: Locator | Page): Promise<[string, string]> {
  return [
    (await within.locator('[data-sessions-left]').innerText()).trim(),
    (await within.locator('[data-balance]').innerText()).trim(),
  ];
}

/** The Pay button of the account, with where and how it opens. */
async function payLink(within: Locator | Page) {
  const link = within.getByRole('link', { name: `Pay for ${PACKAGE} (opens in a new tab)` });
  await link.waitFor();
  return {
    text: (await link.innerText()).trim(),
    href: await link.getAttribute('href'),
    target: await link.getAttribute('target'),
    rel: await link.getAttribute('rel'),
  };
}

const PAY = { text: 'Pay', href: PAY_URL, target: '_blank', rel: 'noopener noreferrer' };

describe('packages, payments and the account', () => {
  test('the coach sells a package and records a payment; the student and a guardian read the account', { timeout: 180_000 }, async ({ browser, product, page }) => {
    const { coach, student, profileId } = await approvedStudent(
      browser,
      product,
      STUDENT,
      buildStudent({ studentFirstName: 'Casey', studentLastName: 'Ledger' }),
    );
    const studentContext = await browser.newContext({ storageState: student });
    try {
      await page.context().addCookies(coach.cookies);
      await api(page.context(), product, 'POST', API_PATHS.coachPackages, { name: OLD_PACKAGE, sessions: 6, price: 480 });

      // Practice profile, Packages: each field's error beside it, then the package added.
      await page.goto(`${product.url}/practice-profile`);
      await waitForPage(page, 'coach', 'PracticeProfile');
      const section = page.getByRole('region', { name: 'Packages', exact: true });
      const form = section.getByRole('form', { name: 'Add a package' });
      await form.getByLabel('Name').fill(PACKAGE);
      await form.getByLabel('Sessions').fill('0');
      await form.getByLabel('Price in dollars').fill('340');
      await form.getByLabel('Payment link (optional)').fill('http://buy.stripe.com/not-secure');
      await form.getByRole('button', { name: 'Add package' }).click();
      await form.getByText(ACCOUNT_MESSAGES.sessions).waitFor();
      await form.getByText(ACCOUNT_MESSAGES.paymentUrl).waitFor();
      expect(await form.getByLabel('Sessions').getAttribute('aria-invalid')).toBe('true');
      await form.getByLabel('Sessions').fill('4');
      await form.getByLabel('Payment link (optional)').fill(PAY_URL);
      await form.getByRole('button', { name: 'Add package' }).click();
      await expectToast(page, 'Package added', `${PACKAGE} can now be sold to students.`);
      const listed = section.locator(`[data-package="${PACKAGE}"]`);
      await listed.waitFor();
      expect(await listed.innerText()).toContain('4 sessions · $340.00');
      expect(await listed.getByRole('link').getAttribute('href')).toBe(PAY_URL);
      expect(await form.getByLabel('Name').inputValue()).toBe('');

      // Retiring asks first, then marks the package and takes its button away.
      await section.getByRole('button', { name: `Retire ${OLD_PACKAGE}` }).click();
      const retire = page.getByRole('dialog', { name: `Retire ${OLD_PACKAGE}?` });
      await retire.getByRole('button', { name: 'Retire package' }).click();
      await expectToast(page, 'Package retired', `${OLD_PACKAGE} can no longer be sold.`);
      const old = section.locator(`[data-package="${OLD_PACKAGE}"]`);
      await old.getByText('Retired').waitFor();
      expect(await old.getByRole('button').count()).toBe(0);

      // The client's Account tab: nothing yet, then the package sold after a question naming the charge.
      await page.goto(`${product.url}/client/${profileId}`);
      await page.getByRole('heading', { level: 1, name: 'Casey Ledger' }).waitFor();
      await page.getByRole('tab', { name: 'Account', exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: 'Account', exact: true });
      await panel.getByText('No package sold yet.').waitFor();
      expect(await figures(panel)).toEqual(['0', '$0.00']);
      const sell = panel.getByRole('form', { name: 'Sell a package' });
      const options = await sell.getByLabel('Package').locator('option').allInnerTexts();
      expect(options).toContain(`${PACKAGE}: 4 sessions, $340.00`);
      expect(options.some((option) => option.startsWith(OLD_PACKAGE))).toBe(false);
      await sell.getByLabel('Package').selectOption({ label: `${PACKAGE}: 4 sessions, $340.00` });
      await sell.getByRole('button', { name: 'Sell package' }).click();
      const question = page.getByRole('dialog', { name: `Sell ${PACKAGE} to Casey Ledger?` });
      expect(await question.innerText()).toContain('This charges $340.00 to Casey Ledger’s account and adds 4 sessions.');
      await question.getByRole('button', { name: 'Sell for $340.00' }).click();
      await expectToast(page, 'Package sold', `${PACKAGE} for Casey Ledger: $340.00 charged to the account.`);
      await panel.getByRole('region', { name: 'Packages sold' }).getByText('0 of 4 used, 4 left').waitFor();
      expect(await figures(panel)).toEqual(['4', '$340.00']);

      // A payment: the date is today unless changed; the balance goes down by it.
      const pay = panel.getByRole('form', { name: 'Record a payment' });
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await pay.getByText(ACCOUNT_MESSAGES.amount).waitFor();
      await pay.getByText(ACCOUNT_MESSAGES.method).waitFor();
      await pay.getByLabel('Amount in dollars').fill('100');
      await pay.getByLabel('Method').selectOption({ label: 'Check' });
      await pay.getByLabel('Note (optional)').fill('Check #1042');
      await pay.getByRole('button', { name: 'Record payment' }).click();
      await expectToast(page, 'Payment recorded', '$100.00 received for Casey Ledger.');
      const payments = panel.getByRole('region', { name: 'Payments', exact: true });
      await payments.getByText('Check #1042', { exact: false }).waitFor();
      expect(await payments.innerText()).toContain('$100.00');
      expect(await figures(panel)).toEqual(['4', '$240.00']);

      // Statement: this month's printable page in a new tab; with e-mail off here, sending says so.
      const statement = panel.getByRole('region', { name: 'Statement', exact: true });
      const [opened] = await Promise.all([
        page.context().waitForEvent('page'),
        statement.getByRole('link', { name: 'Open statement (opens in a new tab)' }).click(),
      ]);
      expect(await opened.locator('[data-client]').innerText()).toBe('Casey Ledger');
      expect(await opened.locator('section[aria-labelledby="payments"]').innerText()).toContain('Check #1042');
      await opened.close();
      await statement.getByRole('button', { name: 'E-mail to family' }).click();
      await expectToast(page, 'Not sent', STATEMENT_MESSAGES.mailOff, true);

      // The student's dashboard: the account, and the Pay button opening the package's link in a new tab.
      const studentPage = await studentContext.newPage();
      await openStudentPage(studentPage, product, '/dashboard');
      const card = studentPage.locator('[data-account-card]');
      await card.getByRole('heading', { name: 'Your account' }).waitFor();
      expect(await figures(card)).toEqual(['4', '$240.00']);
      expect(await payLink(card)).toEqual(PAY);

      // A guardian the student shares the account with reads the same.
      await publishAgreement(browser, product, coach);
      const guardian = await linkedGuardian(browser, product, coach, profileId, GUARDIAN);
      await api(studentContext, product, 'PUT', API_PATHS.sharingGuardian(guardian.id), { sections: ['account'] });
      const guardianContext = await browser.newContext({ storageState: guardian.session });
      try {
        const family = await guardianContext.newPage();
        await openFamily(family, product);
        await family.getByRole('button', { name: ACCEPT_LABEL }).click();
        const shared = sectionCard(family, 'account');
        await shared.getByText('Sessions left').waitFor();
        expect(await shared.getAttribute('data-shared')).toBe('true');
        expect(await figures(shared)).toEqual(['4', '$240.00']);
        expect(await payLink(shared)).toEqual(PAY);
        const href = await shared.getByRole('link', { name: 'This month’s statement (opens in a new tab)' }).getAttribute('href');
        await family.goto(`${product.url}${href}`);
        expect(await family.locator('[data-client]').innerText()).toBe('Casey Ledger');

        // The same link opened by someone not signed in (from the e-mail, on another device) asks them to sign in.
        const visitor = await browser.newContext();
        const visit = await visitor.newPage();
        await visit.goto(`${product.url}${href}`);
        await visit.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
        expect(new URL(visit.url()).pathname).toBe(API_PATHS.signIn);
        await visitor.close();
      } finally {
        await guardianContext.close();
      }
    } finally {
      await studentContext.close();
    }
  });

  test('a student with nothing sold or paid sees no account card', { timeout: 60_000 }, async ({ browser, product, page }) => {
    const { student } = await approvedStudent(browser, product, 'account.empty@example.test', buildStudent({ studentFirstName: 'Noel' }));
    await page.context().addCookies(student.cookies);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.myAccount);
    await openStudentPage(page, product, '/dashboard');
    expect((await answered).status()).toBe(200);
    await page.getByRole('region', { name: 'Coaching sessions' }).waitFor();
    expect(await page.locator('[data-account-card]').count()).toBe(0);
    expect(await page.getByText('Your account').count()).toBe(0);
  });
});
