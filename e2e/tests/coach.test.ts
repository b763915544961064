// The coach's workspace in Chromium (issue: coach dashboard, client detail with private notes, who may sign in),
// against the real product with a coach and two students created through the API.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ACTIVITY_CATEGORIES } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { artifactPath, capture } from '../harness/browser.ts';
import { COACH_EMAIL, ownProduct, recordRequests, remotesFetched, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { signIn } from '../harness/sign-in.ts';
import { calendarDateFromToday } from '../harness/factories.ts';
import { apiOk, seedStudent, type SeededStudent, type StudentSeed } from './coach-fixtures.ts';
import { expectToast } from '../harness/screens.ts';
import { DESKTOP, PHONE } from '../harness/widths.ts';

/** The practice's coach as the site settings name them; the coach account itself has no name (e-mail sign-in). */
const SITE_COACH_NAME = 'Dr. Ada Lovelace';

const MAYA: StudentSeed = {
  email: 'maya.okafor@example.test',
  profile: {
    studentFirstName: 'Maya',
    studentLastName: 'Okafor',
    gradeLevel: '11th Grade',
    parentName: 'Grace Okafor',
    phone: '555-201-3344',
    challenges: 'Loses track of long-term assignments and starts projects the night before.',
    goals: 'Turn in every history essay on time this semester and keep a weekly planner without reminders.',
  },
  orientationGoals: ['Finish essays two days early', 'Read 20 pages every night', 'Plan the week on Sundays'],
  plan: { selectedGoal: 'Finish essays two days early', reassessInDays: 3 },
  started: 4,
  completed: 3,
};

const LEO: StudentSeed = {
  email: 'leo.brandt@example.test',
  profile: {
    studentFirstName: 'Leo',
    studentLastName: 'Brandt',
    gradeLevel: 'College Freshman',
    parentName: 'Hannah Brandt',
    phone: '',
    challenges: '',
    goals: '',
  },
  orientationGoals: [],
  plan: { selectedGoal: 'Study for midterms in short daily blocks', reassessInDays: 20 },
  started: 0,
  completed: 0,
};

interface World {
  coachState: Awaited<ReturnType<BrowserContext['storageState']>>;
  maya: SeededStudent;
  leo: SeededStudent;
  librarySize: number;
  /** The dashboard's title at phone and desktop width before anything was approved (the coach's first visit). */
  firstGreetings: string[];
}


const test = base.extend<{ $file: { product: Product; world: World }; $test: { coach: Page } }>({
  // A product of this file's own: a fresh install, whose dashboard counts only this file's students, with the
  // practice's coach named through the site settings, so the greeting's name comes from data.
  product: ownProduct({ SITE_COACH_NAME }),
  // Signs the coach in once (sign-in links are rate limited), approves and seeds the two students.
  world: [
    async ({ product, browser }, use) => {
      const coachContext = await browser.newContext();
      await signIn(coachContext, product, COACH_EMAIL);
      const firstGreetings = await firstVisitGreetings(coachContext, product);
      const maya = await seedStudent(browser, product, MAYA);
      const leo = await seedStudent(browser, product, LEO);
      const library = await apiOk<unknown[]>(coachContext.request, 'GET', `${product.url}${API_PATHS.activities}`);
      const coachState = await coachContext.storageState();
      await coachContext.close();
      await use({ coachState, maya, leo, librarySize: library.length, firstGreetings });
    },
    { scope: 'file' },
  ],
  // The coach's desktop page, kept across the file's tests; a screenshot is kept when the test fails.
  coach: async ({ personPage, world, task }, use) => {
    const page = await personPage(world.coachState);
    await use(page);
    if (task.result?.state === 'fail')
      await page.screenshot({ path: artifactPath(task.name), fullPage: true }).catch(() => {});
  },
});

const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const today = () => new Date().toLocaleDateString('en-US', SHORT_DATE);
const calendarDay = (days: number) =>
  new Date(calendarDateFromToday(days)).toLocaleDateString('en-US', { ...SHORT_DATE, timeZone: 'UTC' });
const categoryLabel = (value: string) => ACTIVITY_CATEGORIES.find((entry) => entry.value === value)?.label ?? value;
const rounded = (done: number, total: number) => (total > 0 ? Math.round((done / total) * 100) : 0);

async function openDashboard(page: Page, url: string) {
  await page.goto(url);
  await waitForPage(page, 'coach', 'CoachDashboard');
}

/**
 * The coach's first visit, before any address is approved: the dashboard's title at phone and desktop width,
 * each screen captured.
 */
async function firstVisitGreetings(context: BrowserContext, product: Product): Promise<string[]> {
  const page = await context.newPage();
  const greetings: string[] = [];
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await openDashboard(page, `${product.url}/coach-dashboard`);
    const title = page.getByRole('heading', { level: 1, name: /^Welcome/ });
    await title.waitFor();
    greetings.push(await title.innerText());
    await capture(page, `coach/dashboard-first-visit-${label}`, { fullPage: true });
  }
  await page.close();
  return greetings;
}

