/**
 * Test helpers for API tests: a server on a fresh database of the shared embedded store, an HTTP agent,
 * sign-in as any role, the built API as a process.
 */
export { startTestServer, testConfig, TEST_ADMIN_PASSWORD, type TestServer, type TestServerOptions } from './server.js';
export { createAgent, revalidating, type Agent, type AgentResponse, type RequestOptions } from './agent.js';
export { startMailCatcher, type MailCatcher, type ReceivedMail } from './mail.js';
export {
  signInAs,
  adminAgent,
  approveEmail,
  readSignInLink,
  sentSignInLinks,
  requestSignInLink,
  followSignInLink,
  type SignInOptions,
  type SignedIn,
  type ProfileFields,
} from './signIn.js';
export { openEventStream, type EventStream } from './sse.js';
export {
  startPushEndpoint,
  browserKeys,
  decryptPush,
  type PushEndpoint,
  type PushDelivery,
  type BrowserKeys,
} from './pushEndpoint.js';
export { comingHour } from './clock.js';
export { parseCalendar, readCalendarMail, type ParsedCalendar, type ParsedEvent } from './calendar.js';
export { testImage, SVG_WITH_SCRIPT } from './images.js';
export { builtEntry, printedStoreUri, runProcess, startApiProcess, type RunningProcess } from './process.js';
export { openTestDatabase, sharedStore, type TestDatabase } from './store.js';
