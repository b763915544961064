// A student's records in Chromium: the coach's export download, printed report, deactivation, access log
// and deletion; the student's own download; against the real product with students created through the API.
import type { Page } from 'playwright-core';
import { describe, expect, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import type { StudentExport } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { artifactPath, capture } from '../harness/browser.ts';
import { COACH_EMAIL, coachSession, ownProduct, type Session, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { seedStudent, type SeededStudent, type StudentSeed } from './coach-fixtures.ts';
import { DESKTOP, PHONE } from '../harness/widths.ts';

const student = (first: string, last: string, email: string): StudentSeed => ({
  email,
  profile: {
    studentFirstName: first,
    studentLastName: last,
    gradeLevel: '10th Grade',
    parentName: `Parent ${last}`,
    phone: '555-201-3344',
    challenges: 'Starts projects the night before.',
    goals: 'Hand in every essay on time.',
  },
  orientationGoals: ['Finish essays two days early'],
  plan: { selectedGoal: 'Finish essays two days early', reassessInDays: 7 },
  started: 2,
  completed: 1,
});

// Each test drives several pages and downloads on a shared machine: more time than the default.
vi.setConfig({ testTimeout: 180_000 });

const NORA = student('Nora', 'Quint', 'nora.quint@example.test');
const OMAR = student('Omar', 'Reyes', 'omar.reyes@example.test');

interface World {
  coachState: Session;
  nora: SeededStudent;
  omar: SeededStudent;
}

const test = base.extend<{ $file: { product: Product; world: World }; $test: { coach: Page } }>({
  // A product of the file's own: the dashboard's figures it checks count every student of the practice.
  product: ownProduct(),
  world: [
    async ({ product, browser }, use) => {
      const nora = await seedStudent(browser, product, NORA);
      const omar = await seedStudent(browser, product, OMAR);
      const coachState = await coachSession(browser, product);
      await use({ coachState, nora, omar });
    },
    { scope: 'file' },
  ],
  // The coach's desktop page, kept across the file's tests.
  coach: async ({ personPage, world, task }, use) => {
    const page = await personPage(world.coachState);
    await use(page);
    if (task.result?.state === 'fail')
      await page.screenshot({ path: artifactPath(task.name), fullPage: true }).catch(() => {});
  },
});

async function openClient(page: Page, product: Product, id: string, name: string) {
  await page.goto(`${product.url}/client/${id}`);
  await waitForPage(page, 'coach', 'ClientDetail');
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const today = () => new Date().toISOString().slice(0, 10);

describe('the coach’s view of a student’s records', () => {
  test('Export data downloads the JSON named after the student, notes labelled', async ({ coach, world, product }) => {
    await coach.context().request.put(`${product.url}${API_PATHS.coachClient(world.nora.id)}`, {
      data: { notes: 'Prefers mornings.' },
    });
    await openClient(coach, product, world.nora.id, 'Nora Quint');
    const [download] = await Promise.all([
      coach.waitForEvent('download'),
      coach.getByRole('link', { name: 'Export data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`student-quint-nora-${today()}.json`);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as StudentExport;
    expect(data.account.email).toBe(NORA.email);
    expect(data.profile.studentFirstName).toBe('Nora');
    expect(data.coachNotes?.text).toBe('Prefers mornings.');
    expect(data.plans[0]?.selectedGoal).toBe('Finish essays two days early');
    expect(data.activityProgress).toHaveLength(2);
    expect(data.accessLog.some((entry) => entry.action === 'client.view')).toBe(true);
  }, 300_000); // the first test also seeds the students

  test('Print report lays the export out for paper, one section a page', async ({ coach, world, product }) => {
    await openClient(coach, product, world.nora.id, 'Nora Quint');
    await coach.evaluate(() => {
      // The print dialog is the browser's; count the calls instead of opening it.
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await coach.getByRole('button', { name: 'Print report' }).click();
    await expect.poll(() => coach.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const printed = coach.locator('[data-student-report]');
    await printed.waitFor({ state: 'attached' });
    expect(await printed.isVisible()).toBe(false); // on screen nothing changes
    await coach.emulateMedia({ media: 'print' });
    const report = coach.getByRole('article', { name: 'Report on Nora Quint' });
    await report.waitFor({ state: 'visible' });
    expect(await coach.getByRole('heading', { level: 1, name: 'Nora Quint' }).isVisible()).toBe(false);
    const headings = await report.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toEqual([
      'Student record: Nora Quint',
      'Coach’s private notes (not shown to the student)',
      'Orientation',
      'Plans',
      'Activity Progress',
      'Access Log',
    ]);
    const breaks = await report
      .locator('section')
      .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).breakAfter));
    expect(breaks).toEqual(['page', 'page', 'page', 'page', 'page', 'auto']);
    expect(await report.innerText()).toContain('Finish essays two days early');
    await capture(coach, 'student-records/print-report', { fullPage: true });
    await coach.emulateMedia({ media: 'screen' });
    await coach.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await printed.waitFor({ state: 'detached' });
  });

  test('Deactivate and Reactivate: the badge follows, the dashboard filters, the student keeps working', async ({
    coach,
    world,
    product,
    browser,
  }) => {
    await openClient(coach, product, world.omar.id, 'Omar Reyes');
    await coach.getByText('Active', { exact: true }).first().waitFor();
    await coach.getByRole('button', { name: 'Deactivate' }).click();
    await coach.getByText('Inactive', { exact: true }).first().waitFor();
    await coach.getByRole('button', { name: 'Reactivate' }).waitFor();
    expect(await coach.getByText('Active', { exact: true }).count()).toBe(0);

    await coach.goto(`${product.url}/coach-dashboard`);
    await waitForPage(coach, 'coach', 'CoachDashboard');
    const active = coach
      .getByRole('region', { name: 'Practice figures' })
      .getByRole('group', { name: 'Active Clients' });
    await expect.poll(() => active.innerText()).toMatch(/Active Clients\s+1\s/);
    await coach.getByRole('article', { name: 'Omar Reyes' }).waitFor();
    // The server filters: the cards shown before stay until its answer arrives.
    await coach.getByLabel('Show').selectOption('active');
    await coach.getByRole('article', { name: 'Nora Quint' }).waitFor();
    await expect.poll(() => coach.getByRole('article', { name: 'Omar Reyes' }).count()).toBe(0);
    await coach.getByLabel('Show').selectOption('inactive');
    await coach.getByRole('article', { name: 'Omar Reyes' }).waitFor();
    await expect.poll(() => coach.getByRole('article', { name: 'Nora Quint' }).count()).toBe(0);

    const studentContext = await browser.newContext({ storageState: world.omar.storageState });
    expect((await studentContext.request.get(`${product.url}${API_PATHS.currentUser}`)).status()).toBe(200);
    await studentContext.close();

    await openClient(coach, product, world.omar.id, 'Omar Reyes');
    await coach.getByRole('button', { name: 'Reactivate' }).click();
    await coach.getByRole('button', { name: 'Deactivate' }).waitFor();
  });

  test('the Access Log tab lists who opened, exported and changed the record, newest first', async ({
    coach,
    world,
    product,
  }) => {
    await openClient(coach, product, world.omar.id, 'Omar Reyes');
    await coach.getByRole('tab', { name: 'Access Log' }).click();
    const entries = coach.getByRole('list', { name: 'Access log entries' }).getByRole('listitem');
    await entries.first().waitFor();
    const texts = await entries.allInnerTexts();
    expect(texts[0]).toContain('Opened the client record');
    expect(texts[0]).toContain(COACH_EMAIL);
    expect(texts.join('\n')).toContain('Reactivated the client');
    expect(texts.join('\n')).toContain('Deactivated the client');
  });

  test('Delete client: offers the export, asks for the full name, then removes the student', async ({
    coach,
    world,
    product,
    browser,
  }) => {
    await openClient(coach, product, world.omar.id, 'Omar Reyes');
    await coach.getByRole('button', { name: 'Delete client' }).click();
    const dialog = coach.getByRole('dialog', { name: 'Delete Omar Reyes?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'Download export' }).getAttribute('href')).toBe(
      API_PATHS.coachClientExport(world.omar.id),
    );
    const confirm = dialog.getByRole('button', { name: 'Delete client' });
    expect(await confirm.isDisabled()).toBe(true);
    const field = dialog.getByLabel('Type Omar Reyes to confirm');
    await field.fill('Omar');
    expect(await confirm.isDisabled()).toBe(true);
    await capture(coach, 'student-records/delete-dialog-desktop');
    await field.fill('omar  reyes');
    await confirm.click();
    await coach.waitForURL(`${product.url}/coach-dashboard`);
    await coach.getByRole('article', { name: 'Nora Quint' }).waitFor();
    expect(await coach.getByRole('article', { name: 'Omar Reyes' }).count()).toBe(0);

    const studentContext = await browser.newContext({ storageState: world.omar.storageState });
    expect((await studentContext.request.get(`${product.url}${API_PATHS.currentUser}`)).status()).toBe(401);
    await studentContext.close();
  });
});

describe('the student’s own data', () => {
  test('Download my data in the student’s menu downloads the export without the coach’s notes', async ({
    browser,
    world,
    product,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({ storageState: world.nora.storageState, viewport });
      const page = await context.newPage();
      await page.goto(`${product.url}/dashboard`);
      await waitForPage(page, 'client', 'StudentDashboard');
      // An entry of the student's own menu in the app frame, at every width.
      await page.getByRole('banner').getByRole('button', { name: /^Menu for / }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`student-quint-nora-${today()}.json`);
      const text = readFileSync((await download.path())!, 'utf8');
      expect((JSON.parse(text) as StudentExport).profile.studentLastName).toBe('Quint');
      expect(text).not.toContain('Prefers mornings.');
      expect(text).not.toContain('coachNotes');
      await context.close();
    }
  });
});
