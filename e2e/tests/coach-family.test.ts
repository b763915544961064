// The coach's family screens in Chromium, with e-mail going to a real SMTP server on loopback: the client's
// Family tab (a guardian added and invited by e-mail, the refusal of a duplicate, a removal, a brief written and
// sent to the guardian who accepted), the agreement for families on Practice profile with its acceptances, and the
// parent of a joined consultation request added as a guardian from the inbox.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { briefMailSubject, GUARDIAN_ALREADY_LINKED, type SiteInfo } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { startMailCatcher, type MailCatcher } from '../../api/test/mail.ts';
import { capture, captureAtBothWidths } from '../harness/browser.ts';
import { COACH_EMAIL, test as base, waitForPage } from '../harness/fixtures.ts';
import { startProduct, type Product } from '../harness/product.ts';
import { buildRequest } from '../harness/factories.ts';
import { DESKTOP, expectToast, openAdmin, PHONE, seriousViolations } from './admin-helpers.ts';
import { apiOk } from './coach-fixtures.ts';

const STUDENT = 'family.iris@example.test';
const MOTHER = 'family.petra@example.test';
const FATHER = 'family.tom@example.test';

/** This file's own product, its mail going to a loopback SMTP server, which the tests read. */
const test = base.extend<{ $file: { mail: MailCatcher; product: Product } }>({
  mail: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern
    async ({}, use) => {
      const mail = await startMailCatcher();
      await use(mail);
      await mail.close();
    },
    { scope: 'file' },
  ],
  product: [
    async ({ mail }, use) => {
      const product = await startProduct({
        root: inject('releaseDir'),
        env: {
          COACH_EMAILS: COACH_EMAIL,
          EMAIL_USER: mail.user,
          EMAIL_APP_PASSWORD: 'app-password-for-tests',
          NOTIFICATION_EMAIL: 'alerts@example.test',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(mail.port),
          SMTP_SECURE: 'false',
        },
      });
      await use(product);
      await product.stop();
    },
    { scope: 'file' },
  ],
});