const clientCard = (page: Page, name: string) => page.getByRole('article', { name });
const statCard = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: 'Practice figures' }).getByRole('group', { name: title, exact: true });

describe('coach dashboard', () => {
  test("greets the coach as 'Dr.' and last name, links Consultations and shows real figures", async ({
    coach,
    world,
    product,
  }) => {
    // "Welcome" on the first visit, before any address was approved; "Welcome back" once there are students.
    expect(world.firstGreetings).toEqual(['Welcome, Dr. Lovelace', 'Welcome, Dr. Lovelace']);
    await openDashboard(coach, `${product.url}/`);
    await coach.getByRole('heading', { level: 1, name: 'Welcome back, Dr. Lovelace' }).waitFor();
    expect(await coach.getByRole('link', { name: 'Consultations' }).getAttribute('href')).toBe('/admin');
    // On a wide screen the header ends in Logout, and the coach has no other entries for a menu.
    await coach.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).waitFor();
    expect(await coach.getByRole('button', { name: /^Menu for / }).count()).toBe(0);

    // Maya completed 3 of the library, Leo none; no session is booked yet.
    const average = Math.round((rounded(3, world.librarySize) + 0) / 2);
    await expect
      .poll(() => statCard(coach, 'Active Clients').innerText())
      .toMatch(/^Active Clients\s+2\s+of 2 with a profile$/);
    const thisWeek = await statCard(coach, 'This Week').innerText();
    expect(thisWeek).toMatch(/^This Week\s+0\s+Scheduled sessions$/);
    const progress = await statCard(coach, 'Progress').innerText();
    expect(progress).toMatch(new RegExp(`^Progress\\s+${average}%\\s+Average completion rate$`));
  });

  test('lists each client with profile, orientation goals, plans and a link to their progress', async ({
    coach,
    world,
    product,
  }) => {
    await openDashboard(coach, `${product.url}/coach-dashboard`);
    const maya = clientCard(coach, 'Maya Okafor');
    await maya.waitFor();
    const text = await maya.innerText();
    for (const expected of [
      '11th Grade',
      'Active',
      'Grace Okafor',
      MAYA.email,
      '555-201-3344',
      MAYA.profile.challenges,
      MAYA.profile.goals,
      ...MAYA.orientationGoals,
      // The plan goes by the number the student sees it under.
      `Plan #1: ${MAYA.plan!.selectedGoal}`,
      `Next reassessment: ${calendarDay(3)}`,
      `Joined ${today()}`,
    ]) {
      expect(text).toContain(expected);
    }
    // Goals are clamped to two lines.
    expect(await maya.getByText(MAYA.profile.goals).evaluate((node) => getComputedStyle(node).webkitLineClamp)).toBe(
      '2',
    );
    expect(await maya.getByRole('link', { name: /^View Progress/ }).getAttribute('href')).toBe(
      `/client/${world.maya.id}`,
    );

    const leo = await clientCard(coach, 'Leo Brandt').innerText();
    expect(leo).toContain('College Freshman');
    expect(leo).toContain('No orientation goals yet');
    expect(leo).toContain(`Next reassessment: ${calendarDay(20)}`);
  });

  test('searches by full name, grade and parent name, ignoring case, with the empty search state', async ({
    coach,
    product,
  }) => {
    await openDashboard(coach, `${product.url}/coach-dashboard`);
    const search = coach.getByLabel('Search clients');
    const names = () => coach.getByRole('list', { name: 'Clients' }).getByRole('heading', { level: 3 }).allInnerTexts();
    await clientCard(coach, 'Maya Okafor').waitFor();
    expect((await names()).sort()).toEqual(['Leo Brandt', 'Maya Okafor']);

    for (const [query, expected] of [
      ['mAYA okAFOR', ['Maya Okafor']],
      ['college FRESHMAN', ['Leo Brandt']],
      ['hannah brandt', ['Leo Brandt']],
      ['11TH', ['Maya Okafor']],
    ] as const) {
      await search.fill(query);
      await expect.poll(names).toEqual(expected);
    }

    await search.fill('Zebediah');
    await coach.getByRole('heading', { name: 'No clients found' }).waitFor();
    await coach.getByText('Try adjusting your search terms.').waitFor();
    expect(await coach.getByText('No clients yet').count()).toBe(0);
    await search.fill('');
    await expect.poll(async () => (await names()).length).toBe(2);
  });
});

