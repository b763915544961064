// Inviting a family from the inbox in Chromium: the signed-in coach's "Invite as client", the invitation's
// sign-in link through its confirmation page, profile set-up prefilled from the request, then "Joined".
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { COACH_EMAIL, test, waitForPage } from '../harness/fixtures.ts';
import { signIn } from '../harness/sign-in.ts';
import { DESKTOP, PHONE, expectToast, logInAsAdmin, openAdmin, submitAsVisitor } from './admin-helpers.ts';

/** Each test signs in through e-mailed links and builds pages on a busy machine: generous. */
const SLOW = { timeout: 180_000 };

/** Adds a triage status to the inbox's filter. */
async function showStatus(page: Page, status: string) {
  const toggle = page.getByRole('group', { name: 'Show requests that are' }).getByRole('button', { name: status, exact: true });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
}

describe('Invite as client', () => {
  test('the coach invites a family from the inbox, the student signs in and finds the profile prefilled', SLOW, async ({
    browser,
    product,
  }) => {
    await submitAsVisitor(browser, product, {
      studentFirstName: 'Iris',
      studentLastName: 'Novak',
      gradeLevel: 'college-junior',
      parentName: 'Petra Novak',
      phone: '555-404-1212',
      email: 'iris.novak@example.test',
      challenges: 'Loses track of reading assignments',
    });

    const coach = await browser.newContext({ viewport: DESKTOP });
    await signIn(coach, product, COACH_EMAIL);
    const page = await coach.newPage();
    // The coach reaches the inbox with their own session, no admin password.
    await openAdmin(page, product);
    const card = page.getByRole('article', { name: 'Iris Novak' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Invite Iris Novak as client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Iris Novak as client' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe('iris.novak@example.test');
    const since = product.logLines().length;
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation Sent', 'A sign-in link was e-mailed to iris.novak@example.test.');
    // The request moves to the Invited status, which the inbox's opening filter (New, Contacted) leaves out.
    await card.waitFor({ state: 'detached' });
    await showStatus(page, 'Invited');
    await card.locator('[data-request-status="invited"]').waitFor();
    await card.getByText(/^Invited [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await card.getByRole('button', { name: 'Invite Iris Novak as client' }).filter({ hasText: 'Resend invitation' }).waitFor();

    // The family opens the e-mailed link: a confirmation page, then profile set-up prefilled from the request.
    const line = await product.waitForLog((entry) => entry.msg === 'invitation link' && entry.email === 'iris.novak@example.test', {
      since,
    });
    const student = await browser.newContext({ viewport: PHONE });
    const studentPage = await student.newPage();
    await studentPage.goto(String(line.link));
    await studentPage.getByRole('button', { name: 'Sign in' }).click();
    await waitForPage(studentPage, 'client', 'ProfileSetup');
    await expect.poll(() => studentPage.getByLabel('First Name').inputValue()).toBe('Iris');
    expect(await studentPage.getByLabel('Last Name').inputValue()).toBe('Novak');
    expect(await studentPage.getByLabel('Grade Level').inputValue()).toBe('College Junior');
    expect(await studentPage.getByLabel('Parent/Guardian Name').inputValue()).toBe('Petra Novak');
    expect(await studentPage.getByLabel('Phone').inputValue()).toBe('555-404-1212');
    expect(await studentPage.getByLabel('What challenges are you facing?').inputValue()).toBe(
      'Loses track of reading assignments',
    );
    await studentPage.getByText('We filled in what your family told us').waitFor();
    await studentPage.getByRole('button', { name: 'Create Profile & Start Learning' }).click();
    await waitForPage(studentPage, 'client', 'StudentDashboard');
    await student.close();

    // Back in the inbox: joined, with a link to the client.
    await page.reload();
    await showStatus(page, 'Joined');
    await card.getByText(/^Joined [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await card.getByRole('link', { name: 'View client' }).click();
    await waitForPage(page, 'coach', 'ClientDetail');
    await page.getByRole('heading', { name: /Iris Novak/ }).first().waitFor();
    await coach.close();
  });

  test('the admin password alone shows no invite button', SLOW, async ({ browser, product }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await openAdmin(page, product);
    await logInAsAdmin(page, product);
    await showStatus(page, 'Joined');
    const card = page.getByRole('article', { name: 'Iris Novak' });
    await card.waitFor();
    await card.getByText(/^Joined /).waitFor();
    expect(await page.getByRole('button', { name: /as client$/ }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'View client' }).count()).toBe(0);
    await context.close();
  });
});
