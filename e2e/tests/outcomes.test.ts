// Outcomes in Chromium: check-ins by week and goal attainment on the coach's Progress tab (charts with their
// figures as tables, the coach's score), the two reasons they add to "Needs attention", the student's own
// outcomes on the dashboard, and the printable report for the family; students and records made through the API.
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DAY_MS,
  formatCalendarDate,
  formatDate,
  type CheckIn,
  type CheckInWeek,
  type Outcomes,
} from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { capture } from '../harness/browser.ts';
import { buildPlan, buildStudent } from '../harness/factories.ts';
import {
  approvedStudent,
  ownProduct,
  recordRequests,
  remotesSettled,
  test as base,
  waitForPage,
  type Session,
} from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { expectToast } from '../harness/screens.ts';
import { DESKTOP, PHONE, WIDTHS } from '../harness/widths.ts';
import { api, openStudentPage } from './student-helpers.ts';

const LEVELS = {
  '-2': 'No lab report handed in on time',
  '-1': 'One or two lab reports on time',
  '0': 'Three of the four lab reports on time',
  '1': 'Every lab report on time',
  '2': 'Every lab report on time, one a day early',
};
const LAB_GOAL = 'Hand in lab reports on time';
const READING_GOAL = 'Read twenty pages every evening';
const SUNDAY_GOAL = 'Plan the week on Sundays';

interface World {
  coach: Session;
  ada: { session: Session; id: string };
  ben: { session: Session; id: string };
  /** The day Ada's check-ins of today were dated, on the practice's clock (YYYY-MM-DD). */
  today: string;
  /** The day of Ben's only check-in, ten days before. */
  benLastCheckIn: string;
}

/** A calendar day `days` after a YYYY-MM-DD day. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Moves a student's check-ins' creation back `days` days in the store, as if they had been made then. */
async function backdateCheckIns(product: Product, clientId: string, days: number): Promise<void> {
  const client = new MongoClient(
    `mongodb://${encodeURIComponent(join(product.dataDir, 'db', 'mongod.sock'))}/coaching`,
  );
  await client.connect();
  try {
    const then = new Date(Date.now() - days * DAY_MS);
    await client
      .db('coaching')
      .collection('check_ins')
      .updateMany({ clientId }, { $set: { createdAt: then } });
  } finally {
    await client.close();
  }
}

const test = base.extend<{ $file: { product: Product; world: World } }>({
  // A product of this file's own: its "Needs attention" list holds this file's students only.
  product: ownProduct(),
  // Ada: a plan with levels and one without, two check-ins today and one eight days ago, a score from each of
  // them. Ben: one check-in ten days ago and two scores below expected on his plan.
  world: [
    async ({ product, browser }, use) => {
      const ada = await approvedStudent(
        browser,
        product,
        'ada.outcomes@example.test',
        buildStudent({ studentFirstName: 'Ada', studentLastName: 'Quill' }),
      );
      const ben = await approvedStudent(
        browser,
        product,
        'ben.outcomes@example.test',
        buildStudent({ studentFirstName: 'Ben', studentLastName: 'Lapse' }),
      );
      const contexts: BrowserContext[] = [];
      const open = async (session: Session) => {
        const context = await browser.newContext({ storageState: session });
        contexts.push(context);
        return context;
      };
      try {
        const [adaContext, benContext, coachContext] = [
          await open(ada.student),
          await open(ben.student),
          await open(ada.coach),
        ];
        const lab = await api<{ id: string }>(adaContext, product, 'POST', API_PATHS.plans, {
          ...buildPlan({ goal: LAB_GOAL }),
          attainmentLevels: LEVELS,
        });
        await api(adaContext, product, 'POST', API_PATHS.plans, buildPlan({ goal: READING_GOAL }));
        // Today: 45 of 30 planned minutes, started on time; 20 of 20, started late. Eight days ago: 10 of 10, on time.
        const first = await api<CheckIn>(adaContext, product, 'POST', API_PATHS.checkIns, {
          task: 'Lab report draft',
          plannedMinutes: 30,
          actualMinutes: 45,
          startedOnTime: true,
        });
        await api(adaContext, product, 'POST', API_PATHS.checkIns, {
          task: 'Lab report graphs',
          plannedMinutes: 20,
          actualMinutes: 20,
          startedOnTime: false,
        });
        await api(adaContext, product, 'POST', API_PATHS.checkIns, {
          task: 'Reading',
          plannedMinutes: 10,
          actualMinutes: 10,
          startedOnTime: true,
          date: plusDays(first.date, -8),
        });
        await api(adaContext, product, 'POST', API_PATHS.planAttainment(lab.id), { score: -1, note: 'Slow start' });
        await api(coachContext, product, 'POST', API_PATHS.coachClientAttainment(ada.profileId), {
          planId: lab.id,
          score: 0,
        });

        const sunday = await api<{ id: string }>(benContext, product, 'POST', API_PATHS.plans, {
          ...buildPlan({ goal: SUNDAY_GOAL }),
          attainmentLevels: LEVELS,
        });
        const benLastCheckIn = plusDays(first.date, -10);
        await api(benContext, product, 'POST', API_PATHS.checkIns, {
          task: 'Weekly plan',
          plannedMinutes: 15,
          actualMinutes: 15,
          startedOnTime: true,
          date: benLastCheckIn,
        });
        await backdateCheckIns(product, ben.profileId, 10);
        await api(benContext, product, 'POST', API_PATHS.planAttainment(sunday.id), { score: -1 });
        await api(coachContext, product, 'POST', API_PATHS.coachClientAttainment(ben.profileId), {
          planId: sunday.id,
          score: -2,
        });
        await use({
          coach: ada.coach,
          ada: { session: ada.student, id: ada.profileId },
          ben: { session: ben.student, id: ben.profileId },
          today: first.date,
          benLastCheckIn,
        });
      } finally {
        for (const context of contexts) await context.close();
      }
    },
    { scope: 'file' },
  ],
});

