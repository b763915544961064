import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { API_PATHS } from '@app/api/contract/paths';
import { capture } from '../harness/browser.ts';
import { COACH_EMAIL, navigateInApp, test, waitForPage, type Session } from '../harness/fixtures.ts';
import { signIn } from '../harness/sign-in.ts';
import {
  DESKTOP,
  expectScrolledTo,
  expectToast,
  fillForm,
  FOOTER_TEXT,
  FORM_SUBMIT_BUTTON,
  formField,
  holdNextPost,
  isHydrated,
  LAST_DEFERRED_BUTTON,
  PHONE,
  readSite,
  scrollToEnd,
  SECTION_TEXT,
  storedRequests,
  submitButton,
  visitorEntry,
  waitUntilInteractive,
  waitUntilSectionsHydrated,
  watchConsole,
} from './landing-helpers.ts';

const SUCCESS_TOAST_TEXT =
  "Thank you for your interest. We'll contact you within 24 hours to schedule your free consultation.";
const FAILURE_TOAST_TEXT = 'There was an error submitting your request. Please try again or contact us directly.';

/**
 * A visitor with nothing stored, for the tests that read and click the page: they share one kept page (personPage).
 * The tests that send the form keep a new context each, so the per-address limit counts each apart.
 */
const VISITOR: Session = { cookies: [], origins: [] };

/** Opens '/' as a first-time visitor (no service worker yet) and waits until every part of the page answers clicks. */
async function openLanding(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await waitForPage(page, 'landing', 'LandingPage');
  await waitUntilInteractive(page);
  await waitUntilSectionsHydrated(page);
}

describe('the public landing page, on a first visit', () => {
  // As a person makes it: the app's service worker registers and installs, and says nothing in the console.
  test.override({ serviceWorkers: 'allow' });
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`shows every section with its wording, in order, on a ${label} (${viewport.width}px)`, async ({
      page,
      product,
    }) => {
      await page.setViewportSize(viewport);
      const console = watchConsole(page);
      await openLanding(page, product.url);
      const site = await readSite(product);

      const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids).toEqual(['home', 'benefits', 'about', 'services', 'testimonials', 'contact']);
      // The words as written (textContent: an uppercase style does not change them), on visible sections.
      const words = async (selector: string) =>
        ((await page.locator(selector).textContent()) ?? '').replace(/\s+/g, ' ');
      for (const [id, texts] of Object.entries(SECTION_TEXT)) {
        expect(await page.locator(`#${id}`).isVisible(), `#${id}`).toBe(true);
        const text = await words(`#${id}`);
        for (const expected of texts) expect(text, `#${id}`).toContain(expected);
      }
      const about = page.locator('#about');
      expect(await words('#about')).toContain(site.coachName);
      const photo = about.locator('img');
      expect(await photo.getAttribute('src')).toBe(site.coachPhotoUrl);
      expect(await photo.getAttribute('loading')).toBe('lazy');
      expect(await photo.getAttribute('width')).toBe('480');
      expect(await photo.getAttribute('height')).toBe('600');
      const footer = await words('footer');
      for (const expected of [...FOOTER_TEXT, site.businessName]) expect(footer).toContain(expected);
      expect(footer).toContain(`© 2025 ${site.businessName}`);

      // The sticky header keeps its height and stays at the top while the page scrolls.
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65);
      await scrollToEnd(page);
      expect((await header.boundingBox())?.y).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

      await capture(page, `landing-${viewport.width}`, { fullPage: true });
      expect(console.problems).toEqual([]);
    });
  }

  test('answers clicks before the code of the sections below the hero loads, showing their server markup meanwhile', async ({
    page,
    product,
  }) => {
    await page.setViewportSize(PHONE);
    const console = watchConsole(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let markRequested!: (formAnswered: boolean) => void;
    const requested = new Promise<boolean>((resolve) => (markRequested = resolve));
    await page.route(/\/mf\/landing\/page\/assets\/sections-below-hero-[^/]+\.js$/, async (route) => {
      markRequested(await isHydrated(page, FORM_SUBMIT_BUTTON));
      await released;
      await route.fallback();
    });
    await page.goto(`${product.url}/`);
    await waitUntilInteractive(page);
    // Their code is asked for only once the form answers.
    expect(await requested).toBe(true);
    // The server's markup of every section stays in place, though not yet hydrated.
    for (const id of ['benefits', 'about', 'services', 'testimonials']) {
      expect(await page.locator(`#${id}`).isVisible(), `#${id}`).toBe(true);
    }
    expect(await page.locator('#services').textContent()).toContain('Book Your Session');
    expect(await page.locator('#contact').textContent()).toContain('Contact Us Directly');
    expect(await isHydrated(page, LAST_DEFERRED_BUTTON)).toBe(false);
    // The hero and the form already answer.
    await page.locator('#home').getByRole('button', { name: 'Schedule Free Consultation' }).click();
    await expectScrolledTo(page, 'contact');

    release();
    await waitUntilSectionsHydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.locator('#services').getByRole('button', { name: 'Book Your Session' }).click();
    await expectScrolledTo(page, 'contact');
    expect(await page.locator('#about').textContent()).toContain('Meet');
    expect(console.problems).toEqual([]);
  });

  test('the page hydrates in place: no console error, no layout shift, only the landing remote', async ({
    page,
    product,
  }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const console = watchConsole(page);
    const remotes = new Set<string>();
    const userChecks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const match = /\/mf\/([a-z]+)\//.exec(pathname);
      if (match) remotes.add(match[1]!);
      if (pathname === API_PATHS.currentUser) userChecks.push(pathname);
    });
    await openLanding(page, product.url);
    // The server's markup is the one on screen: the shell's own root shows nothing of its own.
    expect(await page.locator('#landing-root h1').count()).toBe(1);
    expect(await page.locator('#root h1').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await page.waitForTimeout(1000); // the window in which layout shifts are counted
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01);
    expect([...remotes]).toEqual(['landing']);
    // The server sent this page to a visitor without a session: no round trip asks who is signed in.
    expect(userChecks).toEqual([]);
    expect(console.problems).toEqual([]);
  });
});

