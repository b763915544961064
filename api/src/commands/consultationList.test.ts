import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSULTATION_PAGE_SIZE, type ConsultationRequest as Request } from '../contract/index.js';
import { cursorOf } from './consultationCursor.js';
import { ConsultationRequest } from '../models/index.js';
import { FIRST_PAGE_STALE_MS, FIRST_PAGE_TTL_MS } from '../services/lifetimes.js';
import { cachedFirstPage, forgetConsultationList, type ListPage } from './consultationList.js';
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

const names = (page: ListPage) => (JSON.parse(page.body.toString('utf8')) as Request[]).map((r) => r.studentFirstName);

/** Waits until the background refresh (one read of the store) has replaced the kept copy `old`. */
async function replaced(old: ListPage) {
  for (let tries = 0; tries < 400; tries += 1) {
    const page = await cachedFirstPage();
    if (page !== old) return page;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the list was not refreshed');
}

describe('cachedFirstPage', () => {
  it('reuses the copy within its time to live, newest first', async () => {
    await storeRequest('Older');
    await storeRequest('Newer');
    const first = await cachedFirstPage();
    expect(names(first)).toEqual(['Newer', 'Older']);
    await storeRequest('Unseen');
    expect(await cachedFirstPage()).toBe(first);
  });

  it('answers with the old copy once while refreshing it after the time to live, then shows the change', async () => {
    await storeRequest('Before');
    const first = await cachedFirstPage();
    await storeRequest('Elsewhere');
    const later = Date.now() + FIRST_PAGE_TTL_MS;
    expect(await cachedFirstPage(later)).toBe(first);
    // The refresh started above replaces the copy; from then on the change shows.
    const refreshed = await replaced(first);
    expect(names(refreshed)).toEqual(['Elsewhere', 'Before']);
  });

  it('waits for a fresh read past the stale limit', async () => {
    await storeRequest('Before');
    await cachedFirstPage();
    await storeRequest('Elsewhere');
    const muchLater = Date.now() + FIRST_PAGE_TTL_MS + FIRST_PAGE_STALE_MS;
    expect(names(await cachedFirstPage(muchLater))).toEqual(['Elsewhere', 'Before']);
  });

  it('answers after a change in this process with a new read, not one begun before the change', async () => {
    await storeRequest('Before');
    const older = cachedFirstPage();
    // The change's write is acknowledged before the list is forgotten, so only a later read shows it.
    forgetConsultationList();
    const current = cachedFirstPage();
    expect(await current).not.toBe(await older);
    expect(names(await current)).toEqual(['Before']);
    // The older read is not kept; the newer one is.
    expect(await cachedFirstPage()).toBe(await current);
  });
});

describe('the first page', () => {
  it('holds the newest CONSULTATION_PAGE_SIZE requests and names the last one when older ones exist', async () => {
    for (let index = 0; index < CONSULTATION_PAGE_SIZE; index += 1) await storeRequest(`Student${index}`);
    const full = await cachedFirstPage();
    expect(names(full)).toHaveLength(CONSULTATION_PAGE_SIZE);
    expect(full.next).toBeNull();

    await storeRequest('Newest');
    forgetConsultationList();
    const paged = await cachedFirstPage();
    expect(names(paged)[0]).toBe('Newest');
    expect(names(paged)).toHaveLength(CONSULTATION_PAGE_SIZE);
    const last = await ConsultationRequest.findOne({ studentFirstName: 'Student1' }).lean();
    expect(paged.next).toBe(cursorOf(last!));
  });
});
