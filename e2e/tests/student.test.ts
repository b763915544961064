// The student workspace in Chromium (issue 8): profile set-up, dashboard, orientation, plans and their
// reassessment, The Boat and My Reflections, against the real product; students sign in by e-mailed link.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ORIENTATION_QUESTIONS, PROFILE_GRADE_LEVELS, UNDER_MIN_AGE_MESSAGE } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { artifactPath, capture } from '../harness/browser.ts';
import { buildStudent } from '../harness/factories.ts';
import { approvedStudent, test as base, waitForPage } from '../harness/fixtures.ts';
import {
  DESKTOP,
  PHONE,
  api,
  dateInput,
  draftsOnDevice,
  expectToast,
  logOut,
  openStudentPage,
  shownErrors,
  shortDate,
  type Session,
} from './student-helpers.ts';

const NEWCOMER = 'jordan.newcomer@example.test';
const SAM = 'sam.rivera@example.test';
const RILEY = 'riley.other@example.test';

interface World {
  sam: Session;
  riley: Session;
  newcomer: Session;
}

/** Opens a student's page; `serviceWorkers: 'allow'` runs the app's worker in it (the test is about the device). */
type OpenStudent = (session: Session, serviceWorkers?: 'allow' | 'block') => Promise<{ context: BrowserContext; page: Page }>;

const test = base.extend<{ world: World; student: OpenStudent }>({
  // The coach approves three students, who sign in; Sam and Riley have profiles.
  world: [
    async ({ product, browser }, use) => {
      const student = (email: string, studentFirstName: string) =>
        approvedStudent(browser, product, email, buildStudent({ studentFirstName, studentLastName: 'Student', gradeLevel: '10th Grade' }));
      const world: World = {
        newcomer: (await approvedStudent(browser, product, NEWCOMER, null)).student,
        sam: (await student(SAM, 'Sam')).student,
        riley: (await student(RILEY, 'Riley')).student,
      };
      await use(world);
    },
    { scope: 'file' },
  ],
  // A student's desktop page, kept across the file's tests, or a fresh context where the app's service worker runs;
  // a failing test leaves a screenshot.
  student: async ({ browser, personPage, task }, use) => {
    const opened: BrowserContext[] = [];
    const pages: Page[] = [];
    await use(async (session, serviceWorkers = 'block') => {
      let page: Page;
      if (serviceWorkers === 'allow') {
        const context = await browser.newContext({ storageState: session, viewport: DESKTOP, serviceWorkers });
        opened.push(context);
        page = await context.newPage();
      } else {
        page = await personPage(session);
      }
      pages.push(page);
      return { context: page.context(), page };
    });
    if (task.result?.state === 'fail') {
      for (const [index, page] of pages.entries()) {
        await page.screenshot({ path: artifactPath(`${task.name}-${index}`), fullPage: true }).catch(() => {});
      }
    }
    for (const context of opened) await context.close();
  },
});

describe('profile set-up', () => {
  test('a new client fills in the profile, meets every message, and lands on the dashboard', async ({ world, student, product }) => {
    const { page } = await student(world.newcomer);
    await page.goto(`${product.url}/`);
    await waitForPage(page, 'client', 'ProfileSetup');
    expect(await page.getByLabel('Email').inputValue()).toBe(NEWCOMER);
    const grades = await page.getByLabel('Grade Level').locator('option').allInnerTexts();
    expect(grades.slice(1)).toEqual([...PROFILE_GRADE_LEVELS]);

    const submit = page.getByRole('button', { name: 'Create Profile & Start Learning' });
    await page.getByLabel('Email').fill('');
    await submit.click();
    expect(await shownErrors(page)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Grade level is required',
    ]);
    await page.getByLabel('Email').fill('not-an-address');
    await submit.click();
    expect(await shownErrors(page)).toContain('Please enter a valid email address');

    await page.getByLabel('First Name').fill('Jordan');
    // A message clears as soon as its field is valid, here as on every form.
    await expect.poll(() => shownErrors(page)).not.toContain('First name is required');
    expect(await shownErrors(page)).toContain('Last name is required');
    await page.getByLabel('Last Name').fill('Lee');
    await page.getByLabel('Email').fill(NEWCOMER);
    await page.getByLabel('Grade Level').selectOption('Graduate Student');
    await page.getByLabel('Phone').fill('555-010-2030');
    await page.getByLabel('What challenges are you facing?').fill('Starting big assignments');
    // A student under 13 is refused under the date, which takes the focus; nothing is kept.
    const born = page.getByLabel('Date of Birth');
    await born.fill(dateInput(-8 * 365));
    await submit.click();
    await expect.poll(() => shownErrors(page)).toEqual([UNDER_MIN_AGE_MESSAGE]);
    await expect.poll(() => born.evaluate((input) => input === document.activeElement)).toBe(true);
    await born.fill(dateInput(-16 * 366));
    expect(await shownErrors(page)).toEqual([]);
    await submit.click();
    await expectToast(page, 'Profile Created!', 'Welcome');
    await waitForPage(page, 'client', 'StudentDashboard');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Jordan!' }).waitFor();
  });

  test('a failed profile save says so and keeps the form', async ({ world, student, product }) => {
    const { page, context } = await student(world.riley);
    // Riley already has a profile, so the API refuses a second one: the set-up page is reached only by a stale session,
    // which a route handler stands in for here by answering the user check without a profile.
    await context.route(`${product.url}${API_PATHS.currentUser}`, async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...user, clientProfile: null } });
    });
    await page.goto(`${product.url}/setup-profile`);
    await waitForPage(page, 'client', 'ProfileSetup');
    await page.getByLabel('First Name').fill('Riley');
    await page.getByLabel('Last Name').fill('Student');
    await page.getByLabel('Grade Level').selectOption('9th Grade');
    await page.getByRole('button', { name: 'Create Profile & Start Learning' }).click();
    await expectToast(page, 'Error', 'Failed to create profile. Please try again.', true);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Riley');
  });
});

