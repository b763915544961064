// The student's Next step card in Chromium: orientation first, then a first plan, then one activity suggested
// for the plan's barriers and goal, or the reassessment once it is due, and a session booked within a day;
// the library folded to a few suggestions.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { CoachingSession } from '@app/api/contract';
import { API_PATHS, SESSION_PATHS } from '@app/api/contract/paths';
import { capture, captureAtBothWidths } from '../harness/browser.ts';
import { buildPlan, buildStudent } from '../harness/factories.ts';
import { approvedStudent, test, waitForPage } from '../harness/fixtures.ts';
import { api, DESKTOP, expectToast, openStudentPage, PHONE } from './student-helpers.ts';

const EMAIL = 'nina.park@example.test';

const card = (page: Page) => page.locator('[data-next-step]');

describe("the student's next step", () => {
  test(
    'moves on as the student completes orientation and a plan, and points at an activity for the plan',
    async ({ browser, product }) => {
      const names = buildStudent({ studentFirstName: 'Nina', studentLastName: 'Park' });
      const { coach: coachSession, student, profileId } = await approvedStudent(browser, product, EMAIL, names);
      const coach = await browser.newContext({ storageState: coachSession });
      const context = await browser.newContext({ storageState: student, viewport: DESKTOP });
      const page = await context.newPage();

      // 1. Orientation.
      await openStudentPage(page, product, '/');
      await expect.poll(() => card(page).getAttribute('data-next-step')).toBe('orientation');
      expect(await card(page).innerText()).toContain('Complete your orientation');
      await card(page).getByRole('link', { name: 'Complete Orientation' }).click();
      await waitForPage(page, 'client', 'Orientation');
      await page.getByLabel(/^Goal 1:/).fill('Focus for a whole study hour without my phone');
      await page.getByRole('button', { name: 'Save Responses' }).click();
      await expectToast(page, 'Responses Saved!', 'saved');

      // 2. A first plan.
      await openStudentPage(page, product, '/');
      await expect.poll(() => card(page).getAttribute('data-next-step')).toBe('plan');
      expect(await card(page).innerText()).toContain('Create your first plan');
      expect(await card(page).getByRole('link', { name: 'Create Your First Plan' }).getAttribute('href')).toBe('/barriers-strategies');
      const plan = await api<{ id: string }>(context, product, 'POST', API_PATHS.plans, buildPlan({
        goal: 'Focus for a whole study hour without my phone',
        internal: ['I get distracted easily'],
        external: ['My phone buzzes with messages'],
        strategies: ['Phone in another room'],
        implementation: 'Every weekday at 5 pm.',
      }));

      // 3. An activity for the plan's barriers (focus and attention), shown among the suggested cards.
      await openStudentPage(page, product, '/');
      await expect.poll(() => card(page).getAttribute('data-next-step')).toBe('activity');
      const library = await api<Array<{ id: string; title: string; category: string }>>(context, product, 'GET', API_PATHS.activities);
      const title = (await card(page).getByRole('heading').innerText()).replace(/^Try: /, '');
      const suggested = library.find((activity) => activity.title === title)!;
      expect(suggested.category).toBe('attention');
      expect(await card(page).innerText()).toContain('A Focus & Attention activity for Plan #1, “Focus for a whole study hour without my phone”.');
      const link = card(page).getByRole('link', { name: 'See the activity' });
      expect(await link.getAttribute('href')).toBe(`#activity-${suggested.id}`);
      const suggestions = page.getByRole('region', { name: 'Skill Activities' }).locator('li[id^="activity-"]');
      await expect.poll(() => suggestions.count()).toBe(3);
      expect(await suggestions.first().getAttribute('id')).toBe(`activity-${suggested.id}`);
      expect(await page.getByRole('button', { name: `Browse all ${library.length} activities` }).isVisible()).toBe(true);
      // Progress against the student's own choices; the completed-of-library figure stays in the library section.
      expect(await page.locator('[data-progress="this-week"]').innerText()).toBe('0 activities done this week');
      await page.getByText(`0 of ${library.length} activities completed`).waitFor();

      // Starting it turns the step into finishing it; completing it moves on to another activity.
      await link.click();
      await page.getByRole('button', { name: `Start Activity: ${title}` }).click();
      await expect.poll(() => card(page).getByRole('heading').innerText()).toBe(`Finish: ${title}`);
      await page.getByRole('button', { name: `Mark Complete: ${title}` }).click();
      await expect.poll(() => card(page).getByRole('heading').innerText()).not.toContain(title);
      await expect.poll(() => page.locator('[data-progress="this-week"]').innerText()).toBe('1 activity done this week');

      await captureAtBothWidths(page, 'next-step/dashboard');

      // 4. A session the coach booked for two hours from now comes before any activity.
      const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / (5 * 60_000)) * 5 * 60_000);
      await api<CoachingSession>(coach, product, 'POST', SESSION_PATHS.coachSessions, { clientId: profileId, start: start.toISOString() });
      await coach.close();
      await openStudentPage(page, product, '/');
      await expect.poll(() => card(page).getAttribute('data-next-step')).toBe('session');
      expect(await card(page).getByRole('heading').innerText()).toMatch(/^Your next session: /);
      expect(await card(page).innerText()).toContain('It is less than 24 hours away: to change it, contact your coach.');
      expect(await card(page).getByRole('link', { name: 'See your sessions' }).getAttribute('href')).toBe('#your-sessions');
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, 'next-step/session-phone');
      await page.setViewportSize(DESKTOP);

      // 5. The reassessment, once its date has come, comes before the session.
      await api(context, product, 'POST', API_PATHS.plans, buildPlan({
        goal: 'Hand in homework on time',
        internal: ['I forget deadlines'],
        external: ['Busy evenings'],
        strategies: ['Planner check at 8 pm'],
        implementation: 'Every evening.',
        reassessInDays: 0,
      }));
      await openStudentPage(page, product, '/');
      await expect.poll(() => card(page).getAttribute('data-next-step')).toBe('reassess');
      // The newest plan, the second, goes by the number the dashboard lists it under.
      expect(await card(page).getByRole('heading').innerText()).toBe('Time to reassess Plan #2');
      const reassess = card(page).getByRole('link', { name: 'Reassess Plan' });
      expect(await reassess.getAttribute('href')).toMatch(/^\/reassess-plan\//);
      expect(await reassess.getAttribute('href')).not.toBe(`/reassess-plan/${plan.id}`);
      await context.close();
    },
    240_000,
  );
});
