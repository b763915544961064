import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/index.js';
import { CONSULTATION_PAGE_SIZE } from '../contract/index.js';
import { ConsultationRequest } from '../models/index.js';
import { cursorOf } from './consultationCursor.js';
import { listPage, type ListPage } from './consultationList.js';

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

const names = (page: ListPage) => page.requests.map((r) => r.studentFirstName);

describe('listPage', () => {
  it('lists the requests newest first', async () => {
    await storeRequest('Older');
    await storeRequest('Newer');
    expect(names(await listPage(CONSULTATION_PAGE_SIZE))).toEqual(['Newer', 'Older']);
  });

  it('shows this process’s own write at once', async () => {
    await storeRequest('Before');
    expect(names(await listPage(CONSULTATION_PAGE_SIZE))).toEqual(['Before']);
    await storeRequest('After');
    expect(names(await listPage(CONSULTATION_PAGE_SIZE))).toEqual(['After', 'Before']);
  });

  it('shows a write by another process (one not through these models) at once', async () => {
    await storeRequest('Before');
    expect(names(await listPage(CONSULTATION_PAGE_SIZE))).toEqual(['Before']);
    const elsewhere = { _id: 'elsewhere', ...requestFields('Elsewhere'), status: 'new' };
    await mongoose.connection.db!.collection('consultation_requests').insertOne(elsewhere as never);
    expect(names(await listPage(CONSULTATION_PAGE_SIZE))).toEqual(['Elsewhere', 'Before']);

    await mongoose.connection
      .db!.collection('consultation_requests')
      .updateOne({ _id: 'elsewhere' as never }, { $set: { status: 'closed' } });
    expect(names(await listPage(CONSULTATION_PAGE_SIZE, undefined, ['new']))).toEqual(['Before']);
  });

  it('keeps filtered and older pages apart, each holding its own requests', async () => {
    for (let index = 0; index < CONSULTATION_PAGE_SIZE + 2; index += 1) await storeRequest(`Student${index}`);
    await ConsultationRequest.updateOne({ studentFirstName: 'Student0' }, { $set: { status: 'contacted' } });
    const first = await listPage(CONSULTATION_PAGE_SIZE);
    expect(names(first)).toHaveLength(CONSULTATION_PAGE_SIZE);
    const last = await ConsultationRequest.findOne({ studentFirstName: 'Student2' }).lean();
    expect(first.next).toBe(cursorOf(last!));

    const older = await listPage(CONSULTATION_PAGE_SIZE, { createdAt: last!.createdAt!.getTime(), id: last!._id });
    expect(names(older)).toEqual(['Student1', 'Student0']);
    expect(older.next).toBeNull();

    const contacted = await listPage(CONSULTATION_PAGE_SIZE, undefined, ['contacted']);
    expect(names(contacted)).toEqual(['Student0']);
    expect(names(await listPage(CONSULTATION_PAGE_SIZE))).toEqual(names(first));
  });
});
