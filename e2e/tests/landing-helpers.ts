// Helpers of the public-site browser tests: the landing page's sections and their wording, scrolling checks,
// filling the consultation form, console watching and reading requests back as the admin.
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SiteInfo } from '@app/api/contract/site';
import { API_PATHS } from '@app/api/contract/paths';
import type { Product } from '../harness/product.ts';

/** Phone and desktop sizes (DESIGN: mobile first at 390 px, good at 1280 px). */
import { DESKTOP, PHONE } from '../harness/widths.ts';
export { expectToast, seriousViolations } from '../harness/screens.ts';

export { DESKTOP, PHONE };

/** The text each section of the landing page must show , by section id. */
export const SECTION_TEXT: Record<string, string[]> = {
  home: [
    'Elite Academic Coaching',
    'Unlock Your True Potential',
    'executive-function coaching',
    'Schedule Free Consultation',
    'Learn More',
    // The credential row's short form of the degree; About gives its full title.
    'PhD Educational Psychology',
    '10+ Years Experience',
    // The hero's price card: per hour of 50-minute coaching (Services prices the session).
    '$85 per hour',
    '50-minute coaching',
  ],
  benefits: ['Neuropsychologically-Based', 'Student-Centered Approach', 'Independence & Growth'],
  about: ['PhD in Educational Psychology', '10+ Years in Elite Educational Settings', 'Executive Function Specialist'],
  services: [
    'What We Target',
    'Study skills and learning strategies',
    'Time management and organization',
    'Working memory and attention skills',
    'Goal setting and self-monitoring',
    'Motivation and confidence building',
    'Our Process',
    'Assessment & Goal Setting',
    'Skill Building & Practice',
    'Monitor & Adjust',
    'Independence & Mastery',
    'Most Popular',
    '$85',
    'per 50-minute session',
    'One-on-one coaching session',
    'Personalized strategies and tools',
    'Progress tracking and feedback',
    'Take-home resources',
    'Book Your Session',
  ],
  testimonials: [
    'Why Choose Us',
    'Science-Based Approach',
    'Personalized Strategies',
    'Proven Results',
    'Expert Guidance',
    'Schedule Your Free Consultation',
  ],
  contact: [
    'Assessment of current challenges and goals',
    'Overview of the coaching approach',
    'Personalized recommendations',
    'Q&A about the coaching process',
    'Schedule Free Consultation',
  ],
};

/** The footer's wording. */
export const FOOTER_TEXT = [
  'Helping bright students unlock their potential through neuropsychologically-based executive-function coaching.',
  'Quick Links',
  '© 2025',
];

/** Reads the practice's profile as every visitor gets it (GET /api/site). */
export async function readSite(product: Product): Promise<SiteInfo> {
  const response = await fetch(`${product.url}${API_PATHS.site}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SiteInfo;
}

/** Waits until the page has stopped scrolling with a section's top just under the sticky header. */
export async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (sectionId) => {
      const memory = window as unknown as { __lastScrollY?: number };
      const settled = memory.__lastScrollY === window.scrollY;
      memory.__lastScrollY = window.scrollY;
      const top = document.getElementById(sectionId)?.getBoundingClientRect().top;
      return settled && top !== undefined && top >= -2 && top <= 100;
    },
    id,
    { polling: 150, timeout: 15_000 },
  );
}

/** Scrolls the page to its end at once, so a following scroll to a section really moves. */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY > 500);
}

/** In the page: whether the element a selector names has been hydrated (or rendered) by React: its props are on it. */
const hydratedInPage = (selector: string) => {
  const element = document.querySelector(selector);
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
};

/** Whether the element a selector names answers clicks. */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(hydratedInPage, selector);
}

/** The consultation form's submit button: once it answers clicks, the landing page does. */
export const FORM_SUBMIT_BUTTON = 'form[aria-label="Free consultation request"] button[type="submit"]';

/** Waits until the landing page answers clicks: its form has been hydrated (or rendered) by React. */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(hydratedInPage, FORM_SUBMIT_BUTTON, { timeout: 30_000 });
}

/** The footer's first button: the footer is the last of the sections whose code loads once the page answers clicks. */
export const LAST_DEFERRED_BUTTON = 'footer nav button';

/** Waits until the sections below the hero, whose code loads once the page answers clicks, answer clicks too. */
export async function waitUntilSectionsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(hydratedInPage, LAST_DEFERRED_BUTTON, { timeout: 30_000 });
}

/** What a visitor types into the consultation form. */
export interface VisitorEntry {
  studentFirstName: string;
  studentLastName: string;
  gradeLabel: string;
  parentName: string;
  phone: string;
  email: string;
  challenges: string;
}

/** A visitor's entry with a unique student name. */
export function visitorEntry(tag: string): VisitorEntry {
  return {
    studentFirstName: `Maya${tag}`,
    studentLastName: 'Lopez',
    gradeLabel: '11th Grade',
    parentName: 'Ana Lopez',
    phone: '(555) 010-2030',
    email: `parent.${tag.toLowerCase()}@example.com`,
    challenges: 'Starts assignments late and loses track of deadlines.',
  };
}

/** The consultation form's control for a label (required labels end in an asterisk hidden from the name). */
export function formField(page: Page, label: string) {
  const text = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return page.locator('form[aria-label="Free consultation request"]').getByLabel(new RegExp(`^${text}\\*?$`));
}

/** Fills the form with the mouse and keyboard as a visitor would. */
export async function fillForm(page: Page, entry: VisitorEntry): Promise<void> {
  await formField(page, 'Student First Name').fill(entry.studentFirstName);
  await formField(page, 'Student Last Name').fill(entry.studentLastName);
  await formField(page, 'Grade Level').selectOption({ label: entry.gradeLabel });
  await formField(page, 'Parent/Guardian Name').fill(entry.parentName);
  await formField(page, 'Best Contact Number').fill(entry.phone);
  await formField(page, 'Email Address').fill(entry.email);
  await formField(page, 'Weekday Evenings').check();
  await formField(page, 'Current Challenges').fill(entry.challenges);
}

/** The form's submit button (the hero has a button with the same name). */
export function submitButton(page: Page) {
  return page.locator('form[aria-label="Free consultation request"] button[type="submit"]');
}

/** The consultation requests stored on the server, read as the admin through the API. */
export async function storedRequests(browser: Browser, product: Product): Promise<Array<Record<string, unknown>>> {
  const admin = await browser.newContext();
  try {
    const login = await admin.request.post(`${product.url}${API_PATHS.adminSignIn}`, {
      data: { password: product.adminPassword },
    });
    expect(login.ok()).toBe(true);
    const list = await admin.request.get(`${product.url}${API_PATHS.consultationRequests}`);
    expect(list.status()).toBe(200);
    return (await list.json()) as Array<Record<string, unknown>>;
  } finally {
    await admin.close();
  }
}

/**
 * Collects the page's console errors and warnings (React reports hydration mismatches there). A failed
 * request is left out: the shell's check of the signed-in user answers 401 to a visitor, by design.
 */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems };
}

/** Holds the next POST to `path` at the network until released, so the pending state can be seen. */
export async function holdNextPost(
  context: BrowserContext,
  path: string,
): Promise<{ seen: Promise<void>; release(): void }> {
  let markSeen!: () => void;
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let used = false;
  await context.route(
    (url) => url.pathname === path,
    async (route) => {
      if (used || route.request().method() !== 'POST') return route.fallback();
      used = true;
      markSeen();
      await released;
      await route.fallback();
    },
  );
  return { seen, release };
}
