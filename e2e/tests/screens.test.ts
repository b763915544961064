// Every screen, at phone (390 px) and desktop (1280 px) width: axe finds nothing serious (once per screen, see
// readByAxe), every control is at least 44×44 px on a phone, each page of the signed-in app sits in the one frame
// (expectFrame), and with SCREENSHOTS=1 each screen is captured under e2e/artifacts/screens/ at both widths. This is
// where the browser tests check accessibility and the frame; the functional tests check behaviour.
import type { Page } from 'playwright-core';
import { describe, expect, type ExpectStatic } from 'vitest';
import { ACCOUNT_MESSAGES, type SiteInfo } from '@app/api/contract';
import { API_PATHS, SESSION_PATHS } from '@app/api/contract/paths';
import { capture, type ChromiumKind } from '../harness/browser.ts';
import { buildPlan, buildRequest, buildStudent } from '../harness/factories.ts';
import { approveAll, approvedStudent, openPath, test as base, waitForPage, workerBrowser, type Session } from '../harness/fixtures.ts';
import type { Product } from '../harness/product.ts';
import { seriousViolations } from '../harness/screens.ts';
import { DESKTOP, PHONE, WIDTHS } from '../harness/widths.ts';
import { logInAsAdmin, openAdmin } from './admin-helpers.ts';
import { readSite, waitUntilInteractive } from './landing-helpers.ts';
import { api, dateInput, openStudentPage } from './student-helpers.ts';
import { ACCEPT_LABEL, linkedGuardian, openFamily, publishAgreement } from './family-helpers.ts';
import { smallTargets } from './ui-checks.ts';

const STUDENT = 'screens.student@example.test';
const NEWCOMER = 'screens.newcomer@example.test';
/** Approved, never signed in: its sign-in links lead to the confirmation page. */
const CONFIRMING = 'screens.confirming@example.test';
/** The five levels of attainment of the student's plan. */
const ATTAINMENT_LEVELS = {
  '-2': 'No essay handed in early',
  '-1': 'One essay in four handed in early',
  '0': 'Two essays in four handed in early',
  '1': 'Three essays in four handed in early',
  '2': 'Every essay handed in two days early',
};
/** The package the coach sells the student, part of it paid: the account's screens show it. */
const SCREENS_PACKAGE = { name: 'Screens package', sessions: 4, price: 340, paymentUrl: 'https://buy.stripe.com/test_screens' };
const REQUEST = buildRequest({
  studentFirstName: 'Screen',
  studentLastName: 'Reader',
  email: 'screen.reader@example.test',
});

interface World {
  site: SiteInfo;
  coach: Session;
  student: Session;
  newcomer: Session;
  clientId: string;
  planId: string;
  guardian: Session;
}

/** Who a screen is shown to. */
type Viewer = 'visitor' | 'admin' | 'guardian' | keyof Pick<World, 'coach' | 'student' | 'newcomer'>;

/** The signed-in session a viewer's screens are shown in (none for the visitor and the admin). */
function sessionOf(world: World, viewer: Viewer): Session | undefined {
  return viewer === 'visitor' || viewer === 'admin' ? undefined : world[viewer];
}

/**
 * One screen: whom it is for, how to bring it up on a page already showing the previous one, whether it exists on a
 * phone only, whether it is a menu (on a phone, the menus hold the navigation a desktop shows in its header), and
 * whether it is a page of the signed-in app, whose frame is checked (expectFrame).
 */
interface Screen {
  name: string;
  viewer: Viewer;
  show(page: Page, product: Product, world: World): Promise<void>;
  phoneOnly?: true;
  menu?: true;
  framed?: true;
}

/**
 * A viewer's screens open in place once a first one has loaded, as the app's own links move between pages: axe and
 * the size check read the same page either way, at a fifth of a page load's CPU.
 */
const IN_PLACE = { inPlace: true };

const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
};

/** Opens the signed-in person's menu in the bar: anyone's, or the one named for `person`. */
const openPersonMenu =
  (person?: string) =>
  async (page: Page): Promise<void> => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: person ? `Menu for ${person}` : /^Menu for / })
      .click();
    await page.getByRole('menu').waitFor();
  };

