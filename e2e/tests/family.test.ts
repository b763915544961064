// Parents with the student's consent: a guardian accepts the practice's agreement, then sees only what the student
// shares; the student shares more, previews exactly what the guardian sees, and sees the guardian's read.
import { describe, expect } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { buildPlan, buildStudent } from '../harness/factories.ts';
import { approvedStudent, ownProduct, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { ACCEPT_LABEL, AGREEMENT_TEXT, linkedGuardian, openFamily, publishAgreement, sectionCard } from './family-helpers.ts';
import { api, expectToast, openStudentPage } from './student-helpers.ts';

// The agreement for families is the practice's one: a product of this file's own keeps other files' versions out.
const test = base.extend<{ $file: { product: Product } }>({ product: ownProduct() });

const STUDENT = 'family.student@example.test';
const GUARDIAN = { name: 'Alex Rivera', email: 'family.guardian@example.test', relationship: 'mother' as const };
const GOAL = 'Hand in every essay two days early';
const LAB_GOAL = 'Hand in lab reports on time';
const LEVELS = {
  '-2': 'No lab report on time',
  '-1': 'One or two lab reports on time',
  '0': 'Three of the four lab reports on time',
  '1': 'Every lab report on time',
  '2': 'Every lab report on time, one a day early',
};

describe('a guardian and the student who shares with them', () => {
  test('agreement first, then only the shared sections; the student shares goals, previews, and sees who looked', { timeout: 180_000 }, async ({ browser, product, page }) => {
    const { coach, student, profileId } = await approvedStudent(browser, product, STUDENT, buildStudent({ studentFirstName: 'Robin' }));
    const studentContext = await browser.newContext({ storageState: student });
    try {
      await api(studentContext, product, 'POST', API_PATHS.orientation, { goalOne: GOAL });
      await publishAgreement(browser, product, coach);
      const guardian = await linkedGuardian(browser, product, coach, profileId, GUARDIAN);
      await page.context().addCookies(guardian.session.cookies);

      // The agreement, until it is accepted.
      await openFamily(page, product);
      await page.getByRole('heading', { name: 'Agreement for families' }).waitFor();
      expect(await page.getByRole('document', { name: "The agreement's text" }).innerText()).toContain(AGREEMENT_TEXT.split('\n')[1]);
      expect(await page.locator('[data-family-student]').count()).toBe(0);
      await page.getByRole('button', { name: ACCEPT_LABEL }).click();
      await expectToast(page, 'Agreement accepted', 'Thank you. Here is what your student shares with you.');

      // Only sessions, shared by default; the other sections are named as not shared.
      await page.getByRole('heading', { level: 2, name: 'Robin' }).waitFor();
      expect(await sectionCard(page, 'sessions').getAttribute('data-shared')).toBe('true');
      expect(await sectionCard(page, 'goals').getAttribute('data-shared')).toBe('false');
      expect(await page.locator('[data-not-shared]').innerText()).toContain('Robin has not shared these');
      expect(await page.getByText(GOAL).count()).toBe(0);
      await page.getByRole('heading', { name: 'Contact the practice' }).waitFor();
      expect(await page.getByRole('link', { name: /privacy notice/ }).getAttribute('href')).toBe('/privacy/families');

      // The student shares their goals, and the preview shows exactly that.
      const studentPage = await studentContext.newPage();
      await openStudentPage(studentPage, product, '/sharing');
      const card = studentPage.getByRole('region', { name: GUARDIAN.name });
      await card.getByText('Mother').waitFor();
      expect(await card.getByRole('checkbox', { name: 'Sessions' }).isChecked()).toBe(true);
      await card.getByRole('checkbox', { name: 'Goals' }).check();
      await card.getByRole('button', { name: `Save what ${GUARDIAN.name} sees` }).click();
      await expectToast(studentPage, 'Sharing saved', `${GUARDIAN.name} now sees what you ticked.`);
      await card.getByRole('button', { name: `Preview what ${GUARDIAN.name} sees` }).click();
      const preview = card.locator('[data-family-student]');
      await preview.locator('[data-section="goals"]').getByText(GOAL).waitFor();
      expect(await preview.locator('[data-section="plans"]').getAttribute('data-shared')).toBe('false');

      // The guardian now sees the goals.
      await openFamily(page, product, '/family');
      await sectionCard(page, 'goals').getByText(GOAL).waitFor();
      expect(await sectionCard(page, 'goals').getAttribute('data-shared')).toBe('true');

      // The student sees the guardian's read, with what they saw.
      await openStudentPage(studentPage, product, '/sharing');
      const looked = studentPage.locator('li', { hasText: `${GUARDIAN.name} looked` }).first();
      await looked.waitFor();
      expect(await looked.innerText()).toContain('Saw: Sessions, Goals');
    } finally {
      await studentContext.close();
    }
  });

  test('check-ins and goal progress, once shared, reach the guardian with their charts', { timeout: 120_000 }, async ({ browser, product, page }) => {
    const { coach, student, profileId } = await approvedStudent(browser, product, 'family.progress@example.test', buildStudent({ studentFirstName: 'Jo' }));
    const studentContext = await browser.newContext({ storageState: student });
    try {
      const plan = await api<{ id: string }>(studentContext, product, 'POST', API_PATHS.plans, {
        ...buildPlan({ goal: LAB_GOAL }),
        attainmentLevels: LEVELS,
      });
      await api(studentContext, product, 'POST', API_PATHS.planAttainment(plan.id), { score: 1, note: 'All four in' });
      await api(studentContext, product, 'POST', API_PATHS.checkIns, {
        task: 'Lab report draft',
        plannedMinutes: 30,
        actualMinutes: 45,
        startedOnTime: true,
      });
      await publishAgreement(browser, product, coach);
      const guardian = await linkedGuardian(browser, product, coach, profileId, {
        name: 'Kim Park',
        email: 'family.progress.guardian@example.test',
        relationship: 'guardian',
      });
      await api(studentContext, product, 'PUT', API_PATHS.sharingGuardian(guardian.id), { sections: ['checkIns', 'outcomes'] });
      await page.context().addCookies(guardian.session.cookies);
      await openFamily(page, product);
      await page.getByRole('button', { name: ACCEPT_LABEL }).click();

      const checkIns = sectionCard(page, 'checkIns');
      await checkIns.getByText('Checked in 1 of the last 7 days').waitFor();
      const outcomes = sectionCard(page, 'outcomes');
      await outcomes.getByRole('heading', { name: LAB_GOAL }).waitFor();
      await outcomes.getByText(LEVELS['1']).first().waitFor();
      // Each chart is drawn as it comes into view, as on the student's own dashboard.
      for (const card of [checkIns, outcomes]) {
        const slot = card.locator('[data-chart]').first();
        await slot.scrollIntoViewIfNeeded();
        await slot.locator('.recharts-wrapper').first().waitFor({ timeout: 20_000 });
      }
      expect(await sectionCard(page, 'sessions').getAttribute('data-shared')).toBe('false');
    } finally {
      await studentContext.close();
    }
  });

  test("a guardian opening a student's or the coach's page gets the 404 page", async ({ browser, product, page }) => {
    const { coach, profileId } = await approvedStudent(browser, product, 'family.other@example.test');
    await publishAgreement(browser, product, coach);
    const guardian = await linkedGuardian(browser, product, coach, profileId, {
      name: 'Sam Okafor',
      email: 'family.other.guardian@example.test',
      relationship: 'father',
    });
    await page.context().addCookies(guardian.session.cookies);
    for (const path of ['/dashboard', '/sharing', '/my-reflections', `/client/${profileId}`, '/coach-dashboard']) {
      await page.goto(`${product.url}${path}`);
      await waitForPage(page, 'landing', 'NotFound');
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    }
  });
});