describe('the public landing page', () => {
  test('each navigation button scrolls its section into view (desktop)', async ({ personPage, product }) => {
    const page = await personPage(VISITOR, { viewport: DESKTOP });
    await openLanding(page, product.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['About', 'about'],
      ['Services', 'services'],
      ['Why Choose Us', 'testimonials'],
      ['Contact', 'contact'],
      ['Home', 'home'],
    ] as const) {
      await scrollToEnd(page);
      await nav.getByRole('button', { name, exact: true }).click();
      await expectScrolledTo(page, id);
    }
  });

  test('the call-to-action buttons and the footer links scroll to their sections', async ({ personPage, product }) => {
    const page = await personPage(VISITOR, { viewport: DESKTOP });
    await openLanding(page, product.url);
    for (const name of ['Schedule Free Consultation', 'Learn More']) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('#home').getByRole('button', { name, exact: true }).click();
      await expectScrolledTo(page, 'contact');
    }
    await page.locator('#services').getByRole('button', { name: 'Book Your Session' }).click();
    await expectScrolledTo(page, 'contact');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.locator('#testimonials').getByRole('button', { name: 'Schedule Your Free Consultation' }).click();
    await expectScrolledTo(page, 'contact');

    const footerLinks = page.locator('footer').getByRole('navigation', { name: 'Quick Links' });
    expect(await footerLinks.getByRole('button').allInnerTexts()).toEqual([
      'Home',
      'About',
      'Services',
      'Why Choose Us',
    ]);
    for (const [name, id] of [
      ['About', 'about'],
      ['Services', 'services'],
      ['Why Choose Us', 'testimonials'],
      ['Home', 'home'],
    ] as const) {
      await scrollToEnd(page);
      await footerLinks.getByRole('button', { name, exact: true }).click();
      await expectScrolledTo(page, id);
    }
  });

  test('the mobile menu opens, scrolls to the chosen section and closes', async ({ personPage, product }) => {
    const page = await personPage(VISITOR, { viewport: PHONE });
    await openLanding(page, product.url);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    for (const [name, id] of [
      ['Services', 'services'],
      ['Contact', 'contact'],
      ['About', 'about'],
    ] as const) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.waitFor({ state: 'visible' });
      expect(await menu.getByRole('button').allInnerTexts()).toEqual([
        'Home',
        'About',
        'Services',
        'Why Choose Us',
        'Contact',
      ]);
      await menu.getByRole('button', { name, exact: true }).click();
      await menu.waitFor({ state: 'detached' });
      await expectScrolledTo(page, id);
    }
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`Quick Links holds '<short name> Log In', which opens /api/login (${label})`, async ({
      personPage,
      product,
    }) => {
      const page = await personPage(VISITOR, { viewport });
      await openLanding(page, product.url);
      const site = await readSite(product);
      await page.getByRole('button', { name: 'Quick Links' }).click();
      const items = page.getByRole('menuitem');
      expect(await items.allInnerTexts()).toEqual([`${site.shortName} Log In`]);
      await Promise.all([page.waitForURL(`${product.url}${API_PATHS.signIn}`), items.first().click()]);
    });
  }
});

