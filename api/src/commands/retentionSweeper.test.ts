import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/index.js';
import { loadConfig } from '../config.js';
import { AccessLogEntry, ConsultationRequest } from '../models/index.js';
import { createRetentionSweep, sweepRetention } from './retentionSweeper.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2027-06-01T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function seed() {
  await ConsultationRequest.deleteMany({});
  await AccessLogEntry.deleteMany({});
  const request = (name: string, createdAt: Date | null) => ({
    studentFirstName: name,
    studentLastName: 'Family',
    gradeLevel: '10th',
    phone: '555 123 4567',
    email: `${name}@example.com`,
    ...(createdAt ? { createdAt } : {}),
  });
  // Written without timestamps so that createdAt is the date given (or missing, as on old items).
  await ConsultationRequest.collection.insertMany([
    { _id: 'fresh', ...request('fresh', daysBefore(10)) },
    { _id: 'edge', ...request('edge', daysBefore(364)) },
    { _id: 'old', ...request('old', daysBefore(366)) },
    { _id: 'undated', ...request('undated', null) },
  ] as never[]);
  await AccessLogEntry.collection.insertMany([
    { _id: 'recent', action: 'client.view', actor: { kind: 'coach' }, createdAt: daysBefore(700) },
    { _id: 'expired', action: 'client.view', actor: { kind: 'coach' }, createdAt: daysBefore(731) },
  ] as never[]);
}

const ids = async () => ({
  requests: (await ConsultationRequest.find({}, { _id: 1 }).lean()).map((r) => r._id).sort(),
  entries: (await AccessLogEntry.find({}, { _id: 1 }).lean()).map((e) => e._id).sort(),
});

describe('the retention sweep', () => {
  beforeEach(seed);

  it('deletes consultation requests past 365 days (undated count as oldest) and log entries past 730', async () => {
    const outcome = await sweepRetention(NOW, { consultationDays: 365, accessLogDays: 730 });
    expect(outcome).toEqual({ consultationRequests: 2, accessLogEntries: 1, studentDeletions: 0 });
    expect(await ids()).toEqual({ requests: ['edge', 'fresh'], entries: ['recent'] });
    expect(await sweepRetention(NOW, { consultationDays: 365, accessLogDays: 730 })).toEqual({
      consultationRequests: 0,
      accessLogEntries: 0,
      studentDeletions: 0,
    });
  });

  it('follows the configured periods', async () => {
    await sweepRetention(NOW, { consultationDays: 30, accessLogDays: 365 });
    expect(await ids()).toEqual({ requests: ['fresh'], entries: [] });
  });

  it('sweeps at start, then once per interval, on its clock', async () => {
    let now = NOW;
    const sweep = createRetentionSweep({
      retention: { consultationDays: 365, accessLogDays: 730 },
      logger: server.services.logger,
      intervalMs: 50,
      now: () => now,
    });
    sweep.start();
    await sweep.stop();
    expect((await ids()).requests).toEqual(['edge', 'fresh']);
    // A day later by its clock the request of 364 days has passed the limit on the next run.
    now = new Date(NOW.getTime() + 2 * DAY);
    sweep.start();
    await expect.poll(async () => (await ids()).requests, { timeout: 10_000 }).toEqual(['fresh']);
    await sweep.stop();
    expect(server.logs.some((line) => line.msg === 'retention sweep removed old records')).toBe(true);
  });
});

describe('CONSULTATION_RETENTION_DAYS and ACCESS_LOG_RETENTION_DAYS', () => {
  it('default to 365 and 730 days', () => {
    expect(loadConfig({}).retention).toEqual({ consultationDays: 365, accessLogDays: 730 });
  });

  it('take whole numbers of days and refuse anything else, naming the variable', () => {
    expect(loadConfig({ CONSULTATION_RETENTION_DAYS: '90', ACCESS_LOG_RETENTION_DAYS: '400' }).retention).toEqual({
      consultationDays: 90,
      accessLogDays: 400,
    });
    expect(() => loadConfig({ CONSULTATION_RETENTION_DAYS: '0' })).toThrow(
      'CONSULTATION_RETENTION_DAYS: must be a whole number of days, 1 or more',
    );
    expect(() => loadConfig({ ACCESS_LOG_RETENTION_DAYS: 'forever' })).toThrow('ACCESS_LOG_RETENTION_DAYS:');
  });
});
