import { expect } from 'vitest';
import { API_PATHS, type CurrentUser } from '../src/contract/index.js';
import { ApprovedEmail, ClientProfile, User } from '../src/models/index.js';
import { createAgent, type Agent, type AgentResponse } from './agent.js';
import type { TestServer } from './server.js';

/** Profile fields a test may set; the rest get plausible defaults. */
export interface ProfileFields {
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string;
  parentName: string;
  phone: string;
  challenges: string;
  goals: string;
  notes: string;
  isActive: boolean;
}

/** Who to sign in as. */
export interface SignInOptions {
  email: string;
  role: 'client' | 'coach';
  /** Clients only: true for a default profile, an object for chosen fields, false/absent for none. */
  profile?: boolean | Partial<ProfileFields>;
}

/** A signed-in agent and who it is. */
export interface SignedIn {
  agent: Agent;
  email: string;
  userId: string;
  /** The client's profile id, when one was created. */
  profileId: string | null;
  user: CurrentUser;
}

const LINK = /https?:\/\/[^\s"'<>]+\/api\/login\/verify\?token=[A-Za-z0-9_-]+/;

/**
 * Every sign-in link sent to an address so far, oldest first: from the loopback SMTP server when
 * e-mail is on, otherwise from the log lines the server writes instead.
 */
export function sentSignInLinks(server: TestServer, email: string): string[] {
  const address = email.toLowerCase();
  if (server.mail) {
    return server.mail.messages
      .filter((mail) => mail.to.includes(address))
      .map((mail) => LINK.exec(mail.text)?.[0])
      .filter((link): link is string => !!link);
  }
  return server.logs
    .filter((line) => line.msg === 'sign-in link' && line.email === address)
    .map((line) => String(line.link));
}

/** Waits until more than `count` links were sent to the address, and returns the next one. */
async function waitForLink(server: TestServer, email: string, count: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = sentSignInLinks(server, email);
    if (links.length > count) return links[count]!;
    if (Date.now() > deadline) throw new Error(`No sign-in link for ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The newest sign-in link sent to an address, waiting up to `timeoutMs` for a first one. */
export async function readSignInLink(server: TestServer, email: string, timeoutMs = 10_000): Promise<string> {
  await waitForLink(server, email, 0, timeoutMs);
  return sentSignInLinks(server, email).at(-1)!;
}

/**
 * Follows a sign-in link as a browser does: opens it (the confirmation page, which must not use the
 * token up), then presses its button (a same-origin POST of the token). Returns the POST's reply.
 */
export async function followSignInLink(agent: Agent, link: string): Promise<AgentResponse> {
  const page = await agent.get(link);
  if (page.status !== 200) return page;
  const token = /name="token" value="([^"]+)"/.exec(page.text())?.[1];
  if (!token) throw new Error(`No confirmation form at ${link}`);
  return agent.post(API_PATHS.signInVerify, undefined, {
    raw: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: agent.baseUrl, 'sec-fetch-site': 'same-origin' },
  });
}

/** Asks for a sign-in link as the page does (POST /api/login) and returns the link this request sent. */
export async function requestSignInLink(server: TestServer, agent: Agent, email: string): Promise<string> {
  const before = sentSignInLinks(server, email).length;
  const response = await agent.post(API_PATHS.signIn, { email });
  expect(response.status, response.text()).toBe(200);
  return waitForLink(server, email, before, 10_000);
}

/** Approves an address for sign-in (the coach's Platform Access list). */
export async function approveEmail(email: string): Promise<void> {
  await ApprovedEmail.updateOne(
    { email: email.toLowerCase() },
    { $setOnInsert: { email: email.toLowerCase() } },
    { upsert: true, setDefaultsOnInsert: true },
  );
}

let counter = 0;

/**
 * Signs in through the real e-mail link flow: approves the address (clients) or adds it to the
 * coach addresses (coaches), asks for a link, follows it, and checks GET /api/auth/user.
 * `profile` creates the client's profile (stored directly, as profile set-up would).
 */
export async function signInAs(server: TestServer, options: SignInOptions): Promise<SignedIn> {
  const email = options.email.toLowerCase();
  if (options.role === 'coach') {
    if (!server.config.coachEmails.includes(email)) server.config.coachEmails.push(email);
  } else {
    await approveEmail(email);
  }
  const agent = createAgent(server.url);
  const link = await requestSignInLink(server, agent, email);
  const followed = await followSignInLink(agent, link);
  expect(followed.status).toBe(303);
  expect(followed.headers.get('location')).toBe('/');

  let profileId: string | null = null;
  const user = await User.findOne({ email }).lean();
  if (!user) throw new Error(`No user for ${email} after sign-in`);
  if (options.role === 'client' && options.profile) {
    counter += 1;
    const fields = options.profile === true ? {} : options.profile;
    const profile = await ClientProfile.create({
      userId: user._id,
      studentFirstName: `Student${counter}`,
      studentLastName: 'Tester',
      gradeLevel: '10th Grade',
      ...fields,
    });
    profileId = profile._id;
  }
  const me = await agent.get(API_PATHS.currentUser);
  expect(me.status, me.text()).toBe(200);
  return { agent, email, userId: user._id, profileId, user: me.json<CurrentUser>() };
}

/** An agent signed in as the admin with the shared password. */
export async function adminAgent(server: TestServer): Promise<Agent> {
  const agent = createAgent(server.url);
  const response = await agent.post(API_PATHS.adminSignIn, { password: server.config.adminPassword });
  expect(response.status, response.text()).toBe(200);
  return agent;
}
