import type { BrowserContext } from 'playwright-core';
import type { Product } from './product.ts';

const FRESH_SOCKET = { connection: 'close' };

/**
 * Signs a browser context in through the real flow: ask for a link (POST /api/login, as the log-in page
 * does), read it from the server log (e-mail is off in tests), open it and press the confirmation page's
 * 'Sign in' button.
 */
export async function signIn(context: BrowserContext, product: Product, email: string): Promise<void> {
  const since = product.logLines().length;
  // The server closes a socket idle for 5 s, and the waits below can last that long: a request sent on a
  // kept socket just as it closes fails with "socket hang up", so these two do not keep theirs.
  const response = await context.request.post(`${product.url}/api/login`, { data: { email }, headers: FRESH_SOCKET });
  if (!response.ok()) throw new Error(`POST /api/login: ${response.status()} ${await response.text()}`);
  const line = await product.waitForLog(
    (entry) => entry.msg === 'sign-in link' && entry.email === email.toLowerCase(),
    {
      since,
    },
  );
  const page = await context.newPage();
  await page.goto(String(line.link));
  // Closed only once the app it leads to has loaded: Chromium can leave a close that races a navigation
  // still being committed unanswered for good.
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/api/login/verify', { waitUntil: 'load' }),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await page.close();
  const user = await context.request.get(`${product.url}/api/auth/user`, { headers: FRESH_SOCKET });
  if (!user.ok()) throw new Error(`Sign-in as ${email} did not create a session (${user.status()})`);
}

/** Adds an address to the approved list, as the signed-in coach of `coach` (a browser context). */
export async function approveEmail(coach: BrowserContext, product: Product, email: string): Promise<void> {
  const response = await coach.request.post(`${product.url}/api/coach/approved-emails`, { data: { email } });
  if (!response.ok()) throw new Error(`Approving ${email}: ${response.status()} ${await response.text()}`);
}

/** A student's names and grade, as the profile set-up form asks for them. */
export interface StudentNames {
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string;
}

const MAYA: StudentNames = { studentFirstName: 'Maya', studentLastName: 'Chen', gradeLevel: '11th Grade' };

/** Creates the signed-in student's profile through the API, as the set-up form does; resolves to its id. */
export async function createProfile(
  client: BrowserContext,
  product: Product,
  email: string,
  names: StudentNames = MAYA,
): Promise<string> {
  const response = await client.request.post(`${product.url}/api/client-profile`, { data: { ...names, email } });
  if (!response.ok()) throw new Error(`Creating a profile: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