/** The inbox's notification settings, for the admin and the coach alike, once their push control has its state. */
async function openNotificationSettings(page: Page, product: Product): Promise<void> {
  await openPath(page, product, '/notifications', IN_PLACE);
  await waitForPage(page, 'admin', 'NotificationSettings');
  await page.locator('[data-push-state]').waitFor();
}

/** A sign-in link for `email`, read from the server log. */
async function signInLink(page: Page, product: Product, email: string): Promise<string> {
  const since = product.logLines().length;
  const response = await page.request.post(`${product.url}${API_PATHS.signIn}`, { data: { email } });
  expect(response.ok()).toBe(true);
  const line = await product.waitForLog((entry) => entry.msg === 'sign-in link' && entry.email === email, { since });
  return String(line.link);
}

const SCREENS: Screen[] = [
  {
    name: 'landing',
    viewer: 'visitor',
    show: async (page, product) => {
      await page.goto(`${product.url}/`);
      await waitUntilInteractive(page);
    },
  },
  {
    name: 'landing-menu',
    viewer: 'visitor',
    phoneOnly: true,
    menu: true,
    show: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    },
  },
  {
    name: 'access-denied',
    viewer: 'visitor',
    // Loaded: the landing page before it is the server's document, which the app's links leave by loading a page.
    show: async (page, product) => {
      await page.goto(`${product.url}/access-denied`);
      await waitForPage(page, 'landing', 'AccessDenied');
    },
  },
  {
    name: 'not-found',
    viewer: 'visitor',
    show: async (page, product) => {
      await openPath(page, product, '/no-such-page', IN_PLACE);
      await waitForPage(page, 'landing', 'NotFound');
    },
  },
  ...(['families', 'students'] as const).map(
    (audience): Screen => ({
      name: `privacy-${audience}`,
      viewer: 'visitor',
      show: async (page, product) => {
        await openPath(page, product, `/privacy/${audience}`, IN_PLACE);
        await waitForPage(page, 'landing', audience === 'families' ? 'PrivacyFamilies' : 'PrivacyStudents');
      },
    }),
  ),
  {
    name: 'sign-in',
    viewer: 'visitor',
    show: async (page, product) => {
      await page.goto(`${product.url}${API_PATHS.signIn}`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    },
  },
  {
    name: 'sign-in-sent',
    viewer: 'visitor',
    show: async (page) => {
      await page.getByLabel('E-mail address').fill('screens.visitor@example.test');
      await page.getByRole('button', { name: 'Send sign-in link' }).click();
      await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    },
  },
  {
    name: 'sign-in-confirmation',
    viewer: 'visitor',
    show: async (page, product) => {
      await page.goto(await signInLink(page, product, CONFIRMING));
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    },
  },
  {
    name: 'admin-log-in',
    viewer: 'visitor',
    show: async (page, product) => {
      await openAdmin(page, product);
      await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
      await page.getByText('Password is required').waitFor();
    },
  },
  {
    name: 'admin-inbox',
    viewer: 'admin',
    show: async (page, product) => {
      await openAdmin(page, product);
      await logInAsAdmin(page, product);
      await page.getByRole('article', { name: 'Screen Reader' }).waitFor();
      await page.locator('[data-live-status="connected"]').waitFor();
    },
  },
  {
    name: 'admin-delete-dialog',
    viewer: 'admin',
    show: async (page) => {
      await page
        .getByRole('article', { name: 'Screen Reader' })
        .getByRole('button', { name: /Delete/ })
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'notification-settings',
    viewer: 'admin',
    show: openNotificationSettings,
  },
  {
    name: 'notification-settings-enabled',
    viewer: 'admin',
    show: async (page, product) => {
      await page.context().grantPermissions(['notifications'], { origin: product.url });
      await page.reload();
      await page.getByText('✓ Enabled').waitFor();
    },
  },
  {
    name: 'coach-dashboard',
    framed: true,
    viewer: 'coach',
    show: async (page, product) => {
      await openPath(page, product, '/coach-dashboard', IN_PLACE);
      await waitForPage(page, 'coach', 'CoachDashboard');
      await page.getByRole('article').first().waitFor();
    },
  },
  { name: 'coach-platform-access', viewer: 'coach', show: openTab('Platform Access') },
  // On a wide screen the coach has Logout in the bar and no other entries for a menu.
  { name: 'coach-person-menu', viewer: 'coach', show: openPersonMenu(), phoneOnly: true, menu: true },
  {
    name: 'coach-inbox',
    framed: true,
    viewer: 'coach',
    show: async (page, product) => {
      await openAdmin(page, product);
      await page.getByRole('article', { name: 'Screen Reader' }).waitFor();
    },
  },
  {
    name: 'coach-invite-dialog',
    viewer: 'coach',
    show: async (page) => {
      await page.getByRole('button', { name: 'Invite Screen Reader as client' }).click();
      await page.getByRole('dialog', { name: 'Invite Screen Reader as client' }).waitFor();
    },
  },
  {
    // The coach reaches the inbox's notification settings too.
    name: 'coach-notification-settings',
    framed: true,
    viewer: 'coach',
    show: openNotificationSettings,
  },
  {
    name: 'client-detail',
    framed: true,
    viewer: 'coach',
    show: async (page, product, world) => {
      await openPath(page, product, `/client/${world.clientId}`, IN_PLACE);
      await page.getByRole('heading', { level: 1, name: 'Screen Student' }).waitFor();
    },
  },
  {
    name: 'client-move-session-dialog',
    viewer: 'coach',
    show: async (page) => {
      await page.getByRole('button', { name: /^Move the session on / }).click();
      await page.getByRole('dialog', { name: 'Move session' }).waitFor();
    },
  },
  {
    name: 'client-work',
    viewer: 'coach',
    show: async (page) => {
      await page
        .getByRole('dialog', { name: 'Move session' })
        .getByRole('button', { name: 'Keep as it is' })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await openTab('Work')(page);
    },
  },
  { name: 'client-activities', viewer: 'coach', show: openTab('Activities') },
  {
    name: 'client-notes-editing',
    viewer: 'coach',
    show: async (page) => {
      await openTab('Notes')(page);
      await page.getByRole('button', { name: 'Edit Notes' }).click();
    },
  },
  {
    name: 'client-progress',
    viewer: 'coach',
    show: async (page) => {
      await openTab('Progress')(page);
      // Each chart is drawn as it comes into view: three of the weeks of check-ins, one of the plan's scores.
      await page.locator('[data-chart]').first().waitFor();
      for (const chart of await page.locator('[data-chart]').all()) {
        await chart.scrollIntoViewIfNeeded();
        await chart.locator('.recharts-wrapper').first().waitFor();
      }
      expect(await page.locator('[data-chart] .recharts-wrapper').count()).toBe(4);
    },
  },
  {
    name: 'client-access-log',
    viewer: 'coach',
    show: async (page) => {
      await openTab('Access Log')(page);
      await page.getByRole('list', { name: 'Access log entries' }).waitFor();
    },
  },
  {
    name: 'client-delete-dialog',
    viewer: 'coach',
    show: async (page) => {
      await page.getByRole('button', { name: 'Delete client' }).click();
      await page.getByRole('dialog', { name: 'Delete Screen Student?' }).waitFor();
    },
  },
  {
    name: 'client-report',
    framed: true,
    viewer: 'coach',
    show: async (page, product, world) => {
      await openPath(page, product, `/client/${world.clientId}/report`, IN_PLACE);
      await waitForPage(page, 'coach', 'ClientReport');
      await page.getByRole('heading', { level: 1, name: 'Progress report: Screen Student' }).waitFor();
      // The report draws its four charts at once (the score history and the three weeks' charts).
      await page.locator('[data-chart] .recharts-wrapper').nth(3).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'client-not-found',
    framed: true,
    viewer: 'coach',
    show: async (page, product) => {
      await openPath(page, product, '/client/no-such-client', IN_PLACE);
      await page.getByRole('heading', { name: 'Client not found' }).waitFor();
    },
  },
  {
    name: 'client-family',
    viewer: 'coach',
    show: async (page, product, world) => {
      await openPath(page, product, `/client/${world.clientId}`, IN_PLACE);
      await page.getByRole('heading', { level: 1, name: 'Screen Student' }).waitFor();
      await openTab('Family')(page);
      await page.getByRole('list', { name: 'Screen’s guardians' }).waitFor();
      await page.getByLabel('Write this week’s brief').waitFor();
    },
  },
  {
    name: 'client-send-brief-dialog',
    viewer: 'coach',
    show: async (page) => {
      await page.getByRole('button', { name: 'Send to family', exact: true }).click();
      await page.getByRole('dialog', { name: 'Send this brief to Screen’s family?' }).waitFor();
    },
  },
  {
    name: 'client-account',
    viewer: 'coach',
    show: async (page, product, world) => {
      await openPath(page, product, `/client/${world.clientId}`, IN_PLACE);
      await page.getByRole('heading', { level: 1, name: 'Screen Student' }).waitFor();
      await openTab('Account')(page);
      await page.getByRole('region', { name: 'Packages sold' }).getByText(SCREENS_PACKAGE.name).waitFor();
    },
  },
  {
    name: 'client-sell-package-dialog',
    viewer: 'coach',
    show: async (page) => {
      const sell = page.getByRole('form', { name: 'Sell a package' });
      await sell.getByLabel('Package').selectOption({ label: `${SCREENS_PACKAGE.name}: 4 sessions, $340.00` });
      await sell.getByRole('button', { name: 'Sell package' }).click();
      await page.getByRole('dialog', { name: `Sell ${SCREENS_PACKAGE.name} to Screen Student?` }).waitFor();
    },
  },
  {
    name: 'availability',
    framed: true,
    viewer: 'coach',
    show: async (page, product) => {
      await openPath(page, product, '/availability', IN_PLACE);
      await waitForPage(page, 'coach', 'Availability');
      await page.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
    },
  },
  {
    name: 'practice-report',
    framed: true,
    viewer: 'coach',
    show: async (page, product) => {
      await openPath(page, product, '/report', IN_PLACE);
      await waitForPage(page, 'coach', 'PracticeReport');
      await page.getByRole('table', { name: 'By month' }).waitFor();
    },
  },
  {
    name: 'practice-profile',
    framed: true,
    viewer: 'coach',
    show: async (page, product) => {
      await openPath(page, product, '/practice-profile', IN_PLACE);
      await waitForPage(page, 'coach', 'PracticeProfile');
    },
  },
  {
    name: 'practice-profile-packages',
    viewer: 'coach',
    show: async (page) => {
      const section = page.getByRole('region', { name: 'Packages', exact: true });
      await section.locator(`[data-package="${SCREENS_PACKAGE.name}"]`).waitFor();
      await section.getByRole('button', { name: 'Add package' }).click();
      await section.getByText(ACCOUNT_MESSAGES.packageName).waitFor();
    },
  },
  {
    name: 'practice-profile-retire-dialog',
    viewer: 'coach',
    show: async (page) => {
      await page.getByRole('button', { name: `Retire ${SCREENS_PACKAGE.name}` }).click();
      await page.getByRole('dialog', { name: `Retire ${SCREENS_PACKAGE.name}?` }).waitFor();
    },
  },
  {
    name: 'profile-setup',
    framed: true,
    viewer: 'newcomer',
    show: async (page, product) => {
      await openPath(page, product, '/setup-profile', IN_PLACE);
      await waitForPage(page, 'client', 'ProfileSetup');
    },
  },
  {
    name: 'student-move-session-dialog',
    viewer: 'student',
    show: async (page, product) => {
      await openStudentPage(page, product, '/dashboard', IN_PLACE);
      await page.getByRole('button', { name: /^Move session on / }).click();
      await page.getByRole('dialog', { name: 'Move session' }).waitFor();
    },
  },
  {
    name: 'student-orientation-saved',
    viewer: 'student',
    show: async (page, product) => {
      await openStudentPage(page, product, '/orientation', IN_PLACE);
      await page.getByRole('button', { name: /^(Save|Update) Responses$/ }).click();
      // While the toast shows: the live region holds the toasts' list, which holds list items only.
      await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').first().waitFor();
    },
  },
  ...['/dashboard', '/orientation', '/barriers-strategies', '/the-boat', '/my-reflections', '/reminders'].map(
    (path): Screen => ({
      name: `student${path.replaceAll('/', '-')}`,
      framed: true,
      viewer: 'student',
      show: (page, product) => openStudentPage(page, product, path, IN_PLACE),
    }),
  ),
  {
    name: 'student-account',
    viewer: 'student',
    show: async (page, product) => {
      await openStudentPage(page, product, '/dashboard', IN_PLACE);
      await page.locator('[data-account-card]').getByRole('link', { name: /^Pay/ }).waitFor();
    },
  },
  // The student's menu is named for them.
  { name: 'student-person-menu', viewer: 'student', show: openPersonMenu('Screen Student'), menu: true },
  {
    name: 'student-check-in-details',
    viewer: 'student',
    show: async (page, product) => {
      await openStudentPage(page, product, '/dashboard', IN_PLACE);
      const card = page.getByRole('region', { name: 'Quick check-in' });
      await card.getByRole('button', { name: 'Barrier, plan and date (optional)' }).click();
      await card.getByLabel('Date', { exact: true }).waitFor();
    },
  },
  {
    name: 'student-plan-levels',
    viewer: 'student',
    show: async (page, product, world) => {
      await openStudentPage(page, product, `/barriers-strategies?plan=${world.planId}`, IN_PLACE);
      // The levels show once the plan has loaded.
      await page.locator('[aria-labelledby="plan-levels"]').waitFor();
    },
  },
  {
    name: 'student-reassess-plan',
    framed: true,
    viewer: 'student',
    show: async (page, product, world) => {
      await openStudentPage(page, product, `/reassess-plan/${world.planId}`, IN_PLACE);
      await page.locator('[aria-labelledby="reassess-score"]').waitFor();
    },
  },
  {
    name: 'student-view-plan',
    framed: true,
    viewer: 'student',
    show: async (page, product, world) => {
      await openStudentPage(page, product, `/view-plan/${world.planId}`, IN_PLACE);
      await page.locator('[aria-labelledby="plan-score"]').waitFor();
    },
  },
  {
    name: 'student-sharing',
    framed: true,
    viewer: 'student',
    show: (page, product) => openStudentPage(page, product, '/sharing', IN_PLACE),
  },
  {
    name: 'student-sharing-preview',
    viewer: 'student',
    show: async (page) => {
      await page.getByRole('button', { name: 'Preview what Screen Parent sees' }).click();
      await page.locator('[data-family-student] [data-section="sessions"]').waitFor();
    },
  },
  {
    name: 'family-agreement',
    framed: true,
    viewer: 'guardian',
    show: async (page, product) => {
      await openFamily(page, product);
      await page.getByRole('button', { name: ACCEPT_LABEL }).waitFor();
    },
  },
  {
    name: 'family',
    viewer: 'guardian',
    show: async (page) => {
      await page.getByRole('button', { name: ACCEPT_LABEL }).click();
      await page.getByRole('heading', { level: 2, name: 'Screen' }).waitFor();
      await page.locator('[data-section="briefs"]').waitFor();
    },
  },
  {
    name: 'student-plan-not-found',
    framed: true,
    viewer: 'student',
    show: async (page, product) => {
      await openStudentPage(page, product, '/view-plan/no-such-plan', IN_PLACE);
      await page.getByRole('heading', { name: 'Plan not found' }).waitFor();
    },
  },
];

/**
 * Controls below 44 px found when this walk first reached these screens (the links inside a sentence of the sign-in
 * page and the notification settings, the agenda's client link, the reminders' checkboxes), left for the interface's
 * own change. Listed exactly, so that any other small control still fails.
 */
const KNOWN_SMALL_TARGETS = new Set([
  "sign-in-sent: a 'ask for a new link' 141×19",
  "coach-notification-settings: a 'Practice profile' 93×16",
  "coach-dashboard: a 'Screen Student' 110×17",
  "coach-platform-access: a 'Screen Student' 110×17",
  "coach-person-menu: a 'Screen Student' 110×17",
  "student-reminders: input '' 129×18",
  "student-reminders: input '' 149×18",
  "student-person-menu: input '' 129×18",
  "student-person-menu: input '' 149×18",
]);

const test = base.extend<{ $file: { world: World } }>({
  // A student with a profile, an orientation goal, a plan with levels of attainment and a score, a check-in, an
  // activity under way, a session the coach booked and a package sold to them, part of it paid; a newcomer without a profile; one consultation request in
  // the inbox.
  world: [
    async ({ product, browser }, use) => {
      const site = await readSite(product);
      const names = buildStudent({ studentFirstName: 'Screen', studentLastName: 'Student' });
      const { coach, student, profileId } = await approvedStudent(browser, product, STUDENT, names);
      const { student: newcomer } = await approvedStudent(browser, product, NEWCOMER, null);
      await approveAll(browser, product, [CONFIRMING]);
      const context = await browser.newContext({ storageState: student });
      const coachContext = await browser.newContext({ storageState: coach });
      try {
        await api(context, product, 'POST', API_PATHS.orientation, { goalOne: 'Finish essays two days early' });
        const plan = await api<{ id: string }>(context, product, 'POST', API_PATHS.plans, {
          ...buildPlan(),
          attainmentLevels: ATTAINMENT_LEVELS,
        });
        // Outcomes to draw: a check-in and a score from the student.
        await api(context, product, 'POST', API_PATHS.checkIns, {
          task: 'Essay outline',
          plannedMinutes: 25,
          actualMinutes: 40,
          startedOnTime: false,
        });
        await api(context, product, 'POST', API_PATHS.planAttainment(plan.id), { score: -1, note: 'Started late' });
        const [activity] = await api<Array<{ id: string }>>(context, product, 'GET', API_PATHS.activities);
        await api(context, product, 'POST', API_PATHS.startActivity, { activityId: activity!.id, completed: false });
        const start = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / (5 * 60_000)) * 5 * 60_000);
        await api(coachContext, product, 'POST', SESSION_PATHS.coachSessions, {
          clientId: profileId,
          start: start.toISOString(),
        });
        const offered = await api<{ id: string }>(coachContext, product, 'POST', API_PATHS.coachPackages, SCREENS_PACKAGE);
        await api(coachContext, product, 'POST', API_PATHS.coachClientPackages(profileId), { packageId: offered.id });
        await api(coachContext, product, 'POST', API_PATHS.coachClientPayments(profileId), { amount: 100, paidAt: dateInput(0), method: 'card' });
        const posted = await context.request.post(`${product.url}${API_PATHS.requestConsultation}`, { data: REQUEST });
        expect(posted.status()).toBe(201);
        await publishAgreement(browser, product, coach);
        const parent = { name: 'Screen Parent', email: 'screens.guardian@example.test', relationship: 'father' } as const;
        const { session: guardian } = await linkedGuardian(browser, product, coach, profileId, parent);
        await use({ site, coach, student, newcomer, clientId: profileId, planId: plan.id, guardian });
      } finally {
        await context.close();
        await coachContext.close();
      }
    },
    { scope: 'file' },
  ],
});