/** Signs a context in through the link e-mailed to `email`, as a person would (ask, open the mail, confirm). */
async function signInByMail(context: BrowserContext, product: Product, mail: MailCatcher, email: string) {
  const before = mail.messages.length;
  const asked = await context.request.post(`${product.url}${API_PATHS.signIn}`, { data: { email } });
  expect(asked.ok()).toBe(true);
  const message = await mail.waitFor(
    (received) =>
      mail.messages.indexOf(received) >= before &&
      received.to.includes(email) &&
      /sign-in link/i.test(received.subject),
  );
  const link = /https?:\/\/\S+token=[\w-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`No sign-in link in: ${message.text}`);
  const token = new URL(link).searchParams.get('token') ?? '';
  const confirmed = await context.request.post(`${product.url}${API_PATHS.signInVerify}`, {
    form: { token },
    headers: { origin: product.url },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);
}

/** Opens the client's Family tab. */
async function openFamily(page: Page, product: Product, clientId: string) {
  await page.goto(`${product.url}/client/${clientId}`);
  await waitForPage(page, 'coach', 'ClientDetail');
  await page.getByRole('tab', { name: 'Family' }).click();
  await page.getByRole('heading', { name: 'Guardians' }).waitFor();
}

const guardianItem = (page: Page, email: string) => page.locator(`[data-guardian="${email}"]`);

describe("the coach's family screens", () => {
  test('guardians added (invited by e-mail), a duplicate refused, one removed; the agreement saved and accepted; a brief sent', async ({
    browser,
    product,
    mail,
  }) => {
    // The coach approves the student, who signs in and creates a profile naming a parent.
    const coach = await browser.newContext({ viewport: DESKTOP });
    await signInByMail(coach, product, mail, COACH_EMAIL);
    await apiOk(coach.request, 'POST', `${product.url}${API_PATHS.approvedEmails}`, { email: STUDENT });
    const student = await browser.newContext();
    await signInByMail(student, product, mail, STUDENT);
    const profile = await apiOk<{ id: string }>(student.request, 'POST', `${product.url}${API_PATHS.clientProfile}`, {
      studentFirstName: 'Iris',
      studentLastName: 'Lane',
      gradeLevel: '10th Grade',
      email: STUDENT,
      parentName: 'Petra Lane',
    });
    await student.close();

    const page = await coach.newPage();
    await openFamily(page, product, profile.id);
    await page.getByText('No guardian linked to Iris yet.').waitFor();
    // Nothing booked for Iris yet: her Sessions card says so.
    await page.getByText('No sessions in the last 30 days, and none booked.').waitFor();

    // The parent named on the profile starts the form; the coach adds the address and relationship.
    const form = page.getByRole('form', { name: 'Add guardian' });
    expect(await form.getByLabel('Name').inputValue()).toBe('Petra Lane');
    await form.getByLabel('E-mail').fill(MOTHER);
    await form.getByLabel('Relationship').selectOption('mother');
    await form.getByRole('button', { name: 'Add guardian' }).click();
    await expectToast(page, 'Guardian added', `Petra Lane was e-mailed an invitation at ${MOTHER}.`);
    const invitation = await mail.waitFor((received) => received.to.includes(MOTHER));
    expect(invitation.subject).toMatch(/family page/);
    expect(invitation.text).toContain('the mother of Iris');
    const petra = guardianItem(page, MOTHER);
    await petra.waitFor();
    expect(await petra.innerText()).toContain('Has not accepted the agreement yet');
    expect(await petra.innerText()).toMatch(/Invitation link works until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await petra.getByRole('list', { name: 'What Iris shares with Petra Lane' }).innerText()).toBe('Sessions');

    // The same address again is refused beside the form, with the contract's message.
    await form.getByLabel('Name').fill('Petra Lane');
    await form.getByLabel('E-mail').fill(MOTHER);
    await form.getByLabel('Relationship').selectOption('mother');
    await form.getByRole('button', { name: 'Add guardian' }).click();
    expect(await form.getByRole('alert').innerText()).toBe(GUARDIAN_ALREADY_LINKED);

    // A second guardian, then removed after the question.
    await form.getByLabel('Name').fill('Tom Lane');
    await form.getByLabel('E-mail').fill(FATHER);
    await form.getByLabel('Relationship').selectOption('father');
    await form.getByRole('button', { name: 'Add guardian' }).click();
    await expectToast(page, 'Guardian added', `Tom Lane was e-mailed an invitation at ${FATHER}.`);
    await guardianItem(page, FATHER).waitFor();
    await page.getByRole('button', { name: 'Remove Tom Lane' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove Tom Lane?' });
    expect(await removal.innerText()).toContain('Tom Lane will no longer see anything of Iris’s');
    await removal.getByRole('button', { name: 'Remove guardian' }).click();
    await expectToast(page, 'Guardian removed', 'Tom Lane no longer sees anything.');
    await guardianItem(page, FATHER).waitFor({ state: 'detached' });

    // The agreement for families: a template until written, then version 1.
    await page.goto(`${product.url}/practice-profile`);
    await waitForPage(page, 'coach', 'PracticeProfile');
    const section = page.getByRole('region', { name: 'Agreement for families' });
    await section.getByText('Not published yet').waitFor();
    const text = section.getByLabel('Agreement text');
    expect(await text.inputValue()).toContain('What coaching is not');
    await text.fill(`${await text.inputValue()}\n\nQuestions are welcome at any session.`);
    await section.getByRole('button', { name: 'Save Agreement' }).click();
    await expectToast(page, 'Agreement saved', 'Version 1 is what guardians now read and accept.');
    await section.getByText(/^Version 1, last updated /).waitFor();

    // The guardian signs in and accepts it; the coach sees the acceptance.
    const guardian = await browser.newContext();
    await signInByMail(guardian, product, mail, MOTHER);
    await apiOk(guardian.request, 'POST', `${product.url}${API_PATHS.familyAgreement}`, { version: 1 });
    await guardian.close();
    await page.reload();
    const acceptances = section.getByRole('list', { name: 'Acceptances of the agreement' });
    await acceptances.waitFor();
    expect(await acceptances.innerText()).toMatch(/Petra Lane\s+Version 1 · .+ · from \S+/);
    await captureAtBothWidths(page, 'coach-family/agreement', { element: section });

    // A draft, then a brief sent to the family after the question.
    await openFamily(page, product, profile.id);
    await petra.getByText('Accepted version 1 on').waitFor();
    const brief = page.getByLabel('Write this week’s brief');
    expect(await brief.inputValue()).toMatch(/^Hello,/);
    await brief.fill('Iris planned her week on Sunday and kept to it.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved', 'The brief waits under Drafts until you send it.');
    await page.locator('[data-brief="draft"]').getByText('Iris planned her week on Sunday and kept to it.').waitFor();

    await brief.fill('Iris handed in both essays early this week.');
    await page.getByRole('button', { name: 'Send to family', exact: true }).first().click();
    const question = page.getByRole('dialog', { name: 'Send this brief to Iris’s family?' });
    expect(await question.innerText()).toContain(
      'It goes by e-mail to every guardian who has accepted the agreement for families, and Iris reads it exactly as sent.',
    );
    await question.getByRole('button', { name: 'Send to family' }).click();
    await expectToast(page, 'Brief sent', 'Sent to 1 guardian by e-mail.');
    const { shortName } = await apiOk<SiteInfo>(coach.request, 'GET', `${product.url}${API_PATHS.site}`);
    const sentMail = await mail.waitFor(
      (received) => received.to.includes(MOTHER) && received.subject === briefMailSubject('Iris', shortName),
    );
    expect(sentMail.text).toContain('Iris handed in both essays early this week.');
    const sent = page.locator('[data-brief="sent"]');
    await sent.getByText('Iris handed in both essays early this week.').waitFor();
    expect(await sent.innerText()).toContain('Sent to 1 guardian');

    await captureAtBothWidths(page, 'coach-family/family');
    await coach.close();
  }, 300_000);

  test('a joined consultation request offers its parent as a guardian, in one dialog prefilled from the request', async ({
    browser,
    product,
    mail,
  }) => {
    const family = buildRequest({
      studentFirstName: 'Milo',
      studentLastName: 'Reyes',
      parentName: 'Ana Reyes',
      email: 'family.ana@example.test',
    });
    const visitor = await browser.newContext();
    await apiOk(visitor.request, 'POST', `${product.url}${API_PATHS.requestConsultation}`, family);
    await visitor.close();
    // The coach invites the student's own address; the student joins.
    const coach = await browser.newContext({ viewport: PHONE });
    await signInByMail(coach, product, mail, COACH_EMAIL);
    const page = await coach.newPage();
    await openAdmin(page, product);
    const card = page.getByRole('article', { name: 'Milo Reyes' });
    await card.getByRole('button', { name: 'Invite Milo Reyes as client' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Milo Reyes as client' });
    await invite.getByLabel('Email').fill('family.milo@example.test');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation Sent', 'A sign-in link was e-mailed to family.milo@example.test.');
    const student = await browser.newContext();
    await signInByMail(student, product, mail, 'family.milo@example.test');
    await apiOk(student.request, 'POST', `${product.url}${API_PATHS.clientProfile}`, {
      studentFirstName: 'Milo',
      studentLastName: 'Reyes',
      gradeLevel: '10th Grade',
      email: 'family.milo@example.test',
    });
    await student.close();

    await page.reload();
    const joined = page.getByRole('group', { name: 'Show requests that are' }).getByRole('button', { name: 'Joined' });
    await joined.click();
    await card.getByText(/^Joined /).waitFor();
    await card.getByRole('button', { name: 'Add Ana Reyes as guardian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ana Reyes as guardian of Milo' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Ana Reyes');
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('family.ana@example.test');
    expect(await dialog.getByLabel('Relationship').inputValue()).toBe('guardian');
    await dialog.getByLabel('Relationship').selectOption('mother');
    expect(await seriousViolations(page)).toEqual([]);
    await capture(page, 'coach-family/inbox-add-guardian-phone');
    await dialog.getByRole('button', { name: 'Add guardian' }).click();
    await expectToast(page, 'Guardian Added', 'Ana Reyes was e-mailed an invitation to see what Milo shares.');
    await mail.waitFor(
      (received) => received.to.includes('family.ana@example.test') && /family page/.test(received.subject),
    );
    // Once more: the server's refusal shows in the dialog.
    await card.getByRole('button', { name: 'Add Ana Reyes as guardian' }).click();
    await dialog.getByRole('button', { name: 'Add guardian' }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe(GUARDIAN_ALREADY_LINKED);
    await coach.close();
  }, 180_000);
});
