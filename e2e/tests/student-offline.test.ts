// The student's offline work in Chromium (issue 8, item 9): drafts kept on the device as the student types and
// restored after a reload, saves made offline queued with a visible status and sent when the connection returns,
// the question asked when a draft is older than the saved copy. The app runs under its real service worker.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { ORIENTATION_QUESTIONS } from '@app/api/contract';
import { API_PATHS } from '@app/api/contract/paths';
import { artifactPath } from '../harness/browser.ts';
import { buildPlan } from '../harness/factories.ts';
import { approvedStudent, test as base, waitForPage } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import {
  DESKTOP,
  api,
  dateInput,
  draftEditedAt,
  draftValues,
  draftsOnDevice,
  expectToast,
  openStudentPage,
  seriousViolations,
  type Session,
} from './student-helpers.ts';

const OLIVIA = 'olivia.offline@example.test';
const NOAH = 'noah.offline@example.test';

interface World {
  session: Session;
  userId: string;
  planId: string;
}

const test = base.extend<{ world: World; student: { context: BrowserContext; page: Page } }>({
  // One student with a profile and one plan; she signs in once by e-mailed link.
  world: [
    async ({ product, browser }, use) => {
      const { student: session } = await approvedStudent(browser, product, OLIVIA, {
        studentFirstName: 'Olivia',
        studentLastName: 'Park',
        gradeLevel: '12th Grade',
      });
      const context = await browser.newContext({ storageState: session });
      const user = await api<{ id: string }>(context, product, 'GET', API_PATHS.currentUser);
      const plan = await api<{ id: string }>(context, product, 'POST', API_PATHS.plans, buildPlan({
        goal: 'Hand in the college essay a week early',
        internal: ['Perfectionism'],
        external: ['Weekend job'],
        strategies: ['Draft badly first, edit later'],
        implementation: 'Thirty minutes after dinner on school nights.',
      }));
      await context.close();
      await use({ session, userId: user.id, planId: plan.id });
    },
    { scope: 'file' },
  ],
  // A fresh desktop context in Olivia's session with the service worker allowed; a screenshot when a test fails.
  student: async ({ browser, world, task }, use) => {
    const context = await browser.newContext({ storageState: world.session, viewport: DESKTOP, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await use({ context, page });
    if (task.result?.state === 'fail') await page.screenshot({ path: artifactPath(task.name), fullPage: true }).catch(() => {});
    await context.close();
  },
});

/** Waits until the app's service worker controls the page, then loads it once more so the worker has seen the user. */
async function underServiceWorker(page: Page, product: { url: string }, path: string, pageName: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`${product.url}${path}`);
  await waitForPage(page, 'client', pageName);
}

const field = (page: Page, index: number) => page.getByLabel(ORIENTATION_QUESTIONS[index]!.question);
const syncBadge = (page: Page, text: string) => page.getByRole('banner').getByRole('status').filter({ hasText: text });
/** Waits until the server has every save: the frame then shows no sync state at all (a save's success is its toast). */
const allSynced = (page: Page) => expect.poll(() => page.getByRole('banner').getByRole('status').count(), { timeout: 20_000 }).toBe(0);

describe('offline orientation', () => {
  test('answers typed offline survive a reload from the service worker, wait in the outbox, and sync when back online', async ({ world, student, product }) => {
    const { context, page } = student;
    await openStudentPage(page, product, '/orientation');
    await underServiceWorker(page, product, '/orientation', 'Orientation');

    await context.setOffline(true);
    await field(page, 0).fill('I notice details other people miss.');
    await field(page, 4).fill('Finish the college essay draft by Friday');
    await expect.poll(() => draftsOnDevice(page)).toEqual([{ userId: world.userId, key: 'orientation' }]);
    // Both answers on the device before the reload: the first may have been written alone.
    await expect
      .poll(() => draftValues(page, 'orientation'))
      .toMatchObject({ whoAreYou: 'I notice details other people miss.', goalOne: 'Finish the college essay draft by Friday' });

    await page.reload();
    await waitForPage(page, 'client', 'Orientation');
    await page.getByText('You appear to be offline.').waitFor();
    await page.getByText(/We restored changes to your responses/).waitFor();
    expect(await field(page, 0).inputValue()).toBe('I notice details other people miss.');
    expect(await field(page, 4).inputValue()).toBe('Finish the college essay draft by Friday');
    // Axe here and below: states only this story reaches (screens.test.ts walks every screen).
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save Responses' }).click();
    await expectToast(page, 'Saved on this device', 'sent as soon as you are back online');
    await syncBadge(page, 'Saved on this device, will sync').waitFor();
    await page.getByText('Saved on this device. It will be sent when you are back online.').waitFor();
    expect((await api<Record<string, string> | null>(context, product, 'GET', API_PATHS.orientation))?.whoAreYou).toBeUndefined();

    await context.setOffline(false);
    await allSynced(page);
    await expect
      .poll(() => api<Record<string, string> | null>(context, product, 'GET', API_PATHS.orientation))
      .toMatchObject({ whoAreYou: 'I notice details other people miss.', goalOne: 'Finish the college essay draft by Friday' });
    expect(await page.getByText('Saved on this device. It will be sent when you are back online.').count()).toBe(0);
    // The device's copy went with the sent save, in the same step: the page need not read the answers back.
    expect(await draftsOnDevice(page)).toEqual([]);
    expect(await page.getByText('You appear to be offline.').count()).toBe(0);
  });
});

describe('a draft older than the saved copy', () => {
  test('a first save refused because another device saved first asks which version to keep', async ({ browser, personPage, product }) => {
    // A student of her own: her answers are saved first on another device while this page still has none.
    const { student: session } = await approvedStudent(browser, product, 'nadia.twodevices@example.test', {
      studentFirstName: 'Nadia',
      studentLastName: 'Reyes',
      gradeLevel: '11th Grade',
    });
    const page = await personPage(session);
    const context = page.context();
    await openStudentPage(page, product, '/orientation');
    await field(page, 3).fill('Designing bridges, from this device');
    await expect.poll(() => draftsOnDevice(page)).toHaveLength(1);
    await api(context, product, 'PUT', API_PATHS.orientation, { visionOfFuture: 'Teaching physics, from the laptop' });

    await page.getByRole('button', { name: 'Save Responses' }).click();
    await expectToast(page, 'Error', 'Failed to save responses. Please try again.', true);
    // Never overwritten unseen: the saved copy is shown, and the student chooses.
    const dialog = page.getByRole('dialog', { name: 'Which version do you want to keep?' });
    await dialog.waitFor();
    expect(await field(page, 3).inputValue()).toBe('Teaching physics, from the laptop');
    await dialog.getByRole('button', { name: 'Use changes from this device' }).click();
    await page.getByRole('button', { name: 'Update Responses' }).click();
    await expectToast(page, 'Responses Saved!', 'Your responses have');
    await expect
      .poll(() => api<Record<string, string>>(context, product, 'GET', API_PATHS.orientation))
      .toMatchObject({ visionOfFuture: 'Designing bridges, from this device' });
  });

  // Drafts live in the page (IndexedDB), the reloads are online: no service worker needed.
  test('is not applied silently: the student chooses between this device and the saved version', async ({ world, personPage, product }) => {
    const page = await personPage(world.session);
    const context = page.context();
    await openStudentPage(page, product, '/orientation');
    await field(page, 3).fill('Designing bridges, from this device');
    await expect.poll(() => draftsOnDevice(page)).toEqual([{ userId: world.userId, key: 'orientation' }]);

    // Meanwhile the answers are saved elsewhere (another device), after the draft was written.
    const saved = await savedAnswers(context, product);
    await api(context, product, 'PUT', API_PATHS.orientation, { ...pick(saved), visionOfFuture: 'Teaching physics, from the laptop' });

    await page.reload();
    await waitForPage(page, 'client', 'Orientation');
    const dialog = page.getByRole('dialog', { name: 'Which version do you want to keep?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('saved more recently');
    expect(await field(page, 3).inputValue()).toBe('Teaching physics, from the laptop');
    expect(await seriousViolations(page)).toEqual([]);
    const chosenAt = Date.now();
    await dialog.getByRole('button', { name: 'Use changes from this device' }).click();
    expect(await field(page, 3).inputValue()).toBe('Designing bridges, from this device');

    // Kept once, the draft is re-stamped newer than the saved copy: a reload restores it and says so.
    await expect.poll(() => draftEditedAt(page, 'orientation')).toBeGreaterThanOrEqual(chosenAt);
    await page.reload();
    await waitForPage(page, 'client', 'Orientation');
    await page.getByText(/We restored changes to your responses/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await field(page, 3).inputValue()).toBe('Designing bridges, from this device');

    // Once more elsewhere; this time the student keeps the saved version and the draft is gone.
    await api(context, product, 'PUT', API_PATHS.orientation, { ...pick(saved), visionOfFuture: 'Teaching physics, second edit' });
    await page.reload();
    await waitForPage(page, 'client', 'Orientation');
    await dialog.getByRole('button', { name: 'Keep saved version' }).click();
    expect(await field(page, 3).inputValue()).toBe('Teaching physics, second edit');
    await expect.poll(() => draftsOnDevice(page)).toEqual([]);
  });
});

describe('plan drafts', () => {
  // Online reloads of drafts kept in the page: no service worker needed.
  test('a new plan, an edited plan and a reassessment are restored after a reload', async ({ world, personPage, product }) => {
    const page = await personPage(world.session);
    await savedAnswers(page.context(), product);
    await openStudentPage(page, product, '/barriers-strategies');
    const goal = page.getByLabel('Goal', { exact: true });
    await goal.selectOption({ label: 'Goal #1: Finish the college essay draft by Friday' });
    await page.getByRole('textbox', { name: 'Internal barrier 1' }).fill('I doubt I will get in');
    await page.getByRole('button', { name: 'Add Strategy' }).click();
    await page.getByRole('textbox', { name: 'Strategy 2' }).fill('Ask my counselor to read the essay');
    await page.getByLabel('Reassessment date', { exact: true }).fill(dateInput(21));
    await expect.poll(() => draftValues(page, 'plan:new')).toMatchObject({ reassessmentDate: dateInput(21) });
    await page.reload();
    await waitForPage(page, 'client', 'BarriersStrategies');
    await page.getByText(/We restored changes to your plan/).waitFor();
    expect(await goal.inputValue()).toBe('Finish the college essay draft by Friday');
    expect(await page.getByRole('textbox', { name: 'Internal barrier 1' }).inputValue()).toBe('I doubt I will get in');
    expect(await page.getByRole('textbox', { name: 'Strategy 2' }).inputValue()).toBe('Ask my counselor to read the essay');
    expect(await page.getByLabel('Reassessment date', { exact: true }).inputValue()).toBe(dateInput(21));
    // Discarding goes back to an empty form and forgets the draft.
    await page.getByRole('button', { name: 'Discard changes' }).press('Enter');
    expect(await goal.inputValue()).toBe('');
    // The notice went with its button: the keyboard goes on from the form's first field.
    expect(await goal.evaluate((field) => field === document.activeElement)).toBe(true);
    await expect.poll(async () => (await draftsOnDevice(page)).map((row) => row.key)).not.toContain('plan:new');

    await openStudentPage(page, product, `/barriers-strategies?plan=${world.planId}`);
    await page.getByLabel('Implementation plan', { exact: true }).fill('Forty minutes after dinner, four nights a week.');
    await expect
      .poll(() => draftValues(page, `plan:${world.planId}`))
      .toMatchObject({ implementationPlan: 'Forty minutes after dinner, four nights a week.' });
    await page.reload();
    await waitForPage(page, 'client', 'BarriersStrategies');
    expect(await page.getByLabel('Implementation plan', { exact: true }).inputValue()).toBe('Forty minutes after dinner, four nights a week.');
    await page.getByRole('button', { name: 'Update Plan' }).waitFor();

    await openStudentPage(page, product, `/reassess-plan/${world.planId}`);
    await page.getByLabel('Current status', { exact: true }).fill('Two essays drafted, one left.');
    await page.getByRole('button', { name: 'Add Barrier' }).click();
    await page.getByLabel('Description of new barrier 1').fill('Exams in the same week');
    await expect
      .poll(() => draftValues(page, `reassess:${world.planId}`))
      .toMatchObject({ newBarriers: [{ type: '', description: 'Exams in the same week' }] });
    await page.reload();
    await waitForPage(page, 'client', 'ReassessPlan');
    expect(await page.getByLabel('Current status', { exact: true }).inputValue()).toBe('Two essays drafted, one left.');
    expect(await page.getByLabel('Description of new barrier 1').inputValue()).toBe('Exams in the same week');
  });

  test('a reassessment saved offline is queued, its draft cleared with it, and sent when back online', async ({ world, student, product }) => {
    const { context, page } = student;
    await openStudentPage(page, product, '/dashboard');
    await underServiceWorker(page, product, `/reassess-plan/${world.planId}`, 'ReassessPlan');
    const before = await api<{ reassessments: unknown[] }>(context, product, 'GET', API_PATHS.plan(world.planId));

    await context.setOffline(true);
    await page.getByLabel('Current status', { exact: true }).fill('Written on the bus, offline.');
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expectToast(page, 'Saved on this device', 'reassessment will be sent');
    await syncBadge(page, 'Saved on this device, will sync').waitFor();
    expect((await draftsOnDevice(page)).map((row) => row.key)).not.toContain(`reassess:${world.planId}`);

    await context.setOffline(false);
    await allSynced(page);
    const after = await api<{ reassessments: Array<{ currentStatus: string }> }>(context, product, 'GET', API_PATHS.plan(world.planId));
    expect(after.reassessments).toHaveLength(before.reassessments.length + 1);
    expect(after.reassessments.at(-1)!.currentStatus).toBe('Written on the bus, offline.');
  });
});

describe('a plan opened offline', () => {
  test('after a reload with no connection, the plan last seen opens for reassessment and keeps what is typed', async ({ world, student, product }) => {
    const { context, page } = student;
    await openStudentPage(page, product, '/dashboard');
    await underServiceWorker(page, product, `/reassess-plan/${world.planId}`, 'ReassessPlan');
    const plan = page.getByText('Original plan: Plan #1');
    await plan.waitFor();

    await context.setOffline(true);
    await page.reload();
    await waitForPage(page, 'client', 'ReassessPlan');
    await plan.waitFor();
    expect(await page.getByLabel('Goal', { exact: true }).inputValue()).toBe('Hand in the college essay a week early');
    await page.getByLabel('Current status', { exact: true }).fill('Typed on the train, no signal.');
    await expect.poll(() => draftValues(page, `reassess:${world.planId}`)).toMatchObject({ currentStatus: 'Typed on the train, no signal.' });

    await page.reload();
    await waitForPage(page, 'client', 'ReassessPlan');
    expect(await page.getByLabel('Current status', { exact: true }).inputValue()).toBe('Typed on the train, no signal.');
    await context.setOffline(false);
  });
});

describe('another student on the same device', () => {
  test("signing in as someone else drops the replies kept for the one before, and a 401 drops them all", async ({ world, student, product, browser }) => {
    const { context, page } = student;
    await openStudentPage(page, product, '/dashboard');
    await underServiceWorker(page, product, `/reassess-plan/${world.planId}`, 'ReassessPlan');
    const kept = () =>
      page.evaluate(async () =>
        (await caches.has('current-user')) ? (await (await caches.open('current-user')).keys()).map((request) => new URL(request.url).pathname) : [],
      );
    await expect.poll(kept).toContain(API_PATHS.plan(world.planId));

    // A second student signs in on this browser without Olivia logging out first (her cookie simply replaced).
    const { student: noah } = await approvedStudent(browser, product, NOAH, null);
    await context.clearCookies();
    await context.addCookies(noah.cookies);
    await page.goto(`${product.url}/`);
    await waitForPage(page, 'client', 'ProfileSetup');
    await expect.poll(kept).toEqual([API_PATHS.currentUser]);
    const remembered = await page.evaluate(
      async (path) => (await (await caches.open('current-user')).match(path))!.json(),
      API_PATHS.currentUser,
    );
    expect(remembered.email).toBe(NOAH);

    // Signed out by the server (a 401), nothing is kept at all.
    await context.clearCookies();
    await page.goto(`${product.url}/dashboard`);
    await expect.poll(() => page.evaluate(() => caches.has('current-user'))).toBe(false);
  });
});

describe('Background Sync', () => {
  test('the service worker sends a save queued offline after the app was closed', async ({ student, product }) => {
    const { context, page } = student;
    await openStudentPage(page, product, '/orientation');
    await underServiceWorker(page, product, '/orientation', 'Orientation');
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((entry) => entry.scopeURL === `${product.url}/` && !entry.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;

    await context.setOffline(true);
    await field(page, 2).fill('A steady captain for my robotics team');
    await page.getByRole('button', { name: /Responses$/ }).click();
    await expectToast(page, 'Saved on this device', 'sent as soon as you are back online');
    // While offline it stays queued on the device: nothing to wait for but time passing without a send.
    await page.waitForTimeout(1500);
    expect(await queuedSaves(page)).toBe(1);
    const answer = () =>
      api<Record<string, string> | null>(context, product, 'GET', API_PATHS.orientation).then((record) => record?.whoDoYouFeelCalled ?? '');
    expect(await answer()).not.toBe('A steady captain for my robotics team');

    // The app is closed before the connection returns: no page of the app is left to send the save.
    await page.goto('about:blank');
    await context.setOffline(false);

    // Chromium fires the sync event registered with the queued save once the connection is back; should it wait,
    // DevTools' own trigger (what its Application panel's "Sync" button does) fires the same event.
    const sent = answer;
    const deadline = Date.now() + 10_000;
    while ((await sent()) !== 'A steady captain for my robotics team' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    if ((await sent()) !== 'A steady captain for my robotics team') {
      await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: product.url, registrationId, tag: 'outbox', lastChance: false });
    }
    await expect.poll(sent).toBe('A steady captain for my robotics team');
    // A same-origin page without app code (the API's own JSON) shows the outbox emptied by the worker.
    await page.goto(`${product.url}${API_PATHS.health}`);
    await expect.poll(() => queuedSaves(page)).toBe(0);
  });
});

describe('a queued save the server refuses', () => {
  test("shows 'Sync failed' with the server's reason, and can be retried or discarded", async ({ browser, world, product }) => {
    // No service worker here, so only the page sends the outbox and the refusal below reaches it.
    const context = await browser.newContext({ storageState: world.session, viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      const path = `${product.url}${API_PATHS.orientation}`;
      const refuse = (route: Route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 400, json: { message: 'Answers are too long to store' } }) : route.fallback();
      const queue = async (text: string) => {
        await context.setOffline(true);
        await field(page, 1).fill(text);
        await page.getByRole('button', { name: /Responses$/ }).click();
        await expectToast(page, 'Saved on this device', 'sent as soon as you are back online');
        await context.route(path, refuse);
        await context.setOffline(false);
      };
      const banner = page.getByRole('alert').filter({ hasText: 'Sync failed.' });
      const answer = () => api<Record<string, string> | null>(context, product, 'GET', API_PATHS.orientation).then((r) => r?.whatAreYouInControl);

      await openStudentPage(page, product, '/orientation');
      // No service worker serves the page's code offline here: what it loads on demand must arrive first.
      await page.waitForLoadState('networkidle');
      await queue('Refused first, then retried');
      await banner.waitFor();
      expect(await banner.innerText()).toContain('Answers are too long to store');
      await syncBadge(page, 'Sync failed').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // Online, a newer save of the same answers waits behind the refused one, and says so.
      await field(page, 1).fill('Held behind the refused one');
      await page.getByRole('button', { name: /Responses$/ }).click();
      await expectToast(page, 'Saved on this device', 'An earlier change here could not be sent. Your responses will be sent once you retry or discard it.');
      expect(await queuedSaves(page)).toBe(2);
      // Retrying sends it again; still refused.
      const refusedAgain = page.waitForResponse((response) => response.url() === path && response.status() === 400);
      await banner.getByRole('button', { name: 'Retry' }).click();
      await refusedAgain;
      await syncBadge(page, 'Sync failed').waitFor();
      await context.unroute(path, refuse);
      await banner.getByRole('button', { name: 'Retry' }).click();
      await allSynced(page);
      expect(await banner.count()).toBe(0);
      // Both went in, in the order they were made.
      expect(await answer()).toBe('Held behind the refused one');

      await queue('Refused, then discarded');
      await banner.getByRole('button', { name: 'Discard change' }).click();
      await allSynced(page);
      expect(await queuedSaves(page)).toBe(0);
      expect(await answer()).toBe('Held behind the refused one');
      // The discarded text goes from the form and from the device: the saved answer shows again.
      await expect.poll(() => field(page, 1).inputValue()).toBe('Held behind the refused one');
      expect((await draftsOnDevice(page)).map((row) => row.key)).not.toContain('orientation');
      await context.unroute(path, refuse);
    } finally {
      await context.close();
    }
  });

  test('made here over answers changed on another device since, it is kept or discarded as the student chooses', async ({ browser, world, product }) => {
    // No service worker: only the page sends the outbox, when it comes back online.
    const context = await browser.newContext({ storageState: world.session, viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      const stored = () => api<Record<string, string>>(context, product, 'GET', API_PATHS.orientation);
      const changeElsewhere = async (text: string) =>
        api(context, product, 'PUT', API_PATHS.orientation, { ...pick(await stored()), whatAreYouInControl: text });
      const banner = page.getByRole('alert').filter({ hasText: 'Sync failed.' });
      if (!(await stored())) await api(context, product, 'PUT', API_PATHS.orientation, pick({ whoAreYou: 'Saved first' }));
      const conflict = async (phone: string, laptop: string) => {
        await openStudentPage(page, product, '/orientation');
        await page.waitForLoadState('networkidle');
        await context.setOffline(true);
        await field(page, 1).fill(phone);
        await page.getByRole('button', { name: /Responses$/ }).click();
        await expectToast(page, 'Saved on this device', 'sent as soon as you are back online');
        await changeElsewhere(laptop);
        await context.setOffline(false);
        await banner.waitFor();
        expect(await banner.innerText()).toContain('This was changed on another device after this change was made here.');
        expect(await banner.getByRole('button', { name: 'Retry' }).count()).toBe(0);
        // The form's own line no longer says it waits for the connection.
        await page.getByText('Saved on this device. It has not been sent yet: see the message at the top of the page.').waitFor();
      };

      await conflict('Typed on the phone, kept', 'Typed on the laptop, replaced');
      expect(await seriousViolations(page)).toEqual([]);
      await banner.getByRole('button', { name: 'Keep this change' }).click();
      await allSynced(page);
      expect((await stored()).whatAreYouInControl).toBe('Typed on the phone, kept');

      await conflict('Typed on the phone, discarded', 'Typed on the laptop, kept');
      await banner.getByRole('button', { name: 'Discard change' }).click();
      await allSynced(page);
      expect((await stored()).whatAreYouInControl).toBe('Typed on the laptop, kept');
    } finally {
      await context.close();
    }
  });
});

/** How many saves wait in the outbox of this origin (read with plain IndexedDB). */
function queuedSaves(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('ef-coaching');
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/**
 * Olivia's saved answers, with the goal the offline story typed: saved here when that story did not get to send
 * them (it failed, or this test runs alone), so that one failure is not three.
 */
async function savedAnswers(context: BrowserContext, product: Product): Promise<Record<string, string>> {
  const saved = await api<Record<string, string> | null>(context, product, 'GET', API_PATHS.orientation);
  if (saved?.goalOne) return saved;
  const answers = { ...pick(saved ?? {}), goalOne: 'Finish the college essay draft by Friday' };
  await api(context, product, 'PUT', API_PATHS.orientation, answers);
  return answers;
}

/** The seven answers of an orientation record, as a save sends them. */
function pick(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(ORIENTATION_QUESTIONS.map(({ field: name }) => [name, record[name] ?? '']));
}
