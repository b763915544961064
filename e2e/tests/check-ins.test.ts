// Check-ins and goal attainment in Chromium: the dashboard's 30-second check-in (saved online with its line of
// feedback and the week's summary, saved offline through the outbox and sent when the connection returns, paused
// and resumed), a time-management activity leading to it, and a plan's attainment levels written in the plan
// form, offered in the reassessment's score and scored from the plan's view.
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AttainmentLevels, CheckIn, CheckInSummary, Outcomes, Plan } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { artifactPath, capture } from '../harness/browser.ts';
import { buildPlan, buildStudent } from '../harness/factories.ts';
import { approvedStudent, test as base, waitForPage } from '../harness/fixtures.ts';
import { WIDTHS } from '../harness/widths.ts';
import {
  DESKTOP,
  api,
  dateInput,
  draftValues,
  expectToast,
  openStudentPage,
  shownErrors,
  type Session,
} from './student-helpers.ts';

const MAYA = 'maya.checkins@example.test';

const GOAL = 'Finish homework before 9 pm';

/** The levels Maya writes, keyed as the API keeps them, and the labels the plan form gives them. */
const LEVELS: AttainmentLevels = {
  '-2': 'Homework done before 9 on 0–1 nights',
  '-1': 'Done before 9 on 2–3 nights',
  '0': 'Done before 9 on 4 nights',
  '1': 'Done before 9 on 5 nights',
  '2': 'Done before 9 every night',
};
const LEVEL_LABELS: Record<keyof AttainmentLevels, string> = {
  '-2': '−2: Much less than expected',
  '-1': '−1: Somewhat less',
  '0': '0: Expected by the reassessment date',
  '1': '+1: Somewhat more',
  '2': '+2: Much more',
};

interface World {
  session: Session;
  planId: string;
}

const test = base.extend<{ world: World; student: { context: BrowserContext; page: Page } }>({
  // Maya, with a profile and one plan (its barriers suggest what got in the way); she signs in once by e-mailed link.
  world: [
    async ({ product, browser }, use) => {
      const { student: session } = await approvedStudent(browser, product, MAYA, buildStudent({ studentFirstName: 'Maya' }));
      const context = await browser.newContext({ storageState: session });
      const plan = await api<Plan>(
        context,
        product,
        'POST',
        API_PATHS.plans,
        buildPlan({ goal: GOAL, internal: ['I start late'], external: ['Group chat at night'] }),
      );
      await context.close();
      await use({ session, planId: plan.id });
    },
    { scope: 'file' },
  ],
  // Maya's desktop page, kept across the file's tests, or a fresh context where the app's service worker runs (the
  // tests offline); a screenshot when a test fails.
  student: async ({ browser, personPage, world, task, serviceWorkers }, use) => {
    const ownContext =
      serviceWorkers === 'allow'
        ? await browser.newContext({ storageState: world.session, viewport: DESKTOP, serviceWorkers })
        : undefined;
    const page = ownContext ? await ownContext.newPage() : await personPage(world.session);
    await use({ context: page.context(), page });
    if (task.result?.state === 'fail') await page.screenshot({ path: artifactPath(task.name), fullPage: true }).catch(() => {});
    await ownContext?.close();
  },
});

const checkInCard = (page: Page) => page.getByRole('region', { name: 'Quick check-in' });
const syncBadge = (page: Page, text: string) => page.getByRole('banner').getByRole('status').filter({ hasText: text });
/** Waits until the server has every save: the frame then shows no sync state at all. */
const allSynced = (page: Page) => expect.poll(() => page.getByRole('banner').getByRole('status').count(), { timeout: 20_000 }).toBe(0);

/** Fills in the check-in's first fields: the task, the minutes, and Yes or No. */
async function fillCheckIn(card: Locator, task: string, planned: number, actual: number, onTime: 'Yes' | 'No') {
  await card.getByLabel('What did you work on?').fill(task);
  await card.getByLabel('Planned minutes').fill(String(planned));
  await card.getByLabel('Actual minutes').fill(String(actual));
  await card.getByText(onTime, { exact: true }).click();
}

