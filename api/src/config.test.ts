import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMITS, REPO_ROOT, loadConfig, notificationEmailConfigured } from './config.js';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      production: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      mongodbUri: null,
      publicUrl: 'http://127.0.0.1:3000',
      adminPassword: null,
      sessionKeys: null,
      coachEmails: [],
      email: {
        user: null,
        appPassword: null,
        notificationEmail: null,
        smtpHost: 'smtp.gmail.com',
        smtpPort: 465,
        smtpSecure: true,
      },
      oidc: null,
      trustProxy: false,
      trustedProxyHops: 0,
      pushAllowPrivateEndpoints: false,
      staticRoot: REPO_ROOT,
      rateLimits: DEFAULT_RATE_LIMITS,
      sseHeartbeatMs: 25_000,
      practiceTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      mailHourlyCap: 200,
    });
    expect(notificationEmailConfigured(config)).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/coaching',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster.example.net/coaching',
      PUBLIC_URL: 'https://coaching.example.com/',
      ADMIN_PASSWORD: 'a long admin password',
      SESSION_SECRET: `${'k'.repeat(32)},${'o'.repeat(32)}`,
      COACH_EMAILS: ' Dr.Mitchell@Example.com , second@example.com ',
      EMAIL_USER: 'practice@gmail.com',
      EMAIL_APP_PASSWORD: 'abcd efgh ijkl mnop',
      NOTIFICATION_EMAIL: 'alerts@example.com',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '587',
      SMTP_SECURE: 'false',
      VAPID_PUBLIC_KEY: 'public',
      VAPID_PRIVATE_KEY: 'private',
      VAPID_SUBJECT: 'https://coaching.example.com',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'coaching',
      OIDC_CLIENT_SECRET: 'shh',
      PRACTICE_TIME_ZONE: 'America/New_York',
      TRUST_PROXY: 'true',
      TRUSTED_PROXY_HOPS: '2',
      MAIL_HOURLY_CAP: '50',
    });
    expect(config).toMatchObject({
      env: 'production',
      production: true,
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/coaching',
      mongodbUri: 'mongodb+srv://user:pw@cluster.example.net/coaching',
      publicUrl: 'https://coaching.example.com',
      adminPassword: 'a long admin password',
      sessionKeys: ['k'.repeat(32), 'o'.repeat(32)],
      coachEmails: ['dr.mitchell@example.com', 'second@example.com'],
      email: { smtpHost: 'smtp.example.com', smtpPort: 587, smtpSecure: false },
      vapid: { publicKey: 'public', privateKey: 'private', subject: 'https://coaching.example.com' },
      oidc: { issuer: 'https://id.example.com', clientId: 'coaching', clientSecret: 'shh' },
      trustProxy: true,
      practiceTimeZone: 'America/New_York',
      trustedProxyHops: 2,
      mailHourlyCap: 50,
    });
    expect(notificationEmailConfigured(config)).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ SMTP_PORT: '-1' }, 'SMTP_PORT: must be a whole number from 0 to 65535'],
    [{ SMTP_SECURE: 'maybe' }, 'SMTP_SECURE: must be true or false'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: must be development, production or test'],
    [{ MONGODB_URI: 'postgres://db' }, 'MONGODB_URI: must start with mongodb:// or mongodb+srv://'],
    [{ PUBLIC_URL: 'coaching.example.com' }, 'PUBLIC_URL: must be an absolute http(s) URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 8 characters'],
    [{ ADMIN_PASSWORD: 'x'.repeat(201) }, 'ADMIN_PASSWORD: must be at most 200 characters'],
    [{ SESSION_SECRET: 'too short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [{ COACH_EMAILS: 'coach@example.com, nobody' }, 'COACH_EMAILS: "nobody" is not an e-mail address'],
    [{ NOTIFICATION_EMAIL: 'alerts' }, 'NOTIFICATION_EMAIL: must be an e-mail address'],
    [{ SITE_PRICE: 'free' }, 'SITE_PRICE: must be a positive number'],
    [{ VAPID_SUBJECT: 'admin@example.com' }, 'VAPID_SUBJECT: must start with mailto: or https://'],
    [{ VAPID_PUBLIC_KEY: 'only-one' }, 'VAPID_PRIVATE_KEY: set both VAPID keys or neither'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID: is required when OIDC_ISSUER is set'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY: must be true or false'],
    [{ PRACTICE_TIME_ZONE: 'Mars/Olympus_Mons' }, 'PRACTICE_TIME_ZONE: "Mars/Olympus_Mons" is not an IANA time zone'],
    [{ TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '0' }, 'TRUSTED_PROXY_HOPS: must be a whole number from 1 to 10'],
    [{ TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: 'one' }, 'TRUSTED_PROXY_HOPS: must be a whole number from 1 to 10'],
    [{ TRUSTED_PROXY_HOPS: '1' }, 'TRUSTED_PROXY_HOPS: applies only with TRUST_PROXY=true'],
    [{ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'perhaps' }, 'PUSH_ALLOW_PRIVATE_ENDPOINTS: must be true or false'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY: must be a whole number from 1 to 64, or auto (one per core)'],
    [{ WEB_CONCURRENCY: 'many' }, 'WEB_CONCURRENCY: must be a whole number from 1 to 64, or auto (one per core)'],
    [
      { NODE_ENV: 'production', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
      'PUSH_ALLOW_PRIVATE_ENDPOINTS: must not be true when NODE_ENV=production',
    ],
    [{ MAIL_HOURLY_CAP: '0' }, 'MAIL_HOURLY_CAP: must be a whole number of at least 1'],
    [{ MAIL_HOURLY_CAP: 'lots' }, 'MAIL_HOURLY_CAP: must be a whole number of at least 1'],
  ])('names the variable at fault: %j', (env, message) => {
    expect(errorOf(env)).toContain(message);
  });

  it('names every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', SMTP_SECURE: 'perhaps' });
    expect(message).toContain('PORT:');
    expect(message).toContain('SMTP_SECURE:');
  });

  it('requires the secrets in production', () => {
    const message = errorOf({ NODE_ENV: 'production' });
    expect(message).toContain('ADMIN_PASSWORD: is required when NODE_ENV=production');
    expect(message).toContain('SESSION_SECRET: is required when NODE_ENV=production');
    expect(message).toContain('PRACTICE_TIME_ZONE: is required when NODE_ENV=production (e.g. America/New_York)');
    expect(message).toContain('VAPID_PUBLIC_KEY: VAPID keys are required when NODE_ENV=production');
  });

  it('keeps the canonical spelling of the practice time zone', () => {
    expect(loadConfig({ PRACTICE_TIME_ZONE: 'europe/london' }).practiceTimeZone).toBe('Europe/London');
  });

  it('in production, trusts a proxy by default only when the server listens on this machine alone', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'a long password',
      SESSION_SECRET: 'k'.repeat(32),
      PRACTICE_TIME_ZONE: 'America/Chicago',
    };
    const keys = { VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' };
    expect(loadConfig({ ...production, ...keys }).trustProxy).toBe(true);
    expect(loadConfig({ ...production, ...keys, HOST: '::1' }).trustProxy).toBe(true);
    expect(errorOf({ ...production, ...keys, HOST: '0.0.0.0' })).toBe(
      'TRUST_PROXY: is required when HOST (0.0.0.0) is reachable from other machines: true behind a reverse proxy, false when browsers connect directly',
    );
    expect(loadConfig({ ...production, ...keys, HOST: '0.0.0.0', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, ...keys, HOST: '0.0.0.0', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('trusts one proxy by default behind a proxy, none without', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustedProxyHops).toBe(0);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', MONGODB_URI: '', EMAIL_USER: ' ' })).toMatchObject({
      port: 3000,
      mongodbUri: null,
      email: { user: null },
    });
  });
});

describe('WEB_CONCURRENCY', () => {
  it('is 1 by default, a number of workers, or auto for one per core', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(os.availableParallelism());
  });
});
