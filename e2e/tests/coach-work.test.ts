// The coach's Work tab in Chromium: what a student wrote (orientation answers, a plan with its barriers, strategies
// and implementation plan, a reassessment) and did (activities), as one dated timeline, newest first.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { captureAtBothWidths } from '../harness/browser.ts';
import { COACH_EMAIL, test, waitForPage } from '../harness/fixtures.ts';
import { signIn } from '../harness/sign-in.ts';
import { DESKTOP } from './admin-helpers.ts';
import { apiOk, seedStudent, type StudentSeed } from './coach-fixtures.ts';

const IRIS: StudentSeed = {
  email: 'iris.works@example.test',
  profile: {
    studentFirstName: 'Iris',
    studentLastName: 'Novak',
    gradeLevel: '10th Grade',
    parentName: 'Jan Novak',
    phone: '555-303-4455',
    challenges: 'Loses track of homework.',
    goals: 'Hand in homework on time.',
  },
  orientationGoals: ['Hand in every worksheet on Friday', 'Read 15 minutes a day'],
  plan: { selectedGoal: 'Hand in every worksheet on Friday', reassessInDays: 10 },
  started: 2,
  completed: 1,
};

/** One entry of the timeline by its whole title ("Plan #1: …" is also the end of its reassessment's title). */
const entry = (page: Page, name: string | RegExp) =>
  page.getByRole('list', { name: 'Work, newest first' }).getByRole('article', { name, exact: true });

describe("the coach's Work tab", () => {
  test("reads the student's reflections, plan, reassessment and activities as one dated timeline", async ({
    browser,
    product,
  }) => {
    const coachContext = await browser.newContext({ viewport: DESKTOP });
    await signIn(coachContext, product, COACH_EMAIL);
    const iris = await seedStudent(browser, product, IRIS);
    // The student reassesses the plan: the newest entry of all.
    const student = await browser.newContext({ storageState: iris.storageState });
    const [plan] = await apiOk<Array<{ id: string }>>(student.request, 'GET', `${product.url}${API_PATHS.plans}`);
    await apiOk(student.request, 'PUT', `${product.url}${API_PATHS.reassessment(plan!.id)}`, {
      currentStatus: 'Two of three worksheets handed in on time',
      whatWorked: 'The Thursday-evening checklist',
      whatDidntWork: 'Leaving sheets in the locker',
      newBarriers: [{ type: 'external', description: 'Locker is far from the classroom' }],
      newStrategies: [{ description: 'Photograph each sheet', timeframe: 'Every day', resources: 'Phone' }],
      updatedGoal: 'Hand in every worksheet on Friday',
      nextReassessment: 'In two weeks',
    });
    await student.close();

    const page = await coachContext.newPage();
    await page.goto(`${product.url}/client/${iris.id}`);
    await waitForPage(page, 'coach', 'ClientDetail');
    await page.getByRole('tab', { name: 'Work' }).click();
    const reassessment = entry(page, /^Reassessment 1 of Plan #1: /);
    await reassessment.waitFor();

    // Newest first: the reassessment, then the activities and the plan, the orientation answers last.
    const kinds = await page
      .getByRole('list', { name: 'Work, newest first' })
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.querySelector('h3')?.textContent ?? ''));
    expect(kinds[0]).toMatch(/^Reassessment 1 of Plan #1: /);
    expect(kinds).toContain('Orientation answers');
    expect(kinds).toContain(`Plan #1: ${IRIS.plan!.selectedGoal}`);
    expect(kinds.filter((title) => /^(Completed|Started): /.test(title))).toHaveLength(2);
    const times = await page
      .getByRole('list', { name: 'Work, newest first' })
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    expect(await reassessment.locator('time').innerText()).toBe(today);

    const reassessmentText = await reassessment.innerText();
    for (const expected of [
      'Two of three worksheets handed in on time',
      'The Thursday-evening checklist',
      'Leaving sheets in the locker',
      'External: Locker is far from the classroom',
      'Photograph each sheet · Every day · Phone',
      'In two weeks',
    ]) {
      expect(reassessmentText).toContain(expected);
    }
    const planText = await entry(page, `Plan #1: ${IRIS.plan!.selectedGoal}`).innerText();
    for (const expected of [
      'Procrastination',
      'Noisy house',
      'Two 25-minute focus blocks after school',
      'Start right after dinner on weekdays.',
    ]) {
      expect(planText).toContain(expected);
    }
    const orientationText = await entry(page, 'Orientation answers').innerText();
    expect(orientationText).toContain('A curious student');
    expect(orientationText).toContain('Hand in every worksheet on Friday');
    expect(orientationText).toContain('Read 15 minutes a day');
    expect(await entry(page, `Completed: ${iris.activities[0]!.title}`).innerText()).toContain('Completed');
    expect(await entry(page, `Started: ${iris.activities[1]!.title}`).innerText()).toContain('In Progress');

    await captureAtBothWidths(page, 'coach-work/work');
    await coachContext.close();
  }, 180_000);
});
