import type { BrowserContext, Cookie } from 'playwright-core';
import { API_PATHS } from '@app/api/contract/paths';
import { buildStudent } from './factories.ts';
import type { Product } from './product.ts';

const FRESH_SOCKET = { connection: 'close' };

/**
 * Each person's session cookies, per product: a worker runs its files one after another against one
 * product, so a person signs in once per worker (sign-in links are rate limited per mailbox).
 */
const keptSessions = new Map<string, Cookie[]>();

/** Whether the context's cookies carry a live session. */
async function isSignedIn(context: BrowserContext, product: Product): Promise<boolean> {
  const user = await context.request.get(`${product.url}${API_PATHS.currentUser}`, { headers: FRESH_SOCKET });
  return user.ok();
}

/**
 * Signs a browser context in without a page, as the real flow does over HTTP: ask for a link (POST
 * /api/login), read it from the server log (e-mail is off in tests), then post the confirmation page's
 * form from this site's origin. A session kept from earlier in this worker is reused while it is live.
 * The tests of sign-in itself drive the real pages instead.
 */
export async function signIn(context: BrowserContext, product: Product, email: string): Promise<void> {
  const key = `${product.url} ${email.toLowerCase()}`;
  const kept = keptSessions.get(key);
  if (kept) {
    await context.addCookies(kept);
    if (await isSignedIn(context, product)) return;
    await context.clearCookies();
  }
  const since = product.logLines().length;
  // The server closes a socket idle for 5 s, and the log wait below can last that long: a request sent on
  // a kept socket just as it closes fails with "socket hang up", so these requests do not keep theirs.
  const asked = await context.request.post(`${product.url}${API_PATHS.signIn}`, {
    data: { email },
    headers: FRESH_SOCKET,
  });
  if (!asked.ok()) throw new Error(`POST ${API_PATHS.signIn}: ${asked.status()} ${await asked.text()}`);
  const line = await product.waitForLog(
    (entry) => entry.msg === 'sign-in link' && entry.email === email.toLowerCase(),
    {
      since,
    },
  );
  const token = new URL(String(line.link)).searchParams.get('token') ?? '';
  const confirmed = await context.request.post(`${product.url}${API_PATHS.signInVerify}`, {
    form: { token },
    headers: { ...FRESH_SOCKET, origin: product.url },
    maxRedirects: 0,
  });
  if (confirmed.status() !== 303)
    throw new Error(`POST ${API_PATHS.signInVerify}: ${confirmed.status()} ${await confirmed.text()}`);
  if (!(await isSignedIn(context, product))) throw new Error(`Sign-in as ${email} did not create a session`);
  keptSessions.set(key, (await context.storageState()).cookies);
}

/** Adds an address to the approved list, as the signed-in coach of `coach` (a browser context). */
export async function approveEmail(coach: BrowserContext, product: Product, email: string): Promise<void> {
  const response = await coach.request.post(`${product.url}${API_PATHS.approvedEmails}`, { data: { email } });
  if (!response.ok()) throw new Error(`Approving ${email}: ${response.status()} ${await response.text()}`);
}

/** A student's names and grade, as the profile set-up form asks for them. */
export interface StudentNames {
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string;
}

/** Creates the signed-in student's profile through the API, as the set-up form does; resolves to its id. */
export async function createProfile(
  client: BrowserContext,
  product: Product,
  email: string,
  names: StudentNames = buildStudent(),
): Promise<string> {
  const response = await client.request.post(`${product.url}${API_PATHS.clientProfile}`, { data: { ...names, email } });
  if (!response.ok()) throw new Error(`Creating a profile: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
