// Coaching sessions in Chromium: the coach sets availability, a student books from the dashboard, the coach
// sees the session in the agenda and the This Week count, and the student cancels.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { CoachingSession, CoachStats, Slot } from '@app/api/contract';
import { API_PATHS, SESSION_PATHS } from '@app/api/contract/paths';
import { artifactPath, captureAtBothWidths } from '../harness/browser.ts';
import { approvedStudent, ownProduct, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { EVERY_DAY } from '../../api/src/routes/sessions/test/availability.ts';
import { api, expectToast, openStudentPage, type Session } from './student-helpers.ts';

const STUDENT = 'maya.chen@example.test';
const HOUR = 60 * 60 * 1000;
/** Each test walks several pages: generous on a loaded machine. */
const LONG = 240_000;

interface World {
  coach: Session;
  student: Session;
  studentId: string;
}

const test = base.extend<{ $file: { product: Product; world: World }; $test: { coach: Page; student: Page } }>({
  // A product of this file's own: the practice runs on UTC here, as the browsers do, so the week the card counts is easy to state.
  product: ownProduct({ PRACTICE_TIME_ZONE: 'UTC' }),
  world: [
    async ({ product, browser }, use) => {
      const { coach, student, profileId } = await approvedStudent(browser, product, STUDENT);
      await use({ coach, student, studentId: profileId });
    },
    { scope: 'file' },
  ],
  // The coach's and the student's desktop pages, kept across the file's tests, in the practice's zone.
  coach: async ({ personPage, world, task }, use) => {
    const page = await personPage(world.coach, { timezoneId: 'UTC' });
    await use(page);
    if (task.result?.state === 'fail') await page.screenshot({ path: artifactPath(`${task.name}-coach`), fullPage: true }).catch(() => {});
  },
  student: async ({ personPage, world, task }, use) => {
    const page = await personPage(world.student, { timezoneId: 'UTC' });
    await use(page);
    if (task.result?.state === 'fail') await page.screenshot({ path: artifactPath(`${task.name}-student`), fullPage: true }).catch(() => {});
  },
});

/** Whether an instant falls in the current week, Monday 00:00 to Sunday 24:00 UTC (the practice's zone here). */
function inThisWeek(iso: string): boolean {
  const now = new Date();
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  const at = Date.parse(iso);
  return at >= monday && at < monday + 7 * 24 * HOUR;
}

/** "Thursday, November 26 at 2:00 PM", as the pages write a session's time (browser in UTC). */
function when(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return `${day} at ${time}`;
}

async function coachRequest<T>(context: BrowserContext, product: Product, method: string, path: string, data?: unknown) {
  return api<T>(context, product, method, path, data);
}

async function thisWeekCard(page: Page): Promise<string> {
  return page
    .getByRole('region', { name: 'Practice figures' })
    .getByRole('group', { name: 'This Week', exact: true })
    .innerText();
}

describe('coaching sessions', () => {
  test('the coach sets weekly hours and the bound on upcoming sessions on the Availability page', { timeout: LONG }, async ({ coach, product }) => {
    await coach.goto(`${product.url}/coach-dashboard`);
    await waitForPage(coach, 'coach', 'CoachDashboard');
    await coach.getByRole('link', { name: 'Availability' }).click();
    await waitForPage(coach, 'coach', 'Availability');
    await coach.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();

    await coach.getByRole('button', { name: 'Add hours on Monday' }).click();
    await coach.getByRole('button', { name: 'Add hours on Tuesday' }).click();
    // A range too short for one session is refused with the field named, before anything is sent.
    const tuesdayTo = coach.getByRole('listitem').filter({ has: coach.getByRole('heading', { name: 'Tuesday' }) }).getByLabel('To', { exact: true });
    await tuesdayTo.fill('09:30');
    await coach.getByRole('button', { name: 'Save availability' }).click();
    expect(await coach.getByRole('alert').filter({ hasText: 'Tuesday' }).innerText()).toContain(
      'must end at least 50 minutes after it starts',
    );
    await coach.getByRole('button', { name: 'Remove Tuesday 09:00 to 09:30' }).click();
    await coach.getByLabel('Date off').fill('2031-12-25');
    await coach.getByRole('button', { name: 'Add date off' }).click();
    // The bound on each student's upcoming sessions: out of range is refused before anything is sent;
    // the keyboard's arrows step it.
    const upcoming = coach.getByRole('spinbutton', { name: 'Upcoming sessions per student' });
    expect(await upcoming.inputValue()).toBe('3');
    expect(await upcoming.getAttribute('aria-describedby')).toBeTruthy();
    await upcoming.fill('11');
    await coach.getByRole('button', { name: 'Save availability' }).click();
    expect(await coach.getByRole('alert').filter({ hasText: 'Upcoming sessions per student' }).innerText()).toContain(
      'must be from 1 to 10',
    );
    await upcoming.fill('4');
    await upcoming.press('ArrowUp');
    expect(await upcoming.inputValue()).toBe('5');
    // Whether missed sessions use one up: both yes until the coach says otherwise; the keyboard's space toggles.
    const noShow = coach.getByRole('checkbox', { name: 'A no-show uses a session' });
    const lateCancel = coach.getByRole('checkbox', { name: 'A late cancel uses a session' });
    expect([await noShow.isChecked(), await lateCancel.isChecked()]).toEqual([true, true]);
    await noShow.focus();
    await coach.keyboard.press('Space');
    expect(await noShow.isChecked()).toBe(false);
    await captureAtBothWidths(coach, 'availability-missed-sessions', { scrollTo: noShow });
    await coach.getByRole('button', { name: 'Save availability' }).click();
    await expectToast(coach, 'Availability saved', 'Students see the new times at once.');

    const saved = await coach.context().request.get(`${product.url}${SESSION_PATHS.availability}`);
    expect(await saved.json()).toEqual({
      weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
      datesOff: ['2031-12-25'],
      minNoticeHours: 24,
      horizonWeeks: 8,
      maxUpcomingSessions: 5,
      noShowUsesSession: false,
      lateCancelUsesSession: true,
    });
    await coach.getByRole('heading', { name: 'Subscribe in your calendar' }).waitFor();
    expect(await coach.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(
      /^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/,
    );
  });

  test('a student books and moves a session, the coach sees it in the agenda and the count, the student cancels', { timeout: LONG }, async ({
    coach,
    student,
    product,
    world,
  }) => {
    await coachRequest(coach.context(), product, 'PUT', SESSION_PATHS.availability, EVERY_DAY);
    // The coach also books Maya an hour from now, online: inside 24 hours, which she cannot change herself.
    const soonStart = new Date(Math.ceil((Date.now() + HOUR) / (5 * 60_000)) * 5 * 60_000).toISOString();
    const meetingUrl = 'https://meet.google.com/abc-defg-hij';
    const soon = await coachRequest<CoachingSession>(coach.context(), product, 'POST', SESSION_PATHS.coachSessions, {
      clientId: world.studentId,
      start: soonStart,
      meetingUrl,
    });

    // The student books the first open time: pick a day, pick a time, confirm.
    await openStudentPage(student, product, '/dashboard');
    const booking = student.getByRole('region', { name: 'Coaching sessions' });
    await booking.getByRole('heading', { name: 'Book a session' }).waitFor();
    const slots = await api<Slot[]>(student.context(), product, 'GET', `${SESSION_PATHS.slots}?from=${new Date().toISOString()}&to=${new Date(Date.now() + 14 * 24 * HOUR).toISOString()}`);
    const first = slots[0]!;
    const days = booking.getByRole('group', { name: '1. Pick a day' });
    await days.locator('label').first().click();
    const times = booking.getByRole('group', { name: '2. Pick a time' });
    await times.locator('label').first().click();
    expect(await booking.getByText('3. Confirm:').locator('..').innerText()).toContain(when(first.start));
    await booking.getByRole('button', { name: 'Book session' }).click();
    await expectToast(student, 'Session booked', when(first.start));

    // She moves it to the next open time, picked the same way in a dialog.
    const next = slots[1]!;
    await booking.getByRole('button', { name: `Move session on ${when(first.start)}` }).click();
    const moving = student.getByRole('dialog', { name: 'Move session' });
    expect(await moving.innerText()).toContain(`Currently ${when(first.start)}.`);
    await moving.getByRole('group', { name: '1. Pick a day' }).locator('label').first().click();
    await moving.getByRole('group', { name: '2. Pick a time' }).locator('label').first().click();
    await moving.getByRole('button', { name: 'Move session' }).click();
    await expectToast(student, 'Session moved', `Now ${when(next.start)}.`);
    await moving.waitFor({ state: 'detached' });

    const yours = booking.getByRole('listitem').filter({ hasText: when(next.start) });
    await yours.getByRole('button', { name: `Cancel session on ${when(next.start)}` }).waitFor();
    const soonRow = booking.getByRole('listitem').filter({ hasText: when(soon.start) });
    expect(await soonRow.innerText()).toContain('Less than 24 hours away: to change it, contact');
    // The online session carries its link, opened in a new tab; the one without a link has none.
    const join = soonRow.getByRole('link', { name: `Join the meeting for the session on ${when(soon.start)} (opens in a new tab)` });
    expect(await join.getAttribute('href')).toBe(meetingUrl);
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await join.getAttribute('rel')).toContain('noopener');
    expect(await yours.getByRole('link', { name: /Join the meeting/ }).count()).toBe(0);
    // Reached by keyboard, it shows its focus ring.
    await join.focus();
    await student.keyboard.press('Shift+Tab');
    await student.keyboard.press('Tab');
    expect(await join.evaluate((link) => link === document.activeElement && link.matches(':focus-visible'))).toBe(true);
    expect(await join.evaluate((link) => getComputedStyle(link).boxShadow)).not.toBe('none');
    await captureAtBothWidths(student, 'your-sessions-meeting-link', {
      scrollTo: booking.getByRole('heading', { name: 'Your sessions' }),
    });

    // The coach's agenda lists both, and This Week counts those in the current week.
    await coach.goto(`${product.url}/coach-dashboard`);
    await waitForPage(coach, 'coach', 'CoachDashboard');
    const agenda = coach.getByRole('heading', { name: 'Agenda' }).locator('..').locator('..');
    await agenda.getByRole('link', { name: 'Maya Chen' }).first().waitFor();
    expect(await agenda.getByRole('link', { name: 'Maya Chen' }).count()).toBe(2);
    const expected = [soon.start, next.start].filter(inThisWeek).length;
    await expect.poll(() => thisWeekCard(coach)).toMatch(new RegExp(`^This Week\\s+${expected}\\s+Scheduled sessions$`));
    const stats = await coachRequest<CoachStats>(coach.context(), product, 'GET', API_PATHS.coachStats);
    expect(stats.sessionsThisWeek).toBe(expected);

    // The student cancels the booked one.
    await yours.getByRole('button', { name: `Cancel session on ${when(next.start)}` }).click();
    const dialog = student.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    // The keyboard goes on at the session that took its place, not at the page's body.
    await expect.poll(() => student.evaluate(() => document.activeElement?.tagName)).toBe('LI');
    expect(await student.evaluate(() => document.activeElement?.textContent)).toContain(when(soon.start));
    await expectToast(student, 'Session cancelled', when(next.start));
    await yours.waitFor({ state: 'detached' });

    await coach.reload();
    await waitForPage(coach, 'coach', 'CoachDashboard');
    await expect.poll(() => agenda.getByRole('link', { name: 'Maya Chen' }).count()).toBe(1);
    const left = [soon.start].filter(inThisWeek).length;
    await expect.poll(() => thisWeekCard(coach)).toMatch(new RegExp(`^This Week\\s+${left}\\s+Scheduled sessions$`));
  });

  test("the client detail lists the client's sessions and the coach books one outside weekly hours", { timeout: LONG }, async ({
    coach,
    product,
    world,
  }) => {
    await coach.goto(`${product.url}/client/${world.studentId}`);
    await waitForPage(coach, 'coach', 'ClientDetail');
    const card = coach.getByRole('heading', { name: 'Sessions', exact: true }).locator('..').locator('..');
    await card.getByRole('heading', { name: 'Book a session for Maya Chen' }).waitFor();
    await card.getByText('The last 30 days and every upcoming session.').waitFor();
    const day = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10);
    await card.getByLabel('Date').fill(day);
    await card.getByLabel('Start time').fill('06:15');
    // The session's own meeting link: checked beside the field before anything is sent.
    const link = card.getByLabel('Meeting link for this session (optional)');
    await link.fill('http://zoom.us/j/8512345678');
    await card.getByRole('button', { name: 'Book session' }).click();
    await card.getByText('Meeting link must start with https://').waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    await link.fill('https://zoom.us/j/8512345678');
    await card.getByRole('button', { name: 'Book session' }).click();
    await expectToast(coach, 'Session booked', 'Maya Chen');
    await card.getByText(when(`${day}T06:15:00.000Z`)).waitFor();
    const join = card.getByRole('link', {
      name: `Join the meeting for Maya Chen's session on ${when(`${day}T06:15:00.000Z`)} (opens in a new tab)`,
    });
    expect(await join.getAttribute('href')).toBe('https://zoom.us/j/8512345678');
    expect(await link.inputValue()).toBe('');
    await captureAtBothWidths(coach, 'client-sessions-meeting-link', { scrollTo: card });

    // The coach moves it, at any time: the dialog starts from the session's own day and time.
    await card.getByRole('button', { name: `Move the session on ${when(`${day}T06:15:00.000Z`)}` }).click();
    const dialog = coach.getByRole('dialog', { name: 'Move session' });
    expect(await dialog.getByLabel('Date').inputValue()).toBe(day);
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('06:15');
    expect(await dialog.getByLabel('Meeting link for this session (optional)').inputValue()).toBe('https://zoom.us/j/8512345678');
    await dialog.getByLabel('Start time').fill('07:30');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(coach, 'Session moved', 'Maya Chen');
    const moved = when(`${day}T07:30:00.000Z`);
    await card.getByText(moved).waitFor();
    expect(await card.getByText(when(`${day}T06:15:00.000Z`)).count()).toBe(0);

    // The same dialog changes the session's own meeting link alone, checked before anything is sent.
    await card.getByRole('button', { name: `Move the session on ${moved}` }).click();
    const link2 = dialog.getByLabel('Meeting link for this session (optional)');
    await link2.fill('http://meet.example.com/x');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Meeting link must start with https://').waitFor();
    await link2.fill('https://meet.google.com/xyz-abcd-efg');
    await captureAtBothWidths(coach, 'move-session-meeting-link', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(coach, 'Meeting link saved', `Maya Chen's session on ${moved}.`);
    const joinMoved = card.getByRole('link', { name: `Join the meeting for Maya Chen's session on ${moved} (opens in a new tab)` });
    await expect.poll(() => joinMoved.getAttribute('href')).toBe('https://meet.google.com/xyz-abcd-efg');
  });

  test('the coach records past sessions and marks one as a late cancel', { timeout: LONG }, async ({
    coach,
    product,
    world,
  }) => {
    // A session held two hours ago, recorded as attended through the API.
    const started = new Date(Math.floor((Date.now() - 2 * HOUR) / (5 * 60_000)) * 5 * 60_000).toISOString();
    await coachRequest(coach.context(), product, 'POST', SESSION_PATHS.coachSessions, {
      clientId: world.studentId,
      start: started,
      attendance: 'attended',
    });
    await coach.goto(`${product.url}/client/${world.studentId}`);
    await waitForPage(coach, 'coach', 'ClientDetail');
    const card = coach.getByRole('heading', { name: 'Sessions', exact: true }).locator('..').locator('..');

    // Recorded with a date, a start time and its attendance; Maya is not e-mailed.
    const day = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
    await card.getByRole('button', { name: 'Record a past session' }).click();
    const dialog = coach.getByRole('dialog', { name: 'Record a past session' });
    await dialog.getByLabel('Date').fill(day);
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('Attendance').selectOption({ label: 'No-show' });
    await captureAtBothWidths(coach, 'record-past-session', { fullPage: false });
    await dialog.getByRole('button', { name: 'Record session' }).click();
    const heldAt = when(`${day}T10:00:00.000Z`);
    await expectToast(coach, 'Session recorded', `Maya Chen: ${heldAt}, no-show.`);
    await dialog.waitFor({ state: 'detached' });
    const row = card.getByRole('listitem').filter({ hasText: heldAt });
    await row.getByText('No-show', { exact: true }).waitFor();

    // A session that has started offers each attendance but its own: Late cancel among them.
    const startedRow = card.getByRole('listitem').filter({ hasText: when(started) });
    await startedRow.getByRole('button', { name: `Mark the session on ${when(started)} late cancel` }).click();
    await expectToast(coach, 'Attendance recorded', 'late cancel');
    await startedRow.getByText('Late cancel', { exact: true }).waitFor();
    expect(await startedRow.getByRole('button', { name: `Mark the session on ${when(started)} attended` }).count()).toBe(1);
    expect(await startedRow.getByRole('button', { name: `Mark the session on ${when(started)} no-show` }).count()).toBe(1);
    await captureAtBothWidths(coach, 'client-sessions-late-cancel', { scrollTo: card });
  });
});