/** Sam's orientation answers; goal one is long enough to be cut in the dropdown (80) and the plan list (60). */
const ANSWERS = {
  whoAreYou: 'Curious, good at drawing and at explaining math to friends.',
  whatAreYouInControl: 'I control when I start homework; practice schedules are not up to me.',
  whoDoYouFeelCalled: 'Someone who keeps promises to myself and to my team.',
  visionOfFuture: 'Studying architecture in a city with good museums.',
  goalOne:
    'Start every homework assignment within fifteen minutes of sitting down at my desk, five school nights a week, until winter break',
  goalTwo: 'Write every test date in my planner the day it is announced',
  goalThree: 'Raise my chemistry grade from a C to a B by the end of the term',
};

const cards = (page: Page) => page.getByRole('region', { name: 'Skill Activities' }).getByRole('listitem');

describe('student dashboard', () => {
  // The file's first test also waits for its students to be signed in and seeded: on a busy machine that takes a while.
  test('greets the student, shows both empty states, and moves an activity from start to complete', { timeout: 120_000 }, async ({ world, student, product }) => {
    const { page, context } = await student(world.sam);
    await openStudentPage(page, product, '/');
    // A first visit (nothing saved or started yet) says "Welcome"; on a wide screen the navigation is followed by
    // a Logout button, and the person's menu holds the rest.
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sam!' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Student' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['My Reflections', 'Orientation', 'Barriers & Strategies', 'The Boat']);
    await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Menu for Sam Student' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual(['Reminders', 'Sharing with family', 'Download my data']);
    await page.keyboard.press('Escape');

    // The next step and Your Goals name the same action alike.
    expect(await page.getByRole('link', { name: 'Complete Orientation' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/orientation',
      '/orientation',
    ]);
    expect(await page.getByRole('link', { name: 'Create Your First Plan' }).getAttribute('href')).toBe('/barriers-strategies');

    const library = await api<Array<{ id: string; title: string; category: string; difficulty: string }>>(context, product, 'GET', API_PATHS.activities);
    expect(library.length).toBeGreaterThan(0);
    await page.getByText(`0 of ${library.length} activities completed`).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Activity progress' }).getAttribute('aria-valuenow')).toBe('0');
    // The library opens folded to three suggestions; the whole of it is one button away.
    await expect.poll(() => cards(page).filter({ has: page.locator('h3') }).count()).toBe(3);
    await page.getByRole('button', { name: `Browse all ${library.length} activities` }).click();
    await expect.poll(() => cards(page).count()).toBe(library.length);

    const filters = page.getByRole('group', { name: 'Filter activities by category' }).getByRole('button');
    expect(await filters.allInnerTexts()).toEqual(['All Activities', 'Time Management', 'Planning', 'Organization', 'Focus & Attention', 'Working Memory']);
    await filters.filter({ hasText: 'Planning' }).click();
    expect(await filters.filter({ hasText: 'Planning' }).getAttribute('aria-pressed')).toBe('true');
    const planning = library.filter((activity) => activity.category === 'planning');
    await expect.poll(() => cards(page).count()).toBe(planning.length);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Planning');

    // Difficulty badges: beginner green, intermediate yellow, advanced red.
    const colours = { beginner: 'bg-green-100', intermediate: 'bg-yellow-100', advanced: 'bg-red-100' } as const;
    for (const activity of planning) {
      const badge = cards(page).filter({ hasText: activity.title }).getByText(activity.difficulty, { exact: true });
      expect(await badge.getAttribute('class')).toContain(colours[activity.difficulty as keyof typeof colours]);
    }

    const first = planning[0]!;
    const card = cards(page).filter({ hasText: first.title });
    // With the keyboard: the focus moves from each action to the next, never back to the page's top.
    await card.getByRole('button', { name: `Start Activity: ${first.title}` }).press('Enter');
    const complete = card.getByRole('button', { name: `Mark Complete: ${first.title}` });
    await expect.poll(() => complete.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await card.getByText('Completed!').waitFor();
    await expect
      .poll(() => card.getByText('Completed!').evaluate((text) => text.parentElement === document.activeElement))
      .toBe(true);
    await card.getByText(shortDate()).waitFor();
    const done = Math.round((1 / library.length) * 100);
    await page.getByText(`1 of ${library.length} activities completed`).waitFor();
    await page.getByText(`${done}%`, { exact: true }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Activity progress' }).getAttribute('aria-valuenow')).toBe(String(done));

    const progress = await api<Array<{ activityId: string; completed: boolean; rating: string; notes: string; completedAt: string }>>(
      context,
      product,
      'GET',
      API_PATHS.myProgress,
    );
    expect(progress).toMatchObject([{ activityId: first.id, completed: true, rating: 'medium', notes: '' }]);

    // A started, not completed activity offers Mark Complete after a reload.
    const second = planning[1]!;
    await cards(page).filter({ hasText: second.title }).getByRole('button', { name: `Start Activity: ${second.title}` }).click();
    await cards(page).filter({ hasText: second.title }).getByRole('button', { name: `Mark Complete: ${second.title}` }).waitFor();
    await page.reload();
    await waitForPage(page, 'client', 'StudentDashboard');
    // The folded library suggests the activity in progress first; the completed one is in the whole library.
    await expect.poll(() => cards(page).first().innerText()).toContain(second.title);
    await cards(page).filter({ hasText: second.title }).getByRole('button', { name: `Mark Complete: ${second.title}` }).waitFor();
    await page.getByRole('button', { name: `Browse all ${library.length} activities` }).click();
    await cards(page).filter({ hasText: first.title }).getByText('Completed!').waitFor();
  });

  test('the phone menu holds the same navigation and opens a page', async ({ world, student, product }) => {
    const { page } = await student(world.sam);
    await page.setViewportSize(PHONE);
    await openStudentPage(page, product, '/dashboard');
    expect(await page.getByRole('navigation', { name: 'Student' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu for Sam Student' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['My Reflections', 'Orientation', 'Barriers & Strategies', 'The Boat', 'Reminders', 'Sharing with family', 'Download my data', 'Logout']);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'The Boat' }).click();
    await waitForPage(page, 'client', 'TheBoat');
    expect(await menu.count()).toBe(0);
  });
});

describe('orientation', () => {
  test('shows the questions, prompts, SMART explainer and privacy note; saves, then updates', async ({ world, student, product }) => {
    const { page, context } = await student(world.sam);
    await openStudentPage(page, product, '/orientation');
    for (const entry of ORIENTATION_QUESTIONS) await page.getByLabel(entry.question).waitFor();
    await page.getByText('What do friends, family or teachers say you are good at?').waitFor();
    for (const word of ['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound']) {
      await page.getByRole('term').filter({ hasText: word }).waitFor();
    }
    await page.getByText('Your responses are private and are shared only with your coach.').waitFor();
    expect(await page.getByText('Your responses have been saved').count()).toBe(0);

    // Every field is optional; only the length bound has a message.
    const first = page.getByLabel(ORIENTATION_QUESTIONS[0].question);
    await first.fill('x'.repeat(5001));
    await page.getByRole('button', { name: 'Save Responses' }).click();
    expect(await shownErrors(page)).toEqual(['Must be at most 5000 characters']);

    for (const entry of ORIENTATION_QUESTIONS) await page.getByLabel(entry.question).fill(ANSWERS[entry.field]);
    await page.getByRole('button', { name: 'Save Responses' }).click();
    // The toast, and the page's own confirmation line beside the form's action.
    await expectToast(page, 'Responses Saved!', 'Your responses have been saved');
    await page.getByRole('button', { name: 'Update Responses' }).waitFor();
    expect(await page.getByText('Your responses have been saved', { exact: true }).count()).toBe(1);
    expect(await api(context, product, 'GET', API_PATHS.orientation)).toMatchObject(ANSWERS);

    // The line confirms a save made on this visit, not answers merely loaded.
    await page.reload();
    await waitForPage(page, 'client', 'Orientation');
    await page.getByRole('button', { name: 'Update Responses' }).waitFor();
    expect(await page.getByText('Your responses have been saved', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(ORIENTATION_QUESTIONS[4].question).inputValue()).toBe(ANSWERS.goalOne);

    // A refused save says so in its toast and keeps the answers on screen.
    await context.route(`${product.url}${API_PATHS.orientation}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.fallback(),
    );
    await page.getByLabel(ORIENTATION_QUESTIONS[3].question).fill(`${ANSWERS.visionOfFuture} Maybe abroad.`);
    await page.getByRole('button', { name: 'Update Responses' }).click();
    await expectToast(page, 'Error', 'Failed to save responses. Please try again.', true);
    expect(await page.getByLabel(ORIENTATION_QUESTIONS[3].question).inputValue()).toBe(`${ANSWERS.visionOfFuture} Maybe abroad.`);
    expect(await page.getByText('Your responses have been saved', { exact: true }).count()).toBe(0);
    await context.unroute(`${product.url}${API_PATHS.orientation}`);
    await page.getByLabel(ORIENTATION_QUESTIONS[3].question).fill(ANSWERS.visionOfFuture);
    await page.getByRole('button', { name: 'Update Responses' }).click();
    await expectToast(page, 'Responses Saved!', 'saved');
    expect(await page.getByText('Your responses have been saved', { exact: true }).count()).toBe(1);

    // A failed read offers to try again, and the answers come back: the form never opens blank over them.
    let failRead = true;
    await context.route(`${product.url}${API_PATHS.orientation}`, (route) =>
      route.request().method() === 'GET' && failRead ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.fallback(),
    );
    await page.reload();
    await page.getByText('Your responses could not be loaded.').waitFor();
    failRead = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Update Responses' }).waitFor();
    expect(await page.getByLabel(ORIENTATION_QUESTIONS[4].question).inputValue()).toBe(ANSWERS.goalOne);
    await context.unroute(`${product.url}${API_PATHS.orientation}`);
  });

  test('the dashboard lists the three goals, numbered', async ({ world, student, product }) => {
    const { page } = await student(world.sam);
    await openStudentPage(page, product, '/dashboard');
    const goals = page.getByRole('list').filter({ hasText: ANSWERS.goalTwo });
    await goals.waitFor();
    const items = (await goals.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(items).toEqual([`1 Goal 1: ${ANSWERS.goalOne}`, `2 Goal 2: ${ANSWERS.goalTwo}`, `3 Goal 3: ${ANSWERS.goalThree}`]);
  });
});

/** The planning form's six section headings (each starts with a hidden "Step n:" for screen readers). */
const PLAN_SECTIONS = ['Select Your Goal', 'Internal Barriers', 'External Barriers', 'Strategies', 'Implementation Plan', 'Reassessment Date'];

const rowInputs = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label} \\d+$`) });

/** Sam's plan id, once created (the later tests work on it). */
let samPlanId = '';

describe('barriers and strategies', () => {
  test('without goals: the No Goals Available warning, Go to Orientation and a manual goal', async ({ world, student, product }) => {
    const { page } = await student(world.riley);
    await openStudentPage(page, product, '/barriers-strategies');
    await page.getByRole('heading', { name: 'No Goals Available' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Orientation' }).getAttribute('href')).toBe('/orientation');
    await page.getByLabel('Your goal', { exact: true }).fill('Finish my history project a day early');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    expect(await shownErrors(page)).not.toContain('Please select a goal');
  });

  test('shows the six sections, every validation message, the goal dropdown and row rules; saves the plan', async ({ world, student, product }) => {
    const { page, context } = await student(world.sam);
    await openStudentPage(page, product, '/barriers-strategies');
    for (const [index, title] of PLAN_SECTIONS.entries()) {
      await page.getByRole('heading', { level: 2, name: `Step ${index + 1}: ${title}` }).waitFor();
    }
    const goal = page.getByLabel('Goal', { exact: true });
    expect(await goal.locator('option').allInnerTexts()).toEqual([
      'Choose one of your goals',
      `Goal #1: ${ANSWERS.goalOne.slice(0, 80)}...`,
      `Goal #2: ${ANSWERS.goalTwo}`,
      `Goal #3: ${ANSWERS.goalThree}`,
    ]);
    const date = page.getByLabel('Reassessment date', { exact: true });
    expect(await date.getAttribute('min')).toBe(dateInput(0));
    await page.getByText('We recommend 2-4 weeks from today.').waitFor();

    const save = page.getByRole('button', { name: 'Save Plan' });
    await save.click();
    expect(await shownErrors(page)).toEqual([
      'Please select a goal',
      'Add at least one internal barrier',
      'Add at least one external barrier',
      'Add at least one strategy',
      'Implementation plan is required',
      'Reassessment date is required',
    ]);

    // Lists start with one row; a row can be removed only while more than one is left.
    const internal = rowInputs(page, 'Internal barrier');
    expect(await internal.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Remove internal barrier/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Internal Barrier' }).click();
    expect(await internal.count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Remove internal barrier/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove internal barrier 2' }).click();
    expect(await internal.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Remove internal barrier/ }).count()).toBe(0);

    await goal.selectOption({ index: 1 });
    await internal.nth(0).fill('  I put off tasks that feel too big  ');
    await page.getByRole('button', { name: 'Add Internal Barrier' }).click();
    await rowInputs(page, 'External barrier').nth(0).fill('Phone notifications during homework');
    await rowInputs(page, 'Strategy').nth(0).fill('Break each assignment into 15-minute pieces');
    await page.getByRole('button', { name: 'Add Strategy' }).click();
    await page.getByLabel('Implementation plan', { exact: true }).fill('Monday to Thursday at 7 pm at the kitchen table, phone in my room.');
    await date.fill(dateInput(-1));
    await save.click();
    expect(await shownErrors(page)).toEqual(['Barrier cannot be empty', 'Strategy cannot be empty', 'Reassessment date cannot be in the past']);

    await page.getByRole('button', { name: 'Remove internal barrier 2' }).click();
    await rowInputs(page, 'Strategy').nth(1).fill('Phone charges in my room while I work');
    await date.fill(dateInput(14));

    // A refused save says so and keeps the form.
    await context.route(`${product.url}${API_PATHS.plans}`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Internal error' } }) : route.fallback(),
    );
    await save.click();
    await expectToast(page, 'Error', 'Failed to save plan. Please try again.', true);
    await context.unroute(`${product.url}${API_PATHS.plans}`);

    await save.click();
    await expectToast(page, 'Plan Saved!', 'saved');
    await waitForPage(page, 'client', 'ViewPlan');
    samPlanId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('heading', { level: 1, name: 'Plan #1' }).waitFor();
    const saved = await api<{ selectedGoal: string; internalBarriers: string; strategies: string; reassessmentDate: string }>(
      context,
      product,
      'GET',
      API_PATHS.plan(samPlanId),
    );
    expect(saved.selectedGoal).toBe(ANSWERS.goalOne);
    expect(JSON.parse(saved.internalBarriers)).toEqual(['I put off tasks that feel too big']);
    expect(JSON.parse(saved.strategies)).toEqual(['Break each assignment into 15-minute pieces', 'Phone charges in my room while I work']);
  });

  test('the dashboard lists the plan as Plan #1 with its goal cut to 60 characters and a menu', async ({ world, student, product }) => {
    const { page } = await student(world.sam);
    await openStudentPage(page, product, '/dashboard');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Plan #1' }) });
    await item.waitFor();
    // A later visit, with answers and a plan saved, says "Welcome back".
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Sam!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Plan' }).getAttribute('href')).toBe('/barriers-strategies');
    const text = await item.innerText();
    expect(text).toContain(`${ANSWERS.goalOne.slice(0, 60)}...`);
    expect(text).not.toContain(ANSWERS.goalOne.slice(0, 61));
    expect(text).toContain(`Created ${shortDate()}`);
    await item.getByRole('button', { name: 'Actions for Plan #1' }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Reassess Plan', 'View Plan']);
    await menu.getByRole('menuitem', { name: 'View Plan' }).click();
    await waitForPage(page, 'client', 'ViewPlan');
    expect(new URL(page.url()).pathname).toBe(`/view-plan/${samPlanId}`);
  });
});

describe('reassessment and the plan view', () => {
  test('reassesses the plan with every message, returns to the dashboard, and the view shows the history', async ({ world, student, product }) => {
    const { page, context } = await student(world.sam);
    await openStudentPage(page, product, '/dashboard');
    await page.getByRole('button', { name: 'Actions for Plan #1' }).click();
    await page.getByRole('menuitem', { name: 'Reassess Plan' }).click();
    await waitForPage(page, 'client', 'ReassessPlan');
    expect(new URL(page.url()).pathname).toBe(`/reassess-plan/${samPlanId}`);

    const summary = await page.getByRole('heading', { name: 'Original plan: Plan #1' }).locator('..').innerText();
    expect(summary).toContain(ANSWERS.goalOne);
    expect(summary).toContain(shortDate());
    const goalField = page.getByLabel('Goal', { exact: true });
    expect(await goalField.inputValue()).toBe(ANSWERS.goalOne);

    const update = page.getByRole('button', { name: 'Update Plan' });
    await update.click();
    expect(await shownErrors(page)).toEqual(['Please describe your current status']);
    await page.getByRole('button', { name: 'Add Barrier' }).click();
    await page.getByRole('button', { name: 'Add Strategy' }).click();
    await update.click();
    expect(await shownErrors(page)).toEqual([
      'Please describe your current status',
      'Choose internal or external',
      'Barrier description is required',
      'Strategy description is required',
      'Timeframe is required',
    ]);

    await page.getByLabel('Current status', { exact: true }).fill('Most assignments started on time; weekends are still hard.');
    await page.getByLabel('What worked', { exact: true }).fill('Fifteen-minute pieces');
    await page.getByLabel("What didn't work").fill('Leaving the phone in the kitchen');
    await page.getByLabel('Type of new barrier 1').selectOption('external');
    await page.getByLabel('Description of new barrier 1').fill('Group chat late at night');
    await page.getByLabel('Description of new strategy 1').fill('Phone off at 9 pm');
    await page.getByLabel('Timeframe of new strategy 1').fill('two weeks');
    await page.getByLabel('Resources for new strategy 1 (optional)').fill('alarm app');
    // The next reassessment: a date two weeks ahead by default, and a note.
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(dateInput(14));
    await page.getByLabel('Note (optional)').fill('in two weeks');

    await context.route(`${product.url}${API_PATHS.reassessment(samPlanId)}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error' } }),
    );
    await update.click();
    await expectToast(page, 'Error', 'Failed to save plan reassessment. Please try again.', true);
    await context.unroute(`${product.url}${API_PATHS.reassessment(samPlanId)}`);

    await update.click();
    await expectToast(page, 'Plan Updated', 'reassessment');
    await waitForPage(page, 'client', 'StudentDashboard');
    expect(new URL(page.url()).pathname).toBe('/');

    // A second reassessment changes the goal; the view lists both, newest first (opened in place, as the app's links do).
    await openStudentPage(page, product, `/reassess-plan/${samPlanId}`, { inPlace: true });
    await page.getByLabel('Current status', { exact: true }).fill('Second check-in: weekends are better.');
    await page.getByLabel('Goal', { exact: true }).fill('Start homework within fifteen minutes, every school night');
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expectToast(page, 'Plan Updated', 'reassessment');
    await waitForPage(page, 'client', 'StudentDashboard');

    await openStudentPage(page, product, `/view-plan/${samPlanId}`, { inPlace: true });
    const history = page.getByRole('region', { name: 'Reassessment History' }).getByRole('article');
    await expect.poll(() => history.count()).toBe(2);
    const [newest, oldest] = await history.allInnerTexts();
    expect(newest).toContain('Second check-in: weekends are better.');
    expect(newest).toContain('Goal adjusted');
    expect(oldest).toContain('Most assignments started on time; weekends are still hard.');
    expect(oldest).toContain('Group chat late at night');
    expect(oldest).toContain('Phone off at 9 pm (two weeks)');
    expect(oldest).toContain('Resources: alarm app');
    const body = await page.locator('main').innerText();
    expect(body).toContain('Start homework within fifteen minutes, every school night');
    expect(body).toContain('Phone off at 9 pm (two weeks) — alarm app');
    expect(body).toContain('in two weeks');

    // Printing hides the header and the buttons and keeps the whole plan.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Reassess Plan' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Reassessment History' }).isVisible()).toBe(true);
    await capture(page, 'student-view-plan-print', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  test("Edit Plan opens the form filled in, with 'Update Plan', and keeps the history", async ({ world, student, product }) => {
    const { page, context } = await student(world.sam);
    await openStudentPage(page, product, `/view-plan/${samPlanId}`);
    await page.getByRole('link', { name: 'Edit Plan' }).click();
    await waitForPage(page, 'client', 'BarriersStrategies');
    expect(new URL(page.url()).search).toBe(`?plan=${samPlanId}`);
    const plan = page.getByLabel('Implementation plan', { exact: true });
    expect(await plan.inputValue()).toContain('Monday to Thursday');
    expect(await rowInputs(page, 'External barrier').count()).toBe(2);
    await plan.fill('Sunday evening planning, then 7 pm every school night.');
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expectToast(page, 'Plan Updated', 'changes');
    await waitForPage(page, 'client', 'ViewPlan');
    await page.getByText('Sunday evening planning, then 7 pm every school night.').waitFor();
    const saved = await api<{ reassessments: unknown[] }>(context, product, 'GET', API_PATHS.plan(samPlanId));
    expect(saved.reassessments).toHaveLength(2);
  });

  test("'Plan Not Found' for a missing plan and for another student's plan opened by URL", async ({ world, student, product }) => {
    const sam = await student(world.sam);
    await openStudentPage(sam.page, product, '/view-plan/no-such-plan');
    await sam.page.getByRole('heading', { level: 1, name: 'Plan Not Found' }).waitFor();

    const riley = await student(world.riley);
    for (const path of [`/view-plan/${samPlanId}`, `/reassess-plan/${samPlanId}`, `/barriers-strategies?plan=${samPlanId}`]) {
      await openStudentPage(riley.page, product, path);
      await riley.page.getByRole('heading', { level: 1, name: 'Plan Not Found' }).waitFor();
      expect(await riley.page.getByText(ANSWERS.goalOne).count()).toBe(0);
    }
    const response = await riley.context.request.get(`${product.url}${API_PATHS.plan(samPlanId)}`);
    expect(response.status()).toBe(404);
  });
});

describe('my reflections', () => {
  test('groups the real answers by keyword, with counts, filters and the other buttons', async ({ world, student, product }) => {
    const { context, page } = await student(world.sam);
    await openStudentPage(page, product, '/my-reflections');
    // The page renders its heading before the answers arrive: read the figures once they are shown.
    await page.getByText('Total Responses').waitFor();
    const stats = await page.locator('main').innerText();
    expect(stats).toMatch(/Total Responses\s+7/);
    // The day the answers were saved, by an earlier test: not today when the run crosses midnight.
    const [saved] = await api<Array<{ completedAt: string }>>(context, product, 'GET', API_PATHS.reflections);
    expect(stats).toMatch(new RegExp(`Completed On\\s+${shortDate(new Date(saved!.completedAt))}`));
    // The status is the orientation's, named so.
    expect(stats).toMatch(/Orientation Status\s+Complete/);

    const filters = page.getByRole('group', { name: 'Filter responses by category' }).getByRole('button');
    expect((await filters.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'All 7',
      'The Boat Framework 1',
      'Goals & Aspirations 3',
      'Challenges 1',
      'Strengths 1',
      'Other Insights 1',
    ]);
    const articles = page.getByRole('article');
    expect(await articles.count()).toBe(7);
    const first = await articles.first().innerText();
    expect(first).toContain(ORIENTATION_QUESTIONS[0].question);
    expect(first).toContain(ANSWERS.whoAreYou);
    expect(first).toContain('#1');
    // Read aloud, the number is the response's.
    expect(await articles.first().textContent()).toContain('Response #1');
    expect(first).toContain(`Answered ${shortDate()} at`);

    for (const [label, fields] of [
      ['Goals & Aspirations', ['goalOne', 'goalTwo', 'goalThree']],
      ['The Boat Framework', ['whoDoYouFeelCalled']],
      ['Challenges', ['whatAreYouInControl']],
      ['Strengths', ['whoAreYou']],
      ['Other Insights', ['visionOfFuture']],
    ] as const) {
      await filters.filter({ hasText: label }).click();
      const questions = ORIENTATION_QUESTIONS.filter((entry) => (fields as readonly string[]).includes(entry.field)).map((entry) => entry.question);
      await expect.poll(async () => (await articles.getByRole('heading').allInnerTexts())).toEqual(questions);
    }
    // The spec's button names stay; the words beside them say they lead to the orientation and to a plan.
    expect(await page.getByText('Answer the orientation questions again').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Retake Assessment' }).getAttribute('href')).toBe('/orientation');
    expect(await page.getByRole('link', { name: 'Create Action Plan' }).getAttribute('href')).toBe('/barriers-strategies');
    expect(await page.getByRole('link', { name: 'Update Responses' }).getAttribute('href')).toBe('/orientation');
  });

  test("'No Reflections Yet' before any answer; empty categories are disabled after some", async ({ world, student, product }) => {
    const { page, context } = await student(world.riley);
    await openStudentPage(page, product, '/my-reflections');
    await page.getByRole('heading', { name: 'No Reflections Yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Orientation' }).getAttribute('href')).toBe('/orientation');
    expect(await page.getByRole('link', { name: 'Learn About The Boat' }).getAttribute('href')).toBe('/the-boat');

    await api(context, product, 'PUT', API_PATHS.orientation, { goalOne: 'Read for twenty minutes every night' });
    await page.reload();
    await waitForPage(page, 'client', 'MyReflections');
    const filters = page.getByRole('group', { name: 'Filter responses by category' }).getByRole('button');
    await filters.first().waitFor();
    const disabled = await filters.evaluateAll((buttons) => buttons.map((button) => [button.textContent, (button as HTMLButtonElement).disabled]));
    expect(disabled).toEqual([
      ['All1', false],
      ['The Boat Framework0', true],
      ['Goals & Aspirations1', false],
      ['Challenges0', true],
      ['Strengths0', true],
      ['Other Insights0', true],
    ]);
  });
});

describe('the boat', () => {
  test('shows every part; elements toggle their panels by mouse and by keyboard', async ({ world, student, product }) => {
    const { page } = await student(world.sam);
    await openStudentPage(page, product, '/the-boat');
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'The Hull',
      'The Helm',
      'The Sails',
      'The Archipelago',
      'The Horizon',
      'The Winds and the Sea',
      'The Big Picture',
      'Connecting to Your Journey',
    ]);
    const sails = page.getByRole('region', { name: 'The Sails' });
    for (const name of [
      'Trans-Self Integration',
      'Intention',
      'Discernment',
      'Compassion',
      'Awareness of Self',
      'Awareness of Others',
      'Self-Analysis',
      'Goal Generation',
      'Long-Term Foresight & Planning',
      'Attending',
      'Engaging',
      'Monitoring & Judging',
      'Regulating Efficiently',
      'Managing Memory',
      'Inquiring & Analyzing',
      'Solving Problems',
    ]) {
      await sails.getByRole('button', { name: new RegExp(`^${name.replace(/[&]/g, '\\$&')} `) }).waitFor();
    }

    const physical = page.getByRole('button', { name: /^Physical Needs/ });
    const panel = page.locator(`#${await physical.getAttribute('aria-controls')}`);
    expect(await physical.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await physical.click();
    expect(await physical.getAttribute('aria-expanded')).toBe('true');
    await panel.getByText('Reflection question').waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(4);
    await physical.click();
    expect(await panel.isVisible()).toBe(false);

    const attending = page.getByRole('button', { name: /^Attending/ });
    await attending.focus();
    await page.keyboard.press('Enter');
    expect(await attending.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await attending.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    expect(await attending.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('logging out', () => {
  test('clears the drafts and the replies the student left on this device, once signed out', async ({ world, student, product }) => {
    const { page, context } = await student(world.riley, 'allow');
    await openStudentPage(page, product, '/orientation');
    // Under the service worker, the student's replies are kept on the device for offline use.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await waitForPage(page, 'client', 'Orientation');
    const cachedPaths = () =>
      page.evaluate(async () =>
        (await caches.has('current-user')) ? (await (await caches.open('current-user')).keys()).map((request) => new URL(request.url).pathname) : [],
      );
    await expect.poll(cachedPaths).toEqual(expect.arrayContaining([API_PATHS.currentUser, API_PATHS.orientation]));
    const user = await api<{ id: string }>(context, product, 'GET', API_PATHS.currentUser);
    await page.getByLabel(ORIENTATION_QUESTIONS[1].question).fill('Practice ends late on Tuesdays');
    await expect.poll(() => draftsOnDevice(page)).toEqual([{ userId: user.id, key: 'orientation' }]);
    // Offline, logging out cannot end the session: it says so and leaves the device as it was.
    await context.setOffline(true);
    await logOut(page);
    await expectToast(page, 'Error', 'Failed to log out properly.', true);
    expect(await draftsOnDevice(page)).toEqual([{ userId: user.id, key: 'orientation' }]);
    await context.setOffline(false);
    await logOut(page);
    await page.waitForURL(`${product.url}/`);
    expect(await draftsOnDevice(page)).toEqual([]);
    expect(await cachedPaths()).toEqual([]);
    expect((await context.request.get(`${product.url}${API_PATHS.currentUser}`)).status()).toBe(401);
  });
});