describe('client detail', () => {
  test('shows the client, progress overview and each tab with its data', async ({ coach, world, product }) => {
    await openDashboard(coach, `${product.url}/coach-dashboard`);
    await clientCard(coach, 'Maya Okafor')
      .getByRole('link', { name: /^View Progress/ })
      .click();
    await waitForPage(coach, 'coach', 'ClientDetail');
    expect(new URL(coach.url()).pathname).toBe(`/client/${world.maya.id}`);

    await coach.getByRole('heading', { level: 1, name: 'Maya Okafor' }).waitFor();
    const header = await coach.locator('main').innerText();
    expect(header).toContain('Back to Dashboard');
    expect(header).toContain('11th Grade');
    expect(header).toContain('Active');

    const info = await coach.locator('dl').first().innerText();
    for (const expected of ['11th Grade', 'Grace Okafor', MAYA.email, '555-201-3344', today()])
      expect(info).toContain(expected);
    const overall = rounded(3, world.librarySize);
    expect(
      await coach.getByRole('progressbar', { name: 'Completed of the library' }).getAttribute('aria-valuenow'),
    ).toBe(String(overall));
    expect(await coach.getByText(`3 of ${world.librarySize} activities completed; 1 in progress.`).count()).toBe(1);
    expect(await coach.getByText('3 of 4 (75%)').count()).toBe(1);

    const panel = coach.getByRole('tabpanel');
    const overview = await panel.innerText();
    for (const expected of [
      MAYA.profile.challenges,
      MAYA.profile.goals,
      ...MAYA.orientationGoals,
      `Plan #1: ${MAYA.plan!.selectedGoal}`,
      `Next reassessment: ${calendarDay(3)}`,
    ]) {
      expect(overview).toContain(expected);
    }

    await coach.getByRole('tab', { name: 'Activities' }).click();
    const rows = panel.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(4);
    for (const activity of world.maya.activities) {
      const row = await rows.filter({ hasText: activity.title }).innerText();
      expect(row).toContain(categoryLabel(activity.category));
      if (activity.completed) {
        expect(row).toContain('Completed');
        expect(row).toContain(today());
      } else {
        expect(row).toContain('In Progress');
        expect(row).not.toContain('Completed');
      }
    }

    await coach.getByRole('tab', { name: 'Progress' }).click();
    const figures = await panel.innerText();
    expect(figures).toMatch(/Total Activities\s+4/);
    expect(figures).toMatch(/Completed\s+3/);
    expect(figures).toMatch(/Success Rate\s+75%\s+Completed of started/);
    // The same figure as the overview beside it: completed of the library.
    expect(figures).toMatch(new RegExp(`Completed of the library\\s+${overall}%`));

    await coach.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPage(coach, 'coach', 'CoachDashboard');
    expect(new URL(coach.url()).pathname).toBe('/coach-dashboard');
  });

  test("says 'No activities started yet' for a client without progress", async ({ coach, world, product }) => {
    await coach.goto(`${product.url}/client/${world.leo.id}`);
    await coach.getByRole('heading', { level: 1, name: 'Leo Brandt' }).waitFor();
    await coach.getByRole('tab', { name: 'Activities' }).click();
    await coach.getByText('No activities started yet').waitFor();
    await coach.getByRole('tab', { name: 'Progress' }).click();
    expect(await coach.getByRole('tabpanel').innerText()).toMatch(/Total Activities\s+0[\s\S]*Success Rate\s+0%/);
  });

  test('notes: edit, cancel, edit again and save; the notes survive a reload; a failed save says so', async ({
    coach,
    world,
    product,
  }) => {
    await coach.goto(`${product.url}/client/${world.leo.id}`);
    await coach.getByRole('tab', { name: 'Notes' }).click();
    await coach.getByText('No notes added yet').waitFor();

    await coach.getByRole('button', { name: 'Edit Notes' }).click();
    const textarea = coach.getByRole('textbox', { name: /Notes on this client/ });
    expect(await textarea.evaluate((node) => node === document.activeElement)).toBe(true);
    await textarea.fill('Discarded draft');
    await coach.getByRole('button', { name: 'Cancel' }).click();
    await coach.getByText('No notes added yet').waitFor();
    expect(await coach.getByText('Discarded draft').count()).toBe(0);

    await coach.getByRole('button', { name: 'Edit Notes' }).click();
    expect(await textarea.inputValue()).toBe('');
    const notes = 'Responds well to short check-ins.\nAsk about the chemistry lab report next week.';
    await textarea.fill(notes);
    // A look at another tab keeps the edit.
    await coach.getByRole('tab', { name: 'Overview' }).click();
    expect(await coach.getByRole('tabpanel').innerText()).not.toContain('Notes on this client');
    await coach.getByRole('tab', { name: 'Notes' }).click();
    expect(await textarea.inputValue()).toBe(notes);
    await coach.getByRole('button', { name: 'Save Notes' }).click();
    await expectToast(coach, 'Notes Updated', 'saved');
    await coach.getByRole('button', { name: 'Edit Notes' }).waitFor();
    expect(await coach.getByRole('tabpanel').innerText()).toContain('Ask about the chemistry lab report next week.');

    await coach.reload();
    await coach.getByRole('tab', { name: 'Notes' }).click();
    const saved = await coach.getByRole('tabpanel').innerText();
    expect(saved).toContain('Responds well to short check-ins.');
    expect(saved).toContain('Ask about the chemistry lab report next week.');
    const stored = await apiOk<{ notes: string }>(
      coach.context().request,
      'GET',
      `${product.url}${API_PATHS.coachClient(world.leo.id)}`,
    );
    expect(stored.notes).toBe(notes);

    // The connection drops while saving: the failure toast, and the edit stays open.
    await coach.route(`**${API_PATHS.coachClient.prefix}/*`, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.fallback(),
    );
    await coach.getByRole('button', { name: 'Edit Notes' }).click();
    await textarea.fill('This change does not reach the server');
    await coach.getByRole('button', { name: 'Save Notes' }).click();
    await expectToast(coach, 'Error', 'Failed to update notes. Please try again.', true);
    expect(await textarea.inputValue()).toBe('This change does not reach the server');
  });

  test("shows 'Client not found' for an unknown id, with a way back", async ({ coach, product }) => {
    for (const id of ['no-such-client', 'not%20an%20id']) {
      await coach.goto(`${product.url}/client/${id}`);
      await coach.getByRole('heading', { level: 1, name: 'Client not found' }).waitFor();
    }
    await coach.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPage(coach, 'coach', 'CoachDashboard');
  });
});