/**
 * The audiences whose screens are walked, each in a test of its own, in the headless shell unless named: the admin's
 * settings show the browser's notification permission, which only the full Chromium has.
 */
const AUDIENCES: Array<[string, Viewer[], ChromiumKind?]> = [
  ['the public pages and the sign-in pages', ['visitor']],
  ["the admin's pages", ['admin'], 'full'],
  ["the coach's pages", ['coach']],
  ["the student's pages", ['newcomer', 'student']],
  ["the guardian's pages", ['guardian']],
];

/**
 * Axe reads each screen once: at desktop width, where every part of it is laid out, and at phone width only on the
 * menus, which on a phone hold the navigation a desktop shows in its header. The pages' other parts are the same at
 * both widths, laid out again; on a phone every control must also be at least 44×44 px.
 */
function readByAxe(screen: Screen, label: string): boolean {
  return label === 'desktop' || screen.menu === true;
}

/**
 * The widths a screen is read at, in order: brought up at desktop width, then laid out again at phone width, as a
 * phone turned or a window narrowed does. A menu is opened again at each width (the frame draws another one on a
 * phone), and a screen for phones only is read at phone width alone.
 */
function widthsOf(screen: Screen) {
  return screen.phoneOnly ? WIDTHS.filter(([label]) => label === 'phone') : [...WIDTHS].reverse();
}