/** The rows of a table (header row left out), each as its cells' text. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const found: string[][] = [];
  for (let index = 0; index < (await rows.count()); index++) {
    found.push((await rows.nth(index).locator('th, td').allTextContents()).map((text) => text.trim()));
  }
  return found;
}

/** A week as the check-in table writes it. */
const weekRow = (week: CheckInWeek) => [
  formatCalendarDate(week.weekStart),
  `${week.days} of 7`,
  week.estimateRatio === null ? '—' : week.estimateRatio.toFixed(2),
  week.startedOnTime === null ? '—' : `${Math.round(week.startedOnTime * 100)}%`,
];

const scoreTable = (page: Page, goal: string) =>
  page.getByRole('table', { name: `Attainment scores for the goal: ${goal}` });
const checkInTable = (page: Page) => page.getByRole('table', { name: 'Check-ins per week, the last 12 weeks' });

/** The chart code's file, fetched on its own when a chart is about to show. */
const isChartCode = (url: string) => /\/mf\/(coach|client)\/assets\/charts-[\w-]+\.js$/.test(new URL(url).pathname);

/** Scrolls to each chart in `scope` in turn, waiting for each to be drawn as it comes into view; then counts them. */
async function drawCharts(scope: Page | Locator, count: number): Promise<void> {
  await scope.locator('[data-chart]').first().waitFor();
  for (const slot of await scope.locator('[data-chart]').all()) {
    await slot.scrollIntoViewIfNeeded();
    await slot.locator('.recharts-wrapper').first().waitFor({ timeout: 20_000 });
  }
  expect(await scope.locator('[data-chart] .recharts-wrapper').count()).toBe(count);
}

/** Opens a client's Progress tab and waits until its charts are drawn. */
async function openProgress(page: Page, product: Product, clientId: string, charts: number): Promise<void> {
  await page.goto(`${product.url}/client/${clientId}`);
  await waitForPage(page, 'coach', 'ClientDetail');
  await page.getByRole('tab', { name: 'Progress' }).click();
  await page.getByRole('heading', { level: 2, name: 'Outcomes' }).waitFor();
  await drawCharts(page, charts);
}