describe('platform access', () => {
  test('adds approved e-mails (blank, missing @, duplicate, valid), removes one, and only approved addresses get in', async ({
    coach,
    browser,
    product,
  }) => {
    await openDashboard(coach, `${product.url}/coach-dashboard`);
    await coach.getByRole('tab', { name: 'Platform Access' }).click();
    const input = coach.getByLabel('Add email address');
    const add = coach.getByRole('button', { name: 'Add', exact: true });
    const count = coach.getByRole('heading', { name: /^Approved Emails \(\d+\)$/ });
    await expect.poll(() => count.innerText()).toBe('Approved Emails (2)');
    await coach.getByText(/only approved email addresses can sign in.*access denied page/i).waitFor();

    await input.fill('   ');
    await add.click();
    await expectToast(coach, 'Invalid Email', 'Please enter a valid email address.', true);

    await input.fill('new.student.example.test');
    await input.press('Enter');
    await expectToast(coach, 'Invalid Email', 'Please enter a valid email address with @', true);

    await input.fill(`  ${MAYA.email.toUpperCase()} `);
    await add.click();
    await expectToast(coach, 'Error', 'This email is already approved', true);
    await expect.poll(() => count.innerText()).toBe('Approved Emails (2)');

    await input.fill('  New.Student@Example.test ');
    await input.press('Enter');
    await expectToast(coach, 'Email Added', 'new.student@example.test');
    expect(await input.inputValue()).toBe('');
    await expect.poll(() => count.innerText()).toBe('Approved Emails (3)');
    const row = coach.getByRole('listitem').filter({ hasText: 'new.student@example.test' });
    expect(await row.innerText()).toContain(`Added ${today()}`);
    expect(await row.innerText()).toContain('Approved');

    // A failed add without a server message falls back to the toast's own text.
    await coach.route(`**${API_PATHS.approvedEmails}`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback(),
    );
    await input.fill('offline@example.test');
    await add.click();
    await expectToast(coach, 'Error', 'Failed to add email', true);
    await coach.unroute(`**${API_PATHS.approvedEmails}`);

    // Remove: a dropped connection, then an address someone else already removed (the server's message), then a real removal.
    await input.fill('temporary@example.test');
    await add.click();
    await expectToast(coach, 'Email Added', 'temporary@example.test');
    await expect.poll(() => count.innerText()).toBe('Approved Emails (4)');
    const remove = coach.getByRole('button', { name: 'Remove temporary@example.test' });
    // Red on white: removing someone's sign-in reads as the serious action it is.
    expect(await remove.evaluate((button) => getComputedStyle(button).color)).toBe('rgb(185, 28, 28)');
    // Removing asks first, naming the address; the dialog's Remove does it.
    const confirmRemoval = async () => {
      await coach.getByRole('dialog', { name: 'Remove sign-in access?' }).getByRole('button', { name: 'Remove' }).click();
    };
    await coach.route(`**${API_PATHS.approvedEmail.prefix}/*`, (route) => route.abort('connectionfailed'));
    await remove.click();
    await confirmRemoval();
    await expectToast(coach, 'Error', 'Failed to remove email', true);
    await coach.unroute(`**${API_PATHS.approvedEmail.prefix}/*`);
    await remove.click();
    await confirmRemoval();
    // The keyboard goes on at the address that took its place, not at the page's body.
    await expect.poll(() => coach.evaluate(() => document.activeElement?.tagName)).toBe('LI');
    expect(await coach.evaluate(() => document.activeElement?.textContent)).toContain('@example.test');
    await expectToast(coach, 'Email Removed', 'temporary@example.test');
    await expect.poll(() => count.innerText()).toBe('Approved Emails (3)');
    expect(await coach.getByText('temporary@example.test').count()).toBe(0);

    await input.fill('gone.elsewhere@example.test');
    await add.click();
    await expectToast(coach, 'Email Added', 'gone.elsewhere@example.test');
    const response = await coach
      .context()
      .request.delete(`${product.url}${API_PATHS.approvedEmail('gone.elsewhere@example.test')}`);
    expect(response.status()).toBe(200);
    await coach.getByRole('button', { name: 'Remove gone.elsewhere@example.test' }).click();
    await confirmRemoval();
    await expectToast(coach, 'Error', 'This email is not on the approved list', true);

    // The newly approved address signs in through the e-mailed link and its confirmation page; an
    // unapproved one sees the same page but is sent nothing.
    for (const [email, approved] of [
      ['new.student@example.test', true],
      ['stranger@example.test', false],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${product.url}${API_PATHS.signIn}`);
      const since = product.logLines().length;
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('button', { name: 'Send sign-in link' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      if (approved) {
        const line = await product.waitForLog((entry) => entry.msg === 'sign-in link' && entry.email === email, {
          since,
        });
        await page.goto(String(line.link));
        await page.getByRole('heading', { name: 'Sign in as n***@example.test' }).waitFor();
        expect((await context.request.get(`${product.url}${API_PATHS.currentUser}`)).status()).toBe(401);
        for (const [label, viewport] of [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const) {
          await page.setViewportSize(viewport);
          await capture(page, `coach/sign-in-confirmation-${label}`, { fullPage: true });
        }
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(`${product.url}/`);
        const user = await context.request.get(`${product.url}${API_PATHS.currentUser}`);
        expect(user.status()).toBe(200);
        expect(((await user.json()) as { email: string }).email).toBe(email);

        // The browser keeps that this device signed in, and sends it with the next request for a link: a stranger
        // who uses up the address's links (three a quarter hour, one taken above) does not stop it.
        const device = (await context.cookies()).find((cookie) => cookie.name === 'ef.device');
        expect(device).toMatchObject({ path: API_PATHS.signIn, httpOnly: true, sameSite: 'Lax' });
        const stranger = await browser.newContext();
        const statuses: number[] = [];
        for (let request = 0; request < 3; request += 1) {
          statuses.push(
            (await stranger.request.post(`${product.url}${API_PATHS.signIn}`, { data: { email } })).status(),
          );
        }
        expect(statuses).toEqual([200, 200, 429]);
        await stranger.close();
        const before = product.logLines().length;
        await page.goto(`${product.url}${API_PATHS.signIn}`);
        await page.getByLabel('E-mail address').fill(email);
        await page.getByRole('button', { name: 'Send sign-in link' }).click();
        await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
        await product.waitForLog((entry) => entry.msg === 'sign-in link' && entry.email === email, { since: before });
      } else {
        await product.waitForLog((entry) => entry.msg === 'sign-in link not sent: address not approved' && entry.email === email, {
          since,
        });
        expect(product.logLines().slice(since).some((entry) => entry.msg === 'sign-in link' && entry.email === email)).toBe(false);
      }
      await context.close();
    }
  });
});

describe('who may open the coach workspace', () => {
  test('a client session is routed away from every coach route and refused by the coach API', async ({
    browser,
    world,
    product,
  }) => {
    const context = await browser.newContext({ storageState: world.maya.storageState, viewport: DESKTOP });
    const page = await context.newPage();
    const requests = recordRequests(page);
    for (const path of ['/coach-dashboard', `/client/${world.leo.id}`]) {
      await page.goto(`${product.url}${path}`);
      await waitForPage(page, 'landing', 'NotFound');
      expect(await page.getByText('Leo Brandt').count()).toBe(0);
    }
    await page.goto(`${product.url}/`);
    await waitForPage(page, 'client', 'StudentDashboard');
    expect(remotesFetched(requests.urls)).not.toContain('coach');
    requests.stop();

    const api = context.request;
    const leo = `${product.url}${API_PATHS.coachClient(world.leo.id)}`;
    const emails = `${product.url}${API_PATHS.approvedEmails}`;
    const refused = [
      await api.get(`${product.url}${API_PATHS.coachClients}`),
      await api.get(`${product.url}${API_PATHS.coachStats}`),
      await api.get(leo),
      await api.put(leo, { data: { notes: 'not yours' } }),
      await api.get(emails),
      await api.post(emails, { data: { email: 'friend@example.test' } }),
      await api.delete(`${emails}/${encodeURIComponent(LEO.email)}`),
    ];
    expect(refused.map((response) => response.status())).toEqual([403, 403, 403, 403, 403, 403, 403]);
    await context.close();
  });
});

describe('logout', () => {
  // Last in the file: it ends the coach's session, which the other tests share.
  test('Logout ends the session and returns to the public site', async ({ coach, product }) => {
    await openDashboard(coach, `${product.url}/coach-dashboard`);
    await coach.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
    await coach.waitForURL(`${product.url}/`);
    await coach.getByRole('heading', { level: 1, name: 'Unlock Your True Potential' }).waitFor();
    expect(await coach.getByText('Welcome back, Dr.').count()).toBe(0);
    expect((await coach.context().request.get(`${product.url}${API_PATHS.currentUser}`)).status()).toBe(401);
  });
});
