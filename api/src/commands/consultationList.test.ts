import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsultationRequest as Request } from '../contract/index.js';
import { ConsultationRequest } from '../models/index.js';
import { cachedConsultationList, forgetConsultationList, listCacheLimits } from './consultationList.js';
import { openTestStore, type TestStore } from './test/store.js';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());
beforeEach(async () => {
  await ConsultationRequest.deleteMany({});
  forgetConsultationList();
});

let counter = 0;
/** Stores a request directly, as another process behind the same database would. */
async function storeRequest(firstName: string) {
  counter += 1;
  await ConsultationRequest.create({
    studentFirstName: firstName,
    studentLastName: 'List',
    gradeLevel: '10th',
    phone: '555-010-0000',
    email: `list${counter}@example.com`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, counter)),
  });
}

const names = (body: Buffer | null) => (JSON.parse(body!.toString('utf8')) as Request[]).map((r) => r.studentFirstName);

/** Waits until the background refresh (one read of the store) has replaced the kept copy `old`. */
async function replaced(old: Buffer | null) {
  for (let tries = 0; tries < 400; tries += 1) {
    const body = await cachedConsultationList();
    if (body !== old) return body;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the list was not refreshed');
}

describe('cachedConsultationList', () => {
  it('reuses the copy within its time to live, newest first', async () => {
    await storeRequest('Older');
    await storeRequest('Newer');
    const first = await cachedConsultationList();
    expect(names(first)).toEqual(['Newer', 'Older']);
    await storeRequest('Unseen');
    expect(await cachedConsultationList()).toBe(first);
  });

  it('answers with the old copy once while refreshing it after the time to live, then shows the change', async () => {
    await storeRequest('Before');
    const first = await cachedConsultationList();
    await storeRequest('Elsewhere');
    const later = Date.now() + listCacheLimits.ttlMs;
    expect(await cachedConsultationList(later)).toBe(first);
    // The refresh started above replaces the copy; from then on the change shows.
    const refreshed = await replaced(first);
    expect(names(refreshed)).toEqual(['Elsewhere', 'Before']);
  });

  it('waits for a fresh read past the stale limit', async () => {
    await storeRequest('Before');
    await cachedConsultationList();
    await storeRequest('Elsewhere');
    const muchLater = Date.now() + listCacheLimits.ttlMs + listCacheLimits.staleMs;
    expect(names(await cachedConsultationList(muchLater))).toEqual(['Elsewhere', 'Before']);
  });

  it('answers after a change in this process with a new read, not one begun before the change', async () => {
    await storeRequest('Before');
    const older = cachedConsultationList();
    // The change's write is acknowledged before the list is forgotten, so only a later read shows it.
    forgetConsultationList();
    const current = cachedConsultationList();
    expect(await current).not.toBe(await older);
    expect(names(await current)).toEqual(['Before']);
    // The older read is not kept; the newer one is.
    expect(await cachedConsultationList()).toBe(await current);
  });
});
