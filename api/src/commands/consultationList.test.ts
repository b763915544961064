import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/index.js';
import { CONSULTATION_PAGE_SIZE, type ConsultationRequest as Request } from '../contract/index.js';
import { ConsultationRequest } from '../models/index.js';
import { cursorOf } from './consultationCursor.js';
import { listPage, type ListPage } from './consultationList.js';

// A listening server: its change streams are open, so pages are kept and other processes' writes reach them.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await ConsultationRequest.deleteMany({});
});

let counter = 0;
function requestFields(firstName: string) {
  counter += 1;
  return {
    studentFirstName: firstName,
    studentLastName: 'List',
    gradeLevel: '10th',
    phone: '555-010-0000',
    email: `list${counter}@example.com`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, counter)),
  };
}

/** Stores a request through the model, as this process does. */
const storeRequest = (firstName: string) => ConsultationRequest.create(requestFields(firstName));

const names = (page: ListPage) => (JSON.parse(page.body.toString('utf8')) as Request[]).map((r) => r.studentFirstName);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const end = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

/** The first page once this process's own writes have come back through the change stream and it is kept. */
async function settledFirstPage(): Promise<ListPage> {
  let previous: ListPage | undefined;
  return until(
    async () => {
      const page = await listPage(CONSULTATION_PAGE_SIZE);
      const kept = page === previous;
      previous = page;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { page, kept };
    },
    ({ kept }) => kept,
    2000,
  ).then(({ page }) => page);
}

describe('listPage', () => {
  it('keeps a page while the requests do not change, newest first', async () => {
    await storeRequest('Older');
    await storeRequest('Newer');
    const first = await settledFirstPage();
    expect(names(first)).toEqual(['Newer', 'Older']);
    expect(await listPage(CONSULTATION_PAGE_SIZE)).toBe(first);
  });

  it('shows this process’s own write at once', async () => {
    await storeRequest('Before');
    await settledFirstPage();
    await storeRequest('After');
    expect(names(await listPage(CONSULTATION_PAGE_SIZE))).toEqual(['After', 'Before']);
  });

  it('shows a write by another process (one not through these models) within a second', async () => {
    await storeRequest('Before');
    await settledFirstPage();
    const elsewhere = { _id: 'elsewhere', ...requestFields('Elsewhere'), status: 'new' };
    await mongoose.connection.db!.collection('consultation_requests').insertOne(elsewhere as never);
    const page = await until(
      () => listPage(CONSULTATION_PAGE_SIZE),
      (shown) => names(shown)[0] === 'Elsewhere',
      1000,
    );
    expect(names(page)).toEqual(['Elsewhere', 'Before']);

    await mongoose.connection
      .db!.collection('consultation_requests')
      .updateOne({ _id: 'elsewhere' as never }, { $set: { status: 'closed' } });
    const open = await until(
      () => listPage(CONSULTATION_PAGE_SIZE, undefined, ['new']),
      (shown) => names(shown).length === 1,
      1000,
    );
    expect(names(open)).toEqual(['Before']);
  });

  it('keeps filtered and older pages apart, each holding its own requests', async () => {
    for (let index = 0; index < CONSULTATION_PAGE_SIZE + 2; index += 1) await storeRequest(`Student${index}`);
    await ConsultationRequest.updateOne({ studentFirstName: 'Student0' }, { $set: { status: 'contacted' } });
    const first = await settledFirstPage();
    expect(names(first)).toHaveLength(CONSULTATION_PAGE_SIZE);
    const last = await ConsultationRequest.findOne({ studentFirstName: 'Student2' }).lean();
    expect(first.next).toBe(cursorOf(last!));

    const older = await listPage(CONSULTATION_PAGE_SIZE, { createdAt: last!.createdAt!.getTime(), id: last!._id });
    expect(names(older)).toEqual(['Student1', 'Student0']);
    expect(older.next).toBeNull();
    expect(await listPage(CONSULTATION_PAGE_SIZE, { createdAt: last!.createdAt!.getTime(), id: last!._id })).toBe(older);

    const contacted = await listPage(CONSULTATION_PAGE_SIZE, undefined, ['contacted']);
    expect(names(contacted)).toEqual(['Student0']);
    expect(await listPage(CONSULTATION_PAGE_SIZE)).toBe(first);
  });
});