describe('the consultation form', () => {
  test('shows the schema message under each required field and sends nothing', async ({ personPage, product }) => {
    const page = await personPage(VISITOR, { viewport: DESKTOP });
    await openLanding(page, product.url);
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === API_PATHS.requestConsultation) posted++;
    });
    await submitButton(page).click();
    const messages: Record<string, string> = {
      'Student First Name': 'First name is required',
      'Student Last Name': 'Last name is required',
      'Grade Level': 'Please select a grade level',
      'Best Contact Number': 'Phone number is required',
      'Email Address': 'Email is required',
    };
    for (const [label, message] of Object.entries(messages)) {
      const field = formField(page, label);
      await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).innerText(), label).toBe(message);
    }
    // Required fields carry a visible asterisk; the e-mail and phone fields use their input types.
    for (const label of Object.keys(messages)) {
      const id = await formField(page, label).getAttribute('id');
      expect(await page.locator(`label[for="${id}"]`).innerText(), label).toMatch(/\*$/);
    }
    expect(await formField(page, 'Email Address').getAttribute('type')).toBe('email');
    expect(await formField(page, 'Best Contact Number').getAttribute('type')).toBe('tel');
    const grades = await formField(page, 'Grade Level').locator('option:not([value=""])').allInnerTexts();
    expect(grades).toHaveLength(8);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consultation-studentFirstName');

    await formField(page, 'Email Address').fill('not-an-address');
    expect(await page.getByText('Please enter a valid email address').isVisible()).toBe(true);
    expect(posted).toBe(0);
  });

  test('a submission shows Submitting..., then the banner and the toast, resets the form, stores the request; the banner hides after 8 seconds', async ({
    browser,
    context,
    page,
    product,
  }) => {
    await openLanding(page, product.url);
    const entry = visitorEntry('Success');
    await fillForm(page, entry);
    const hold = await holdNextPost(context, API_PATHS.requestConsultation);
    await submitButton(page).click();
    await hold.seen;
    expect(await submitButton(page).innerText()).toBe('Submitting...');
    expect(await submitButton(page).isDisabled()).toBe(true);
    // The banner's times are read in the page: on a busy machine the test hears of a change later than it happens.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = ((window as unknown as { bannerTimes: object }).bannerTimes = {});
      const shown = () =>
        [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent?.includes('Form Submitted Successfully!'));
      new MutationObserver(() => {
        if (times.shown === undefined && shown()) times.shown = performance.now();
        else if (times.shown !== undefined && times.gone === undefined && !shown()) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const bannerTimes = () =>
      page.evaluate(() => ({ now: performance.now(), ...(window as unknown as { bannerTimes: { shown: number; gone?: number } }).bannerTimes }));
    hold.release();

    const banner = page.getByRole('status').filter({ hasText: 'Form Submitted Successfully!' });
    await banner.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await banner.innerText()).toContain("We'll contact you within 24 hours");
    await expectToast(page, 'Consultation Request Submitted!', SUCCESS_TOAST_TEXT);
    expect(await submitButton(page).innerText()).toBe('Schedule Free Consultation');
    for (const label of [
      'Student First Name',
      'Student Last Name',
      'Parent/Guardian Name',
      'Best Contact Number',
      'Email Address',
      'Current Challenges',
    ]) {
      expect(await formField(page, label).inputValue(), label).toBe('');
    }
    expect(await formField(page, 'Grade Level').inputValue()).toBe('');
    expect(await formField(page, 'Weekday Evenings').isChecked()).toBe(false);

    const stored = await storedRequests(browser, product);
    expect(stored.find((request) => request.studentFirstName === entry.studentFirstName)).toMatchObject({
      studentLastName: entry.studentLastName,
      gradeLevel: '11th',
      parentName: entry.parentName,
      phone: entry.phone,
      email: entry.email,
      challenges: entry.challenges,
      weekdayMorning: false,
      weekdayEvening: true,
    });

    // The banner holds the focus as it did when it appeared (the toast's Close took it since).
    await banner.focus();
    const { now, shown } = await bannerTimes();
    await page.waitForTimeout(Math.max(0, shown + 6_500 - now)); // the rule is about time: still shown at 6.5 s
    expect(await banner.isVisible()).toBe(true);
    await banner.waitFor({ state: 'detached', timeout: 5_000 });
    const { gone } = await bannerTimes();
    expect(gone! - shown).toBeGreaterThanOrEqual(7_500);
    // Gone, it hands the focus to the form's first field, not to the page's body.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toContain('Student First Name');
  });

  test("a submission refreshes the admin's list in the same tab (the cached list is invalidated)", async ({
    page,
    product,
  }) => {
    await page.goto(`${product.url}/admin`);
    await waitForPage(page, 'admin', 'AdminPage');
    await page.getByPlaceholder('Enter admin password').fill(product.adminPassword);
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Consultation Requests' }).waitFor();

    await navigateInApp(page, '/');
    await waitForPage(page, 'landing', 'LandingPage');
    await waitUntilInteractive(page);
    const entry = visitorEntry('Cached');
    await fillForm(page, entry);
    await submitButton(page).click();
    await page.getByText('Form Submitted Successfully!').waitFor({ state: 'visible', timeout: 10_000 });

    await navigateInApp(page, '/admin');
    await page.getByText(entry.studentFirstName).first().waitFor({ state: 'visible', timeout: 10_000 });
  });

  test('when the API fails (500) the form keeps its values and the destructive toast shows', async ({
    context,
    page,
    product,
  }) => {
    await openLanding(page, product.url);
    await context.route(
      (url) => url.pathname === API_PATHS.requestConsultation,
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    const entry = visitorEntry('Failure');
    await fillForm(page, entry);
    await submitButton(page).click();
    await expectToast(page, 'Submission Failed', FAILURE_TOAST_TEXT, true);
    expect(await formField(page, 'Student First Name').inputValue()).toBe(entry.studentFirstName);
    expect(await formField(page, 'Email Address').inputValue()).toBe(entry.email);
    expect(await formField(page, 'Grade Level').inputValue()).toBe('11th');
    expect(await formField(page, 'Weekday Evenings').isChecked()).toBe(true);
    expect(await page.getByText('Form Submitted Successfully!').count()).toBe(0);
    expect(await submitButton(page).isEnabled()).toBe(true);
  });

  test('can be completed with the keyboard alone, with a visible focus ring', async ({ browser, page, product }) => {
    await openLanding(page, product.url);
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (let presses = 0; (await focusedId()) !== 'consultation-studentFirstName'; presses++) {
      if (presses > 80) throw new Error('Tab never reached the first field of the form');
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
    expect(ring).not.toBe('none');

    const entry = visitorEntry('Keyboard');
    await page.keyboard.type(entry.studentFirstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(entry.studentLastName);
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('consultation-gradeLevel');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await formField(page, 'Grade Level').inputValue()).toBe('10th');
    await page.keyboard.press('Tab');
    await page.keyboard.type(entry.parentName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(entry.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(entry.email);
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('consultation-weekdayMorning');
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('consultation-challenges');
    await page.keyboard.type(entry.challenges);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.type)).toBe('submit');
    await page.keyboard.press('Enter');

    await page.getByText('Form Submitted Successfully!').waitFor({ state: 'visible', timeout: 10_000 });
    const stored = await storedRequests(browser, product);
    expect(stored.find((request) => request.studentFirstName === entry.studentFirstName)).toMatchObject({
      gradeLevel: '10th',
      weekdayMorning: true,
    });
  });
});

describe('what a crawler receives', () => {
  test("the HTML of '/' holds the page, its price, the canonical URL and the JSON-LD before any script runs", async ({
    browser,
    product,
  }) => {
    const crawler = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await crawler.newPage();
      const response = await page.goto(`${product.url}/`);
      expect(response?.status()).toBe(200);
      const site = await readSite(product);
      expect(await page.locator('h1').innerText()).toBe('Unlock Your True Potential');
      expect(await page.locator('#home').innerText()).toContain(`$${site.pricePerSession}`);
      // The server's form cannot be sent (nor put the family's details in an address) before its code runs.
      const form = page.locator('#contact form');
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
      await form.locator('input').first().fill('Ada');
      await form.locator('input').first().press('Enter');
      expect(page.url()).toBe(`${product.url}/`);
      expect(await page.title()).toBe(`Unlock Your True Potential | ${site.businessName}`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
        /executive-function coaching/,
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${product.url}/`);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${product.url}/`);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(site.businessName);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary');
      const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').innerText());
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'ProfessionalService',
        name: site.businessName,
        url: `${product.url}/`,
        priceRange: `$${site.pricePerSession}`,
        areaServed: { '@type': 'Country', name: 'United States' },
      });
      await capture(page, 'landing-no-javascript-390');
    } finally {
      await crawler.close();
    }
  });

  test('robots.txt and sitemap.xml point at the public address', async ({ page, product }) => {
    const robots = await page.request.get(`${product.url}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${product.url}/sitemap.xml`);
    expect(await robots.text()).toContain('Disallow: /api/');
    const sitemap = await page.request.get(`${product.url}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${product.url}/</loc>`);
  });

  test('a signed-in visitor gets the plain app at / and sees their own page, not the landing page', async ({
    context,
    page,
    product,
  }) => {
    await signIn(context, product, COACH_EMAIL);
    const html = await (await page.request.get(`${product.url}/`)).text();
    expect(html).not.toContain('id="landing-root"');
    await page.goto(`${product.url}/`);
    await waitForPage(page, 'coach', 'CoachDashboard');
    expect(await page.getByText('Unlock Your True Potential').count()).toBe(0);
  });
});

