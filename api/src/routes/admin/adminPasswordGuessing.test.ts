import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { DEFAULT_RATE_LIMITS } from '../../config.js';
import { createRateCounter } from '../../services/rateCounter.js';
import { UNCOUNTED_MESSAGE } from '../../services/rateLimiter.js';
import { createAgent, startTestServer, type TestServer } from '../../../test/index.js';

/** The client's real address, as the one reverse proxy in front of the server appends it. */
const REAL_ADDRESS = '198.51.100.7';
const TOO_MANY = { message: 'Too many login attempts. Please wait a few minutes and try again.' };

/** A counter that fails like a store out of reach while `storeDown` is set. */
let storeDown = false;
const realCounter = createRateCounter();
const flakyCounter = {
  hit: (key: string, windowMs: number) =>
    storeDown ? Promise.reject(new Error('store unreachable')) : realCounter.hit(key, windowMs),
  peek: (key: string, windowMs: number) =>
    storeDown ? Promise.reject(new Error('store unreachable')) : realCounter.peek(key, windowMs),
  reset: () => realCounter.reset(),
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: true, trustedProxyHops: 1 },
    rateLimits: { adminLogin: DEFAULT_RATE_LIMITS.adminLogin, adminLoginFailures: DEFAULT_RATE_LIMITS.adminLoginFailures },
    services: { rateCounter: flakyCounter },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  storeDown = false;
  server.app.maxIpsCount = 1;
  server.config.rateLimits.adminLoginFailures.max = DEFAULT_RATE_LIMITS.adminLoginFailures.max;
  await server.services.rateLimiter.reset();
});

const guess = (forwardedFor: string, password = 'a wrong guess') =>
  createAgent(server.url).post(API_PATHS.adminSignIn, { password }, { headers: { 'x-forwarded-for': forwardedFor } });

describe('guessing the admin password with a new forged X-Forwarded-For each time', () => {
  it('is stopped by the per-address limit: the proxy-appended address is the one counted', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await guess(`10.0.${attempt}.1, 203.0.113.${attempt}, ${REAL_ADDRESS}`);
      statuses.push(response.status);
      if (response.status === 429) expect(response.json()).toEqual(TOO_MANY);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const refused = server.logs.filter((entry) => entry.msg === 'admin login refused');
    expect(refused.at(-1)).toMatchObject({ ip: REAL_ADDRESS });
    expect((await guess(REAL_ADDRESS, server.config.adminPassword)).status).toBe(429);
  });

  it('counts the address the first of two proxies saw when TRUSTED_PROXY_HOPS=2', async () => {
    server.app.maxIpsCount = 2;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      statuses.push((await guess(`10.9.${attempt}.1, ${REAL_ADDRESS}, 192.0.2.${attempt}`)).status);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('guessing from many addresses of one IPv6 /64', () => {
  it('is counted as one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      statuses.push((await guess(`2001:db8:7:1:${attempt.toString(16)}::9`)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // Another /64 is another subscriber.
    expect((await guess('2001:db8:7:2::9')).status).toBe(401);
  });
});

describe('guessing from many real addresses (a botnet)', () => {
  it('meets the limit on failed log-ins from everyone together, which then holds the right password too', async () => {
    server.config.rateLimits.adminLoginFailures.max = 5;
    for (let address = 1; address <= 5; address += 1) {
      expect((await guess(`192.0.2.${address}`)).status).toBe(401);
    }
    const sixth = await guess('192.0.2.6');
    expect(sixth.status).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guess('192.0.2.7', server.config.adminPassword)).status).toBe(429);
  });

  it('spares a device the admin logged in on before, under the current password only', async () => {
    const admin = createAgent(server.url);
    const logIn = (password: string) =>
      admin.post(API_PATHS.adminSignIn, { password }, { headers: { 'x-forwarded-for': '198.51.100.20' } });
    expect((await logIn(server.config.adminPassword)).status).toBe(200);
    server.config.rateLimits.adminLoginFailures.max = 2;
    for (let address = 1; address <= 2; address += 1) expect((await guess(`192.0.2.${address}`)).status).toBe(401);
    expect((await guess('192.0.2.3', server.config.adminPassword)).status).toBe(429);
    // A forged cookie is no way round it.
    const forged = await createAgent(server.url).post(
      API_PATHS.adminSignIn,
      { password: server.config.adminPassword },
      { headers: { 'x-forwarded-for': '192.0.2.4', cookie: `ef.admin-device=${admin.cookies()['ef.admin-device']}` } },
    );
    expect(forged.status).toBe(429);
    // The admin's own device is told of a typo, and logs in.
    expect((await logIn('a typo')).status).toBe(401);
    expect((await logIn(server.config.adminPassword)).status).toBe(200);
    // Once ADMIN_PASSWORD changes, the device is like any other.
    const previous = server.config.adminPassword;
    server.config.adminPassword = 'the admin password after a change';
    try {
      expect((await logIn('the admin password after a change')).status).toBe(429);
    } finally {
      server.config.adminPassword = previous;
    }
  });

  it('does not count successful log-ins', async () => {
    server.config.rateLimits.adminLoginFailures.max = 2;
    for (let address = 1; address <= 4; address += 1) {
      expect((await guess(`192.0.2.${address}`, server.config.adminPassword)).status).toBe(200);
    }
    expect((await guess('192.0.2.9')).status).toBe(401);
  });
});

describe('guessing while the store cannot count', () => {
  it('refuses admin log-in (fails closed) and says so in the log', async () => {
    storeDown = true;
    const response = await guess(REAL_ADDRESS, server.config.adminPassword);
    expect(response.status).toBe(503);
    expect(response.json()).toEqual({ message: UNCOUNTED_MESSAGE });
    expect(server.logs.find((entry) => String(entry.msg).startsWith('rate limit adminLogin'))).toMatchObject({
      level: 'error',
      msg: 'rate limit adminLogin could not be counted: request refused',
      error: 'store unreachable',
    });
  });

  it('lets a consultation request through (fails open) and says so in the log', async () => {
    storeDown = true;
    const response = await createAgent(server.url).post(API_PATHS.requestConsultation, {
      studentFirstName: 'Avery',
      studentLastName: 'Jordan',
      gradeLevel: '11th',
      parentName: 'Pat Jordan',
      phone: '(555) 123-4567',
      email: 'pat.jordan@example.com',
      challenges: 'Starts assignments late.',
      weekdayMorning: false,
      weekdayAfternoon: true,
      weekdayEvening: false,
      weekend: true,
    });
    expect(response.status).toBe(201);
    expect(server.logs.find((entry) => String(entry.msg).startsWith('rate limit consultation'))).toMatchObject({
      level: 'error',
      msg: 'rate limit consultation could not be counted: request allowed',
    });
  });
});
