// The coach's dashboard over more clients than one page holds, in Chromium against the real product: the first
// page, more by scrolling and by keyboard, the search answered by the server, and the needs-attention list's first
// students with their count. The students are written into the product's store directly (a practice's volume,
// not its history).
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { API_PATHS, ATTENTION_LIST_SIZE, CLIENT_PAGE_SIZE, REPORT_MESSAGES } from '@app/api/contract';
import { coachSession, ownProduct, recordRequests, test as base, waitForPage, type Session } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { seriousViolations } from '../harness/screens.ts';
import { PHONE } from '../harness/widths.ts';

const STUDENTS = 120;
const DAY = 86_400_000;
const name = (n: number) => `Pupil${String(n).padStart(3, '0')}`;

/** Writes `count` students (accounts and profiles) who joined a month ago and more, the first the newest. */
async function writeStudents(product: Product, count: number): Promise<void> {
  const client = new MongoClient(`mongodb://${encodeURIComponent(join(product.dataDir, 'db', 'mongod.sock'))}/coaching`);
  await client.connect();
  try {
    const db = client.db('coaching');
    const joined = (n: number) => new Date(Date.now() - 30 * DAY - n * 60_000);
    await db.collection('users').insertMany(
      Array.from({ length: count }, (_, n) => ({
        _id: `pages-user-${n}` as never,
        email: `${name(n).toLowerCase()}@example.test`,
        role: 'client',
        createdAt: joined(n),
        updatedAt: joined(n),
      })),
    );
    await db.collection('client_profiles').insertMany(
      Array.from({ length: count }, (_, n) => ({
        _id: `pages-profile-${n}` as never,
        userId: `pages-user-${n}`,
        studentFirstName: name(n),
        studentLastName: 'Scale',
        gradeLevel: n % 2 ? '10th Grade' : 'College Sophomore',
        parentName: `Guardian${n}`,
        phone: '',
        challenges: 'Starts assignments late.',
        goals: 'Plan each week on Sunday.',
        notes: '',
        isActive: true,
        createdAt: joined(n),
        updatedAt: joined(n),
      })),
    );
  } finally {
    await client.close();
  }
}

const test = base.extend<{ $file: { product: Product; coachState: Session }; $test: { coach: Page } }>({
  // A product of this file's own: the dashboard's counts must hold exactly its 120 students, and no other file's.
  product: ownProduct(),
  coachState: [
    async ({ product, browser }, use) => {
      await writeStudents(product, STUDENTS);
      await use(await coachSession(browser, product));
    },
    { scope: 'file' },
  ],
  // The coach's desktop page, kept across the file's tests.
  coach: async ({ personPage, coachState }, use) => use(await personPage(coachState)),
});

const cards = (page: Page) => page.getByRole('list', { name: 'Clients' }).getByRole('article');
const status = (page: Page) => page.getByRole('tabpanel').getByRole('status').first();

async function openDashboard(page: Page, product: Product) {
  await page.goto(`${product.url}/coach-dashboard`);
  await waitForPage(page, 'coach', 'CoachDashboard');
  await cards(page).first().waitFor();
}