describe('the dashboard check-in', () => {
  test('saved online, it answers with a line on the estimate and the week’s summary counts it; pausing says so', async ({ student, product }) => {
    const { context, page } = student;
    await openStudentPage(page, product, '/dashboard');
    const card = checkInCard(page);
    await card.getByText('Checked in 0 of the last 7 days').waitFor();
    // Few fields at first, numeric keyboards for the minutes.
    expect(await card.getByLabel('Planned minutes').getAttribute('inputmode')).toBe('numeric');
    expect(await card.getByLabel('Date', { exact: true }).isVisible()).toBe(false);

    // Every missing answer is pointed out.
    await card.getByRole('button', { name: 'Save Check-in' }).click();
    expect(await card.locator('[id$="-error"]').allInnerTexts()).toEqual([
      'Say what you worked on',
      'Planned minutes: a whole number from 1 to 600',
      'Actual minutes: a whole number from 0 to 900',
      'Choose Yes or No',
    ]);

    await card.getByLabel('What did you work on?').fill('Chemistry worksheet');
    await card.getByLabel('Planned minutes').fill('30');
    await card.getByLabel('Actual minutes').fill('45');
    // "Did you start on time?" is a radio group: the arrow keys choose within it.
    const yes = card.getByRole('radio', { name: 'Yes' });
    await yes.focus();
    await page.keyboard.press('Space');
    expect(await yes.isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await card.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await yes.isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Save Check-in' }).click();

    await expectToast(page, 'Check-in Saved', 'Your check-in has been recorded.');
    await card.getByText('Planned 30, took 45: next time try 45.').waitFor();
    await card.getByText('Checked in 1 of the last 7 days').waitFor();
    await card.getByText('Tasks take you about 1.5× what you plan').waitFor();
    expect(await card.getByLabel('What did you work on?').inputValue()).toBe('');
    const [saved] = await api<CheckIn[]>(context, product, 'GET', API_PATHS.checkIns);
    expect(saved).toMatchObject({
      task: 'Chemistry worksheet',
      plannedMinutes: 30,
      actualMinutes: 45,
      startedOnTime: true,
      barrier: null,
      planId: null,
      date: dateInput(0),
    });

    // The details: a barrier suggested from the plan, the plan, and a day three days back.
    await fillCheckIn(card, 'Reading for history', 40, 25, 'No');
    await card.getByRole('button', { name: 'Barrier, plan and date (optional)' }).click();
    const suggestions = await card.locator('datalist option').evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    expect(suggestions).toEqual(['I start late', 'Group chat at night']);
    await card.getByLabel('What got in the way?').fill('Group chat at night');
    await card.getByLabel('Plan', { exact: true }).selectOption({ index: 1 });
    const date = card.getByLabel('Date', { exact: true });
    expect([await date.getAttribute('min'), await date.getAttribute('max')]).toEqual([dateInput(-13), dateInput(0)]);
    await date.fill(dateInput(-3));
    await card.getByRole('button', { name: 'Save Check-in' }).click();
    await expectToast(page, 'Check-in Saved', 'Your check-in has been recorded.');
    await card.getByText('Planned 40, took 25: you finished early.').waitFor();
    await card.getByText('Checked in 2 of the last 7 days').waitFor();
    const backdated = (await api<CheckIn[]>(context, product, 'GET', API_PATHS.checkIns)).find((entry) => entry.task === 'Reading for history');
    expect(backdated).toMatchObject({ barrier: 'Group chat at night', startedOnTime: false, date: dateInput(-3) });
    expect(backdated?.planId).toEqual(expect.any(String));

    // Paused for a holiday, the card says so and shows no count; resumed, the count is back.
    await card.getByRole('button', { name: 'Pause check-ins (holiday or illness)' }).click();
    await expectToast(page, 'Check-ins Paused', 'Nothing is counted until you resume.');
    await card.getByText('Check-ins are paused (holiday or illness)', { exact: false }).waitFor();
    expect(await card.innerText()).not.toContain('Checked in');
    expect((await api<CheckInSummary>(context, product, 'GET', API_PATHS.checkInSummary)).paused).toBe(true);
    await page.reload();
    await waitForPage(page, 'client', 'StudentDashboard');
    await card.getByRole('button', { name: 'Resume check-ins' }).click();
    await expectToast(page, 'Check-ins Resumed', 'Your check-ins count again.');
    await card.getByText('Checked in 2 of the last 7 days').waitFor();
  });

  test('saved once when the server has it but its reply is lost on the way: the queued copy is not a second one', async ({ student, product }) => {
    const { context, page } = student;
    await openStudentPage(page, product, '/dashboard');
    await waitForPage(page, 'client', 'StudentDashboard');
    const card = checkInCard(page);
    const before = (await api<CheckIn[]>(context, product, 'GET', API_PATHS.checkIns)).length;
    const path = `${product.url}${API_PATHS.checkIns}`;
    // The first send reaches the server, which saves it (sent from here, with the page's cookie and key); the page
    // then sees the connection drop.
    let lost = false;
    const loseReply = async (route: Route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback();
      lost = true;
      const headers = await route.request().allHeaders();
      const reached = await fetch(path, { method: 'POST', headers, body: route.request().postData() });
      expect(reached.status).toBe(201);
      await route.abort('connectionreset');
    };
    await context.route(path, loseReply);

    await fillCheckIn(card, 'Lab report, reply lost', 25, 30, 'Yes');
    await card.getByRole('button', { name: 'Save Check-in' }).click();
    await expectToast(page, 'Saved on this device', 'Your check-in will be sent as soon as you are back online.');
    await allSynced(page);
    const after = await api<CheckIn[]>(context, product, 'GET', API_PATHS.checkIns);
    expect(after.filter((entry) => entry.task === 'Lab report, reply lost')).toHaveLength(1);
    expect(after).toHaveLength(before + 1);
    await context.unroute(path, loseReply);
  });

  describe('offline', () => {
    // The app's service worker serves the page and holds the outbox.
    test.override({ serviceWorkers: 'allow' });
    test('saved offline, it waits on the device, shows as queued, and is sent with its day when back online', async ({ student, product }) => {
      const { context, page } = student;
      await openStudentPage(page, product, '/dashboard');
      // Under the app's service worker, so the page and its code keep working without a connection.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.goto(`${product.url}/dashboard`);
      await waitForPage(page, 'client', 'StudentDashboard');
      const card = checkInCard(page);
      const before = (await api<CheckIn[]>(context, product, 'GET', API_PATHS.checkIns)).length;
      const counted = (await api<CheckInSummary>(context, product, 'GET', API_PATHS.checkInSummary)).daysWithCheckIn;
      await card.getByText(`Checked in ${counted} of the last 7 days`).waitFor();

      await context.setOffline(true);
      await fillCheckIn(card, 'Math problem set on the bus', 20, 35, 'Yes');
      await card.getByRole('button', { name: 'Barrier, plan and date (optional)' }).click();
      await card.getByLabel('Date', { exact: true }).fill(dateInput(-1));
      await card.getByRole('button', { name: 'Save Check-in' }).click();
      await expectToast(page, 'Saved on this device', 'Your check-in will be sent as soon as you are back online.');
      await syncBadge(page, 'Saved on this device, will sync').waitFor();
      await card.getByText('Planned 20, took 35: next time try 35.').waitFor();
      await card.getByText('Saved on this device. It will be sent when you are back online.').waitFor();
      expect(await api<CheckIn[]>(context, product, 'GET', API_PATHS.checkIns)).toHaveLength(before);

      await context.setOffline(false);
      await allSynced(page);
      const after = await api<CheckIn[]>(context, product, 'GET', API_PATHS.checkIns);
      expect(after).toHaveLength(before + 1);
      expect(after.find((entry) => entry.task === 'Math problem set on the bus')).toMatchObject({
        plannedMinutes: 20,
        actualMinutes: 35,
        date: dateInput(-1),
      });
      // Sent, the note goes and the summary counts the new day.
      await card.getByText(`Checked in ${counted + 1} of the last 7 days`).waitFor();
      expect(await card.getByText('Saved on this device. It will be sent when you are back online.').count()).toBe(0);
    });
  });

  test('a time-management activity leads to the check-in; other categories do not', async ({ student, product }) => {
    const { page } = student;
    await openStudentPage(page, product, '/dashboard');
    const library = page.getByRole('region', { name: 'Skill Activities' });
    await library.getByRole('button', { name: /^Browse all \d+ activities$/ }).click();
    const filters = page.getByRole('group', { name: 'Filter activities by category' });
    await filters.getByRole('button', { name: 'Planning' }).click();
    await expect.poll(() => library.getByRole('listitem').first().innerText()).toContain('Planning');
    expect(await library.getByRole('link', { name: 'Log it as a check-in' }).count()).toBe(0);
    await filters.getByRole('button', { name: 'Time Management' }).click();
    const cards = library.getByRole('listitem');
    await expect.poll(() => cards.first().innerText()).toContain('Time Management');
    expect(await library.getByRole('link', { name: 'Log it as a check-in' }).count()).toBe(await cards.count());

    await cards.filter({ hasText: 'Time Prediction Challenge' }).getByRole('link', { name: 'Log it as a check-in' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#check-in');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('task');
    expect(await checkInCard(page).isVisible()).toBe(true);
  });
});

describe('goal attainment', () => {
  test('levels written in the plan form, all five or none, are offered in the reassessment; scores are recorded', async ({ world, student, product }) => {
    const { context, page } = student;
    const planPath = `/barriers-strategies?plan=${world.planId}`;
    await openStudentPage(page, product, planPath);
    await page.getByRole('heading', { level: 2, name: "How will we know it's working? (optional)" }).waitFor();
    for (const label of Object.values(LEVEL_LABELS)) await page.getByLabel(label, { exact: true }).waitFor();
    await page.getByText('For example: homework done before 9 on 0–1 nights').waitFor();

    // Two of five is refused: each level left blank is pointed out.
    await page.getByLabel(LEVEL_LABELS['0'], { exact: true }).fill(LEVELS['0']);
    await page.getByLabel(LEVEL_LABELS['1'], { exact: true }).fill(LEVELS['1']);
    // The draft keeps them.
    await expect.poll(() => draftValues(page, `plan:${world.planId}`)).toMatchObject({
      attainmentLevels: { '-2': '', '-1': '', '0': LEVELS['0'], '1': LEVELS['1'], '2': '' },
    });
    await page.getByRole('button', { name: 'Update Plan' }).click();
    expect(await shownErrors(page)).toEqual([
      'Describe attainment level -2',
      'Describe attainment level -1',
      'Describe attainment level 2',
    ]);
    for (const key of ['-2', '-1', '2'] as const) await page.getByLabel(LEVEL_LABELS[key], { exact: true }).fill(LEVELS[key]);
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expectToast(page, 'Plan Updated', 'Your changes to the plan have been saved.');
    await waitForPage(page, 'client', 'ViewPlan');
    expect((await api<Plan>(context, product, 'GET', API_PATHS.plan(world.planId))).attainmentLevels).toEqual(LEVELS);

    // Editable later: the edit form shows them.
    await openStudentPage(page, product, planPath);
    expect(await page.getByLabel(LEVEL_LABELS['2'], { exact: true }).inputValue()).toBe(LEVELS['2']);

    // Scored between reassessments from the plan's view.
    await openStudentPage(page, product, `/view-plan/${world.planId}`);
    const scoring = page.getByRole('region', { name: 'How is it going?' });
    await scoring.getByRole('button', { name: 'Record Score' }).click();
    await scoring.getByText('Choose the level closest to where you are').waitFor();
    await scoring.getByText(LEVELS['0']).click();
    await scoring.getByLabel('Note (optional)').fill('A long practice week');
    await scoring.getByRole('button', { name: 'Record Score' }).click();
    await expectToast(page, 'Score Recorded', 'Your score for this plan has been saved.');
    await scoring.getByText('Recorded 0: Expected by the reassessment date.').waitFor();

    // The reassessment offers the same levels as a score, sent with it.
    await openStudentPage(page, product, `/reassess-plan/${world.planId}`);
    const scale = page.getByRole('group', { name: 'Where are you on the scale you set for this plan?' });
    // The form draws once the plan has loaded: count its choices after the last one is there.
    await scale.getByRole('radio').nth(4).waitFor();
    expect(await scale.getByRole('radio').count()).toBe(5);
    for (const text of Object.values(LEVELS)) await scale.getByText(text, { exact: true }).waitFor();
    await page.getByLabel('Current status', { exact: true }).fill('Five nights done before 9 this week.');
    await scale.getByRole('radio', { name: /^\+1 Somewhat more/ }).focus();
    await page.keyboard.press('Space');
    // Cleared, and chosen again from the scale, where the focus went.
    await page.getByRole('button', { name: 'Clear score' }).press('Enter');
    expect(await scale.getByRole('radio', { checked: true }).count()).toBe(0);
    await expect.poll(() => scale.getByRole('radio').first().evaluate((radio) => radio === document.activeElement)).toBe(true);
    await scale.getByRole('radio', { name: /^\+1 Somewhat more/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expectToast(page, 'Plan Updated', 'reassessment');
    await waitForPage(page, 'client', 'StudentDashboard');

    const outcomes = await api<Outcomes>(context, product, 'GET', API_PATHS.myOutcomes);
    const scores = outcomes.plans.find((plan) => plan.planId === world.planId)?.scores;
    expect(scores?.map(({ score, by, note }) => ({ score, by, note }))).toEqual([
      { score: 0, by: 'student', note: 'A long practice week' },
      { score: 1, by: 'student', note: null },
    ]);
  });

  test('a plan without levels offers no score', async ({ student, product }) => {
    const { context, page } = student;
    const plan = await api<Plan>(context, product, 'POST', API_PATHS.plans, buildPlan({ goal: 'Pack my bag the night before' }));
    await openStudentPage(page, product, `/view-plan/${plan.id}`);
    await page.getByRole('heading', { name: 'Implementation Plan' }).waitFor();
    expect(await page.getByRole('region', { name: 'How is it going?' }).count()).toBe(0);
    await openStudentPage(page, product, `/reassess-plan/${plan.id}`);
    await page.getByLabel('Current status', { exact: true }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
  });
});

describe('at phone and desktop width', () => {
  // Axe and the touch-target check on these parts: screens.test.ts (student-check-in-details, student-plan-levels,
  // student-view-plan, student-reassess-plan).
  test('the check-in card fits the screen', async ({ browser, world, product }) => {
    for (const [label, viewport] of WIDTHS) {
      const context = await browser.newContext({ storageState: world.session, viewport });
      try {
        const page = await context.newPage();
        await openStudentPage(page, product, '/dashboard');
        const card = checkInCard(page);
        await card.getByText(/Checked in \d of the last 7 days/).waitFor();
        await card.getByRole('button', { name: 'Barrier, plan and date (optional)' }).click();
        await capture(card, `check-in-card-${label}`);
        // Nothing in the card is wider than the screen.
        expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    }
  });
});