/**
 * Gives the page this size, then waits for the frame drawn at it (what follows media queries has followed) and for
 * the transitions the new size started (a tab growing to its phone height) to end.
 */
async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const now = page.viewportSize();
  if (now?.width === viewport.width && now.height === viewport.height) return;
  await page.setViewportSize(viewport);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/** Closes the open menu, as Escape does, before it is opened again at the next width. */
async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('[role="menu"]').waitFor({ state: 'detached' });
}

/**
 * The frame every signed-in page sits in, at the width `label`: the logo and the practice's name (its short name on a
 * phone, never cut), the person's menu ending in Logout on a phone, Logout in the bar on a desktop (the menu, if any,
 * holding the rest), and a bar that stays on top while the page scrolls. `expect` is the walk's own, as a concurrent
 * test needs.
 */
async function expectFrame(
  page: Page,
  site: SiteInfo,
  label: string,
  where: string,
  expect: ExpectStatic,
): Promise<void> {
  // The page's title shows once its data has loaded.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const banner = page.getByRole('banner');
  expect(await banner.count(), where).toBe(1);
  const brand = banner.getByRole('link').first();
  expect(await brand.innerText(), where).toBe(label === 'phone' ? site.shortName : site.businessName);
  expect(await brand.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), where).toBe(true);
  const box = (await brand.boundingBox())!;
  expect(box.x + box.width, where).toBeLessThanOrEqual(page.viewportSize()!.width);

  const menu = banner.getByRole('button', { name: /^Menu for / });
  if (label === 'phone') {
    await menu.click();
    const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
    expect(items.at(-1), where).toBe('Logout');
    expect(
      items.filter((item) => item === 'Logout'),
      where,
    ).toHaveLength(1);
    await closeMenu(page);
  } else {
    await banner.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    if (await menu.count()) {
      await menu.click();
      expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts(), where).not.toContain('Logout');
      await closeMenu(page);
    }
  }

  // Scrolled down, the bar is still at the top of the screen (the walk scrolls back before its capture).
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(async () => (await banner.boundingBox())?.y, { message: where }).toBe(0);
}