describe('the coach dashboard over many clients', () => {
  test('shows the first page of clients with a count, and the first students needing attention', async ({
    coach,
    product,
  }) => {
    await openDashboard(coach, product);
    expect(await cards(coach).count()).toBe(CLIENT_PAGE_SIZE);
    await expect.poll(() => status(coach).innerText()).toBe(`Showing ${CLIENT_PAGE_SIZE} of ${STUDENTS} clients`);
    // The newest first.
    expect(await cards(coach).first().getByRole('heading', { level: 3 }).innerText()).toBe(`${name(0)} Scale`);

    // Every student joined a month ago and has done nothing since.
    const attention = coach.getByRole('region', { name: 'Needs attention' });
    await attention.getByText(`The first ${ATTENTION_LIST_SIZE} of ${STUDENTS} students, most overdue first`).waitFor();
    expect(await attention.getByRole('listitem').count()).toBe(ATTENTION_LIST_SIZE);
    expect(await seriousViolations(coach)).toEqual([]);
  });

  test('loads the next page with the keyboard, where focus continues, and the rest as the list scrolls', async ({
    coach,
    product,
  }) => {
    await openDashboard(coach, product);
    const more = coach.getByRole('button', { name: 'Load more clients' });
    // Reaching the button scrolls it into view, which brings the second page in (the list loads 600 px ahead);
    // Enter then asks for the third.
    await more.focus();
    await expect.poll(() => cards(coach).count()).toBe(100);
    const before = await cards(coach).count();
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    await coach.keyboard.press('Enter');
    await expect.poll(() => cards(coach).count()).toBeGreaterThan(before);
    // Focus moved to the first card the button brought in.
    await expect
      .poll(() => coach.evaluate(() => document.activeElement?.querySelector('h3')?.textContent ?? ''))
      .toBe(`${name(before)} Scale`);

    await coach.reload();
    await waitForPage(coach, 'coach', 'CoachDashboard');
    await cards(coach).first().waitFor();
    // Scrolled near its end, the list asks for its next page: the coach keeps scrolling until every card is in.
    const scrolledCards = async () => {
      await coach.mouse.wheel(0, 4000);
      return cards(coach).count();
    };
    await expect.poll(scrolledCards, { timeout: 20_000 }).toBe(STUDENTS);
    await expect.poll(() => status(coach).innerText()).toBe(`${STUDENTS} clients`);
    expect(await more.count()).toBe(0);
  });

  test('sends the search to the server once typing rests, and finds a client beyond the first page', async ({
    coach,
    product,
  }) => {
    await coach.setViewportSize(PHONE);
    await openDashboard(coach, product);
    const requests = recordRequests(coach);
    const search = coach.getByLabel('Search clients');
    const typed = name(STUDENTS - 1).toLowerCase();
    await search.pressSequentially(typed, { delay: 30 });
    await expect.poll(() => cards(coach).count()).toBe(1);
    expect(await cards(coach).first().getByRole('heading', { level: 3 }).innerText()).toBe(`${name(STUDENTS - 1)} Scale`);
    const searched = requests.urls
      .filter((url) => new URL(url).searchParams.has('q'))
      .map((url) => new URL(url).searchParams.get('q'));
    requests.stop();
    // Answered by the server, once typing rests: not a read per key.
    expect(searched.at(-1)).toBe(typed);
    expect(searched.length).toBeLessThan(typed.length / 2);
    await expect.poll(() => status(coach).innerText()).toBe('1 client match');

    await search.fill('guardian1');
    // Guardian1, Guardian10 to 19 and Guardian100 to 119.
    await expect.poll(() => cards(coach).count()).toBe(1 + 10 + 20);
    await search.fill('');
    await expect.poll(() => cards(coach).count()).toBe(CLIENT_PAGE_SIZE);
    expect(await seriousViolations(coach)).toEqual([]);
  });
});

describe('the practice report', () => {
  test('shows the last 12 months’ figures and each month, refuses months backwards, and downloads the months as Excel', async ({
    coach,
    product,
  }) => {
    await coach.setViewportSize(PHONE);
    const requests = recordRequests(coach);
    await coach.goto(`${product.url}/report`);
    await waitForPage(coach, 'coach', 'PracticeReport');
    // Every student joined a month ago: within the last 12 months.
    const joined = coach.getByRole('region', { name: 'Figures for the period' }).getByRole('group', { name: 'New clients' });
    await expect.poll(() => joined.innerText()).toContain(String(STUDENTS));
    const months = coach.getByRole('table', { name: 'By month' });
    await expect.poll(() => months.getByRole('row').count()).toBe(1 + 12 + 1);
    expect(await months.getByRole('row').last().getByRole('rowheader').innerText()).toBe('Total');
    // The cards and the table come from one read of the months with the period's total.
    const reads = requests.urls.map((url) => new URL(url).pathname).filter((path) => path.startsWith(API_PATHS.coachReport));
    expect(reads).toEqual([API_PATHS.coachReportMonths]);
    requests.stop();
    expect(await seriousViolations(coach)).toEqual([]);

    const [download] = await Promise.all([
      coach.waitForEvent('download'),
      coach.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^practice-report-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const to = await coach.getByLabel('To month').inputValue();
    await coach.getByLabel('From month').fill(`${Number(to.slice(0, 4)) + 1}${to.slice(4)}`);
    await coach.getByText(REPORT_MESSAGES.order).waitFor();
    expect(await coach.getByRole('button', { name: 'Download Excel' }).isDisabled()).toBe(true);
  });
});