describe('the coach’s Progress tab', () => {
  test('draws the weeks of check-ins and the score history, each with its figures as a table', async ({
    personPage,
    product,
    world,
  }) => {
    const page = await personPage(world.coach, { viewport: DESKTOP });
    const context = page.context();
    const requests = recordRequests(page);
    await page.goto(`${product.url}/client/${world.ada.id}`);
    await waitForPage(page, 'coach', 'ClientDetail');
    await remotesSettled(requests);
    // The page opens on its Overview: no chart, and none of the charts' code.
    expect(requests.urls.filter(isChartCode)).toEqual([]);

    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.getByRole('heading', { level: 2, name: 'Outcomes' }).waitFor();
    // Three small charts of the weeks, one of the lab plan's scores; the reading plan has none.
    await drawCharts(page, 4);
    expect(requests.urls.filter(isChartCode)).toHaveLength(1);
    // The charts are hidden from screen readers, who read the tables.
    for (const chart of await page.locator('[data-chart]').all())
      expect(await chart.getAttribute('aria-hidden')).toBe('true');

    const outcomes = await api<Outcomes>(context, product, 'GET', API_PATHS.coachClientOutcomes(world.ada.id));
    const weeks = await tableRows(checkInTable(page));
    expect(weeks).toEqual(outcomes.checkIns.weeks.map(weekRow));
    // This week: two check-ins (ratios 1.5 and 1, median 1.25; one of two on time); one the week of eight days ago.
    expect(weeks.at(-1)!.slice(1)).toEqual(['1 of 7', '1.25', '50%']);
    expect(weeks.filter((row) => row[1] !== '0 of 7')).toHaveLength(2);
    expect(weeks.filter((row) => row[1] !== '0 of 7')[0]!.slice(1)).toEqual(['1 of 7', '1.00', '100%']);

    const lab = outcomes.plans.find((plan) => plan.goal === LAB_GOAL)!;
    expect(await tableRows(scoreTable(page, LAB_GOAL))).toEqual([
      [formatDate(lab.scores[0]!.at), `-1: ${LEVELS['-1']}`, 'Student', 'Slow start'],
      [formatDate(lab.scores[1]!.at), `0: ${LEVELS['0']}`, 'Coach', '—'],
    ]);
    // Each scorer's points have their own shape, named in the legend.
    expect(await page.locator('[data-chart] .recharts-legend-item-text').allTextContents()).toEqual([
      'Student',
      'Coach',
    ]);
    expect(await page.locator('[data-chart] .recharts-scatter-symbol').count()).toBe(2);

    // The levels read in the plan's words, +2 first; the plan without levels says so and has no score form.
    const tab = page.getByRole('tabpanel', { name: 'Progress' });
    expect(await tab.getByText(LEVELS['2'], { exact: true }).first().isVisible()).toBe(true);
    await tab.getByText('This plan describes no levels of attainment.').waitFor();
    expect(await page.getByRole('form', { name: `Record your score on the goal: ${READING_GOAL}` }).count()).toBe(0);
    expect(await page.getByRole('form', { name: `Record your score on the goal: ${LAB_GOAL}` }).count()).toBe(1);
  });

  test('records the coach’s score with a note, which joins the history', async ({ personPage, product, world }) => {
    const page = await personPage(world.coach, { viewport: DESKTOP });
    await openProgress(page, product, world.ada.id, 4);
    const form = page.getByRole('form', { name: `Record your score on the goal: ${LAB_GOAL}` });
    const radios = form.getByRole('group', { name: `Score for the goal: ${LAB_GOAL}` }).getByRole('radio');
    expect(await radios.count()).toBe(5);
    await form.getByRole('button', { name: 'Record score' }).click();
    await form.getByText('Choose a score').waitFor();

    await form.getByRole('radio', { name: `+1 ${LEVELS['1']}` }).check();
    await form.getByLabel('Note (optional)').fill('Three on time this week');
    await form.getByRole('button', { name: 'Record score' }).click();
    await expectToast(page, 'Score recorded', `+1 on "${LAB_GOAL}".`);
    await expect
      .poll(async () => (await tableRows(scoreTable(page, LAB_GOAL))).at(-1))
      .toEqual([formatDate(new Date()), `+1: ${LEVELS['1']}`, 'Coach', 'Three on time this week']);
    await expect.poll(() => page.locator('[data-chart] .recharts-scatter-symbol').count()).toBe(3);
    expect(await form.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  test('looks right at phone and desktop width', async ({ personPage, product, world }) => {
    for (const [label, viewport] of WIDTHS) {
      const page = await personPage(world.coach, { viewport });
      await openProgress(page, product, world.ada.id, 4);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await capture(page.getByRole('region', { name: 'Outcomes' }), `outcomes/progress-outcomes-${label}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, `outcomes/progress-tab-${label}`, { fullPage: true });
    }
  });
});

describe('the coach’s Needs attention list', () => {
  test('says when a student last checked in, and names the goal scored below expected twice', async ({
    personPage,
    product,
    world,
  }) => {
    const page = await personPage(world.coach, { viewport: DESKTOP });
    const requests = recordRequests(page);
    await page.goto(`${product.url}/coach-dashboard`);
    await waitForPage(page, 'coach', 'CoachDashboard');
    const list = page.getByRole('region', { name: 'Needs attention' });
    const ben = list.getByRole('listitem').filter({ hasText: 'Ben Lapse' });
    await ben.waitFor();
    expect(await ben.innerText()).toMatch(
      new RegExp(
        `^Ben Lapse\\s+No check-in since ${formatCalendarDate(world.benLastCheckIn)} · Two scores below expected on "${SUNDAY_GOAL}"$`,
      ),
    );
    // Ada checks in and scored at or above expected last: not on the list.
    expect(await list.getByRole('listitem').filter({ hasText: 'Ada Quill' }).count()).toBe(0);
    // A page without charts never loads their code.
    await remotesSettled(requests);
    expect(requests.urls.filter(isChartCode)).toEqual([]);
  });
});

describe('the student’s dashboard', () => {
  test('shows the student’s own weeks of check-ins and scores, charts and tables, at phone and desktop width', async ({
    personPage,
    product,
    world,
  }) => {
    for (const [label, viewport] of WIDTHS) {
      const page = await personPage(world.ada.session, { viewport });
      const context = page.context();
      await openStudentPage(page, product, '/dashboard');
      const section = page.getByRole('region', { name: 'Your Progress Over Time' });
      // The section reads the outcomes as it comes into view.
      await section.scrollIntoViewIfNeeded();
      await drawCharts(section, 4);
      const outcomes = await api<Outcomes>(context, product, 'GET', API_PATHS.myOutcomes);
      expect(await tableRows(checkInTable(page))).toEqual(outcomes.checkIns.weeks.map(weekRow));
      const rows = await tableRows(scoreTable(page, LAB_GOAL));
      expect(rows.slice(0, 2).map((row) => row.slice(1))).toEqual([
        [`-1: ${LEVELS['-1']}`, 'Student', 'Slow start'],
        [`0: ${LEVELS['0']}`, 'Coach', '—'],
      ]);
      // Only the plan with levels or scores is shown.
      expect(await section.getByRole('heading', { level: 3, name: READING_GOAL }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await capture(section, `outcomes/student-dashboard-${label}`);
    }
  });
});

describe('the family’s report', () => {
  test('lists each goal with its levels and scores, and the weeks of check-ins, and prints without the app’s bar', async ({
    personPage,
    product,
    world,
  }) => {
    const page = await personPage(world.coach, { viewport: DESKTOP });
    await openProgress(page, product, world.ada.id, 4);
    await page.getByRole('link', { name: 'Family report' }).click();
    await waitForPage(page, 'coach', 'ClientReport');
    expect(new URL(page.url()).pathname).toBe(`/client/${world.ada.id}/report`);
    await page.getByRole('heading', { level: 1, name: 'Progress report: Ada Quill' }).waitFor();
    const goals = await page.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(goals).toEqual(expect.arrayContaining([LAB_GOAL, READING_GOAL]));
    for (const level of Object.values(LEVELS))
      expect(await page.getByText(level, { exact: true }).first().isVisible()).toBe(true);
    // The figures are written out, not only drawn.
    const scores = scoreTable(page, LAB_GOAL);
    expect((await scores.boundingBox())!.width).toBeGreaterThan(300);
    expect((await tableRows(scores)).slice(0, 2).map((row) => row.slice(1))).toEqual([
      [`-1: ${LEVELS['-1']}`, 'Student', 'Slow start'],
      [`0: ${LEVELS['0']}`, 'Coach', '—'],
    ]);
    const weeks = checkInTable(page);
    expect((await weeks.boundingBox())!.width).toBeGreaterThan(300);
    expect((await tableRows(weeks)).at(-1)!.slice(1)).toEqual(['1 of 7', '1.25', '50%']);
    await page.getByText('Checked in on 2 days in 2 of the last 12 weeks: 0.2 days a week on average.').waitFor();
    await expect.poll(() => page.locator('[data-chart] .recharts-wrapper').count(), { timeout: 20_000 }).toBe(4);
    await page.evaluate(() => window.scrollTo(0, 0));
    await capture(page, 'outcomes/report-desktop', { fullPage: true });

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Coach' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Back to client' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Progress report: Ada Quill' }).isVisible()).toBe(true);
    expect(await scores.isVisible()).toBe(true);
    await capture(page, 'outcomes/report-print', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  test('reads well on a phone', async ({ personPage, product, world }) => {
    const page = await personPage(world.coach, { viewport: PHONE });
    await page.goto(`${product.url}/client/${world.ada.id}/report`);
    await waitForPage(page, 'coach', 'ClientReport');
    await page.getByRole('heading', { level: 1, name: 'Progress report: Ada Quill' }).waitFor();
    // A page to print draws every chart at once, without being scrolled.
    await expect.poll(() => page.locator('[data-chart] .recharts-wrapper').count(), { timeout: 20_000 }).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await capture(page.getByRole('region', { name: 'Goals and attainment' }), 'outcomes/report-phone-goals');
    await capture(
      page.getByRole('region', { name: 'Consistency and estimate accuracy' }),
      'outcomes/report-phone-check-ins',
    );
    await capture(page, 'outcomes/report-phone', { fullPage: true });
  });
});