// Forty screens at two widths: minutes on a busy two-core machine. The walks run at once, each in contexts of its
// own, while Chromium's processes share the cores.
describe('every screen', () => {
  for (const [audience, viewers, chromium] of AUDIENCES) {
    const menus = SCREENS.some((screen) => viewers.includes(screen.viewer) && screen.menu);
    const framed = SCREENS.some((screen) => viewers.includes(screen.viewer) && screen.framed);
    test.concurrent(
      `${audience}: axe finds nothing serious at ${DESKTOP.width} px; at ${PHONE.width} px every control is at least ` +
        `44×44 px${menus ? ', and axe finds nothing serious on the menus' : ''}` +
        `${framed ? '; each page sits in the frame' : ''}`,
      { timeout: 300_000 },
      async ({ browser, product, world, expect }) => {
        const problems: string[] = [];
        const pages = new Map<Viewer, Page>();
        try {
          for (const screen of SCREENS) {
            if (!viewers.includes(screen.viewer)) continue;
            let page = pages.get(screen.viewer);
            if (!page) {
              const session = sessionOf(world, screen.viewer);
              // The app's service worker runs only where a screen needs it (the admin's push settings):
              // installing it precaches every remote, for nothing the other screens show.
              const walker = chromium ? await workerBrowser(chromium) : browser;
              const context = await walker.newContext({
                viewport: DESKTOP,
                serviceWorkers: chromium === 'full' ? 'allow' : 'block',
                ...(session ? { storageState: session } : {}),
              });
              page = await context.newPage();
              pages.set(screen.viewer, page);
            }
            const widths = widthsOf(screen);
            for (const [index, [label, viewport]] of widths.entries()) {
              await resize(page, viewport);
              if (index === 0 || screen.menu) await screen.show(page, product, world);
              if (readByAxe(screen, label)) {
                for (const found of await seriousViolations(page)) problems.push(`${screen.name}: ${found}`);
              }
              if (label === 'phone') {
                const small = (await smallTargets(page)).map((found) => `${screen.name}: ${found}`);
                problems.push(...small.filter((found) => !KNOWN_SMALL_TARGETS.has(found)));
              }
              if (screen.framed) await expectFrame(page, world.site, label, `${screen.name} (${label})`, expect);
              // From the top, so the sticky bar is drawn where a person sees it.
              await page.evaluate(() => window.scrollTo(0, 0));
              await capture(page, `screens/${screen.name}-${label}`, { fullPage: true });
              if (screen.menu && index < widths.length - 1) await closeMenu(page);
            }
            await resize(page, DESKTOP);
          }
        } finally {
          for (const page of pages.values()) await page.context().close();
        }
        expect(problems).toEqual([]);
      },
    );
  }
});
