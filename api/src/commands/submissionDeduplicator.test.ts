import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RecentSubmission } from '../models/index.js';
import { startTestServer, type TestServer } from '../../test/index.js';
import { REPEAT_WINDOW_MS } from '../services/lifetimes.js';
import { claimSubmission, submissionFingerprint } from './submissionDeduplicator.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await RecentSubmission.deleteMany({});
});

const fields = { studentFirstName: 'Avery', email: 'pat@example.com', weekend: true };

describe('submissionFingerprint', () => {
  it('is the same for the same address and fields in any order, different otherwise', () => {
    const one = submissionFingerprint('203.0.113.7', fields);
    expect(submissionFingerprint('203.0.113.7', { weekend: true, email: 'pat@example.com', studentFirstName: 'Avery' })).toBe(one);
    expect(submissionFingerprint('198.51.100.2', fields)).not.toBe(one);
    expect(submissionFingerprint('203.0.113.7', { ...fields, weekend: false })).not.toBe(one);
    expect(one).not.toContain('pat');
  });
});

describe('claimSubmission', () => {
  it('claims once within 10 minutes, and again once they have passed', async () => {
    const start = new Date('2026-01-05T10:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const fingerprint = submissionFingerprint('203.0.113.7', fields);
    expect(await claimSubmission(fingerprint, start)).toBe(true);
    expect(await claimSubmission(fingerprint, at(60_000))).toBe(false);
    expect(await claimSubmission(fingerprint, at(REPEAT_WINDOW_MS - 1))).toBe(false);
    // The TTL sweep may not have run yet: the passed claim is taken over.
    expect(await claimSubmission(fingerprint, at(REPEAT_WINDOW_MS))).toBe(true);
    expect(await claimSubmission(fingerprint, at(REPEAT_WINDOW_MS + 1))).toBe(false);
    expect(REPEAT_WINDOW_MS).toBe(600_000);
  });
});