describe('the landing page inside the app', () => {
  test('the app renders it itself (no server markup), and again after an in-app visit elsewhere', async ({
    page,
    product,
  }) => {
    await page.goto(`${product.url}/access-denied`);
    await waitForPage(page, 'landing', 'AccessDenied');
    await page.getByRole('banner').getByRole('link').first().click();
    await waitForPage(page, 'landing', 'LandingPage');
    await waitUntilInteractive(page);
    expect(await page.locator('#root [data-page="LandingPage"] h1').innerText()).toBe('Unlock Your True Potential');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expectScrolledTo(page, 'services');

    await navigateInApp(page, '/access-denied');
    await waitForPage(page, 'landing', 'AccessDenied');
    expect(await page.getByText('Unlock Your True Potential').count()).toBe(0);
    await page.getByRole('banner').getByRole('link').first().click();
    await waitForPage(page, 'landing', 'LandingPage');
    await waitUntilInteractive(page);
    await fillForm(page, visitorEntry('Plain'));
    await submitButton(page).click();
    await page.getByText('Form Submitted Successfully!').waitFor({ state: 'visible', timeout: 10_000 });
  });
});

describe('Access Denied and Page Not Found', () => {
  test("Access Denied offers the way home and a mail link to the coach, and the 404 page the way home", async ({
    personPage,
    product,
  }) => {
    const page = await personPage(VISITOR, { viewport: DESKTOP });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${product.url}/access-denied`);
      await waitForPage(page, 'landing', 'AccessDenied');
      const site = await readSite(product);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Access Denied');
      expect(await page.locator('main').innerText()).toMatch(/email address is not authorized/i);
      expect(await page.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Request Access' }).getAttribute('href')).toMatch(
        new RegExp(`^mailto:${site.coachEmail.replace(/[.+]/g, '\\$&')}\\?`),
      );
      await capture(page, `access-denied-${viewport.width}`, { fullPage: true });

      await page.goto(`${product.url}/no-such-page`);
      await waitForPage(page, 'landing', 'NotFound');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page Not Found');
      expect(await page.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/');
      await capture(page, `not-found-${viewport.width}`, { fullPage: true });

      await openLanding(page, product.url);
    }
  });

  test("Return to Home Page leads back to '/'", async ({ personPage, product }) => {
    const page = await personPage(VISITOR, { viewport: DESKTOP });
    await page.goto(`${product.url}/access-denied`);
    await waitForPage(page, 'landing', 'AccessDenied');
    await page.getByRole('link', { name: 'Return to Home Page' }).click();
    await waitForPage(page, 'landing', 'LandingPage');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
