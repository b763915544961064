import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CONSULTATION_GRADE_LEVELS,
  CONSULTATION_PAGE_SIZE,
  type ConsultationRequest as Request,
} from '../../contract/index.js';
import { AccessLogEntry, ConsultationRequest, RecentSubmission } from '../../models/index.js';
import { EXPORT_COLUMNS } from '../../commands/consultationExporter.js';
import {
  adminAgent,
  createAgent,
  signInAs,
  startTestServer,
  type Agent,
  type TestServer,
} from '../../../test/index.js';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await adminAgent(server);
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.services.rateLimiter.reset();
  await ConsultationRequest.deleteMany({});
  await RecentSubmission.deleteMany({});
});

const valid = {
  studentFirstName: 'Avery',
  studentLastName: 'Jordan',
  gradeLevel: '11th',
  parentName: 'Pat Jordan',
  phone: '(555) 123-4567',
  email: 'pat.jordan@example.com',
  challenges: 'Starts assignments late and loses track of deadlines.',
  weekdayMorning: false,
  weekdayAfternoon: true,
  weekdayEvening: false,
  weekend: true,
};

const submit = (body: unknown, agent: Agent = createAgent(server.url)) =>
  agent.post(API_PATHS.requestConsultation, body);

/** Inserts a stored request as an older version might have left it (createdAt chosen or missing). */
async function insertRaw(id: string, fields: Record<string, unknown>) {
  await ConsultationRequest.collection.insertOne({
    _id: id as never,
    studentFirstName: 'Old',
    studentLastName: id,
    gradeLevel: '9th',
    phone: '555-000-1111',
    email: `${id}@example.com`,
    ...fields,
  });
}

describe('POST /api/consultation-request', () => {
  it('stores a valid request and answers 201', async () => {
    const response = await submit(valid);
    expect(response.status).toBe(201);
    expect(response.json()).toEqual({ message: 'Consultation request received' });
    const stored = await ConsultationRequest.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, _id: expect.any(String), createdAt: expect.any(Date) });
  });

  it('fills the optional fields with their defaults and trims text', async () => {
    const response = await submit({
      studentFirstName: '  Sam ',
      studentLastName: 'Lee',
      gradeLevel: 'college-senior',
      phone: '+1 555.123.4567',
      email: ' sam@example.com ',
    });
    expect(response.status).toBe(201);
    const stored = await ConsultationRequest.findOne().lean();
    expect(stored).toMatchObject({
      studentFirstName: 'Sam',
      parentName: '',
      challenges: '',
      email: 'sam@example.com',
      weekdayMorning: false,
      weekdayAfternoon: false,
      weekdayEvening: false,
      weekend: false,
    });
  });

  it('accepts every grade level of the public form', async () => {
    for (const grade of CONSULTATION_GRADE_LEVELS) {
      expect((await submit({ ...valid, gradeLevel: grade.value })).status).toBe(201);
    }
    expect(await ConsultationRequest.countDocuments()).toBe(8);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['missing first name', { studentFirstName: undefined }, 'studentFirstName: First name is required'],
    ['blank first name', { studentFirstName: '   ' }, 'studentFirstName: First name is required'],
    ['first name over 100', { studentFirstName: 'a'.repeat(101) }, 'studentFirstName: Must be at most 100 characters'],
    ['missing last name', { studentLastName: undefined }, 'studentLastName: Last name is required'],
    ['blank last name', { studentLastName: '' }, 'studentLastName: Last name is required'],
    ['last name over 100', { studentLastName: 'b'.repeat(101) }, 'studentLastName: Must be at most 100 characters'],
    ['missing grade', { gradeLevel: undefined }, 'gradeLevel: Please select a grade level'],
    ['profile-only grade', { gradeLevel: '9th Grade' }, 'gradeLevel: Please select a grade level'],
    ['unknown grade', { gradeLevel: 'kindergarten' }, 'gradeLevel: Please select a grade level'],
    ['parent name over 100', { parentName: 'p'.repeat(101) }, 'parentName: Must be at most 100 characters'],
    ['missing phone', { phone: undefined }, 'phone: Phone number is required'],
    ['blank phone', { phone: ' ' }, 'phone: Phone number is required'],
    ['phone of 6 digits', { phone: '555-123' }, 'phone: Please enter a valid phone number'],
    ['phone of 21 digits', { phone: '1'.repeat(21) }, 'phone: Please enter a valid phone number'],
    ['phone with letters', { phone: '555-CALL-NOW' }, 'phone: Please enter a valid phone number'],
    ['phone over 40 characters', { phone: `${'1 '.repeat(20)}1` }, 'phone: Please enter a valid phone number'],
    ['missing email', { email: undefined }, 'email: Email is required'],
    ['blank email', { email: '' }, 'email: Email is required'],
    ['invalid email', { email: 'pat.jordan' }, 'email: Please enter a valid email address'],
    ['email over 254', { email: `${'e'.repeat(250)}@x.io` }, 'email: Please enter a valid email address'],
    ['challenges over 5000', { challenges: 'c'.repeat(5001) }, 'challenges: Must be at most 5000 characters'],
    ['text as a boolean', { weekend: 'yes' }, 'weekend: Invalid input: expected boolean, received string'],
    ['number as a name', { studentFirstName: 42 }, 'studentFirstName: First name is required'],
    ['unknown field', { referrer: 'ad' }, 'body: Unknown field: referrer'],
  ];

  it.each(invalid)('rejects %s with its message and stores nothing', async (_name, change, message) => {
    const response = await submit({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });

  it('lists every field at fault for the form', async () => {
    const response = await submit({ gradeLevel: '11th' });
    expect(response.status).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(['studentFirstName', 'studentLastName', 'phone', 'email']);
  });

  it('accepts the bounds themselves', async () => {
    const response = await submit({
      ...valid,
      studentFirstName: 'a'.repeat(100),
      parentName: 'p'.repeat(100),
      phone: '1234567',
      challenges: 'c'.repeat(5000),
    });
    expect(response.status).toBe(201);
    expect((await submit({ ...valid, phone: '1'.repeat(20) })).status).toBe(201);
  });

  it('rejects malformed JSON, a non-object body, a wrong content type and a huge body, storing nothing', async () => {
    const agent = createAgent(server.url);
    const malformed = await agent.post(API_PATHS.requestConsultation, undefined, { raw: '{"studentFirstName": "A",' });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body' });

    const array = await agent.post(API_PATHS.requestConsultation, [valid]);
    expect(array.status).toBe(400);

    const text = await agent.post(API_PATHS.requestConsultation, undefined, {
      raw: JSON.stringify(valid),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.json()).toEqual({ message: 'Unsupported content type: send JSON' });

    for (const encoding of ['gzip', 'br', 'deflate']) {
      const compressed = await agent.post(API_PATHS.requestConsultation, undefined, {
        raw: 'xx',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expect(compressed.status, encoding).toBe(400);
      expect(compressed.json()).toEqual({ message: 'Malformed compressed request body' });
    }
    expect(server.logs.filter((line) => line.msg === 'request failed')).toEqual([]);

    const huge = await agent.post(API_PATHS.requestConsultation, { ...valid, challenges: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });

    expect(await ConsultationRequest.countDocuments()).toBe(0);
    expect((await createAgent(server.url).get(API_PATHS.health)).status).toBe(200);
  });

  it('gives a filled honeypot the same reply but stores and announces nothing', async () => {
    const events: unknown[] = [];
    const stop = server.services.bus.subscribe((event) => events.push(event));
    try {
      const response = await submit({ ...valid, website: 'http://spam.example' });
      expect(response.status).toBe(201);
      expect(response.json()).toEqual({ message: 'Consultation request received' });
      await server.settle();
      expect(await ConsultationRequest.countDocuments()).toBe(0);
      expect(events).toEqual([]);

      expect((await submit({ ...valid, website: '' })).status).toBe(201);
      await server.settle();
      expect(await ConsultationRequest.countDocuments()).toBe(1);
      expect(events).toEqual([{ type: 'new_consultation_request', studentName: 'Avery Jordan', gradeLevel: '11th' }]);
    } finally {
      stop();
    }
  });

  it('limits submissions per client address with a clear 429', async () => {
    server.config.rateLimits.consultation.max = 2;
    try {
      expect((await submit(valid)).status).toBe(201);
      expect((await submit({ ...valid, studentFirstName: 'Blake' })).status).toBe(201);
      const limited = await submit({ ...valid, studentFirstName: 'Casey' });
      expect(limited.status).toBe(429);
      expect(limited.json()).toEqual({
        message: 'Too many consultation requests from this address. Please try again later or contact us directly.',
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await ConsultationRequest.countDocuments()).toBe(2);
    } finally {
      server.config.rateLimits.consultation.max = 10_000;
    }
  });

  it('refuses a submission posted from another site', async () => {
    const response = await createAgent(server.url).post(API_PATHS.requestConsultation, valid, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const sameSite = await createAgent(server.url).post(API_PATHS.requestConsultation, valid, {
      headers: { origin: server.url },
    });
    expect(sameSite.status).toBe(201);
    expect(await ConsultationRequest.countDocuments()).toBe(1);
  });
});

describe('POST /api/consultation-request, sent again', () => {
  it('answers the same request from the same address as already received, storing and announcing it once', async () => {
    const events: unknown[] = [];
    const stop = server.services.bus.subscribe((event) => events.push(event));
    try {
      expect((await submit(valid)).status).toBe(201);
      const again = await submit(valid);
      expect(again.status).toBe(200);
      expect(again.json()).toEqual({ message: 'Consultation request already received' });
      await server.settle();
      expect(await ConsultationRequest.countDocuments()).toBe(1);
      expect(events).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('stores a request that differs in any field', async () => {
    expect((await submit(valid)).status).toBe(201);
    expect((await submit({ ...valid, weekend: false })).status).toBe(201);
    expect((await submit({ ...valid, challenges: `${valid.challenges} Also math.` })).status).toBe(201);
    expect(await ConsultationRequest.countDocuments()).toBe(3);
  });

  it('stores exactly one of several identical requests sent at once', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, () => submit(valid)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await ConsultationRequest.countDocuments()).toBe(1);
  });
});

describe('GET /api/consultation-requests', () => {
  it('is for the admin and for the signed-in coach without the admin password', async () => {
    await submit(valid);
    expect((await createAgent(server.url).get(API_PATHS.consultationRequests)).status).toBe(401);
    const coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
    const coachList = await coach.agent.get(API_PATHS.consultationRequests);
    expect(coachList.status).toBe(200);
    expect(coachList.json<Request[]>().map((request) => request.studentFirstName)).toEqual(['Avery']);
    const client = await signInAs(server, { email: 'client@example.com', role: 'client', profile: true });
    expect((await client.agent.get(API_PATHS.consultationRequests)).status).toBe(403);
  });

  it('logs the reading and the export of a request a student joined by under that student, and of no other', async () => {
    const student = await signInAs(server, { email: 'joined@example.com', role: 'client', profile: true });
    await insertRaw('joined', { createdAt: new Date(), clientId: student.profileId, status: 'joined' });
    await insertRaw('open', { createdAt: new Date() });
    const since = new Date();
    expect((await admin.get(API_PATHS.consultationRequests)).status).toBe(200);
    const logged = await AccessLogEntry.find({ action: 'consultation.list', createdAt: { $gte: since } }).lean();
    expect(logged.map((entry) => [entry.clientId, entry.actor?.kind])).toEqual([[student.profileId, 'admin']]);
    // The export holds every request: one entry for it, and one under the student whose request it holds.
    expect((await admin.get(`${API_PATHS.consultationExport}?tz=UTC`)).status).toBe(200);
    const exported = await AccessLogEntry.find({ action: 'consultation.export', createdAt: { $gte: since } }).lean();
    expect(exported.map((entry) => entry.clientId).sort()).toEqual([null, student.profileId].sort());
    // The student finds it among their own records.
    const own = (await student.agent.get(API_PATHS.myData)).json<{ accessLog: Array<{ action: string }> }>();
    expect(own.accessLog.map((entry) => entry.action)).toContain('consultation.list');

    // Its triage and its deletion are found under the student too; those of a request nobody joined by under nobody.
    for (const id of ['joined', 'open']) {
      expect((await admin.put(API_PATHS.consultationRequest(id), { status: 'closed', note: '' })).status).toBe(200);
      expect((await admin.delete(API_PATHS.consultationRequest(id))).status).toBe(200);
    }
    const changed = await AccessLogEntry.find({
      action: { $in: ['consultation.update', 'consultation.delete'] },
      createdAt: { $gte: since },
    }).lean();
    expect(changed.map((entry) => [entry.action, entry.requestId, entry.clientId ?? null])).toEqual([
      ['consultation.update', 'joined', student.profileId],
      ['consultation.delete', 'joined', student.profileId],
      ['consultation.update', 'open', null],
      ['consultation.delete', 'open', null],
    ]);
  });

  it('is an empty list with none', async () => {
    const response = await admin.get(API_PATHS.consultationRequests);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists newest first, a missing createdAt last, with exactly the request fields', async () => {
    await insertRaw('old', { createdAt: new Date('2024-01-01T10:00:00Z') });
    await insertRaw('undated', {});
    await insertRaw('new', { createdAt: new Date('2025-06-01T10:00:00Z') });
    await insertRaw('middle', { createdAt: new Date('2024-08-01T10:00:00Z') });
    const response = await admin.get(API_PATHS.consultationRequests);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const list = response.json<Request[]>();
    expect(list.map((request) => request.id)).toEqual(['new', 'middle', 'old', 'undated']);
    expect(list[3]!.createdAt).toBeNull();
    expect(list[0]).toEqual({
      id: 'new',
      studentFirstName: 'Old',
      studentLastName: 'new',
      gradeLevel: '9th',
      parentName: '',
      phone: '555-000-1111',
      email: 'new@example.com',
      challenges: '',
      weekdayMorning: false,
      weekdayAfternoon: false,
      weekdayEvening: false,
      weekend: false,
      createdAt: '2025-06-01T10:00:00.000Z',
      status: 'new',
      note: '',
      invitedAt: null,
      invitedEmail: null,
      joinedAt: null,
      clientId: null,
    });
  });
  it('shows a submission and a deletion at once', async () => {
    expect((await admin.get(API_PATHS.consultationRequests)).json()).toEqual([]);
    await submit(valid);
    const listed = (await admin.get(API_PATHS.consultationRequests)).json<Request[]>();
    expect(listed.map((request) => request.studentFirstName)).toEqual(['Avery']);
    await submit({ ...valid, studentFirstName: 'Blake' });
    expect((await admin.get(API_PATHS.consultationRequests)).json<Request[]>().map((r) => r.studentFirstName)).toEqual([
      'Blake',
      'Avery',
    ]);
    await admin.delete(API_PATHS.consultationRequest(listed[0]!.id));
    expect((await admin.get(API_PATHS.consultationRequests)).json<Request[]>().map((r) => r.studentFirstName)).toEqual([
      'Blake',
    ]);
  });

  it('is compressed for browsers that accept it', async () => {
    for (let index = 0; index < 20; index += 1) await submit({ ...valid, studentFirstName: `Student${index}` });
    const cookie = Object.entries(admin.cookies())
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    // A browser's header lists gzip first with the same quality as br: br, the smaller, is sent.
    for (const [accepted, sent] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
    ] as const) {
      const response = await fetch(`${server.url}/api/consultation-requests`, {
        headers: { cookie, 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(sent);
      const list = (await response.json()) as Request[];
      expect(list).toHaveLength(20);
      expect(new Set(list.map((request) => request.studentFirstName)).size).toBe(20);
    }
  });
});

describe('GET /api/consultation-requests, page by page', () => {
  /** Stores `count` requests straight in the store: ids r000.., one minute apart (r000 oldest). */
  async function storeMany(count: number, extra: (index: number) => Record<string, unknown> = () => ({})) {
    const base = Date.UTC(2025, 0, 1);
    const documents = Array.from({ length: count }, (_unused, index) => {
      const document: Record<string, unknown> = {
        _id: `r${String(index).padStart(3, '0')}`,
        studentFirstName: 'Paged',
        studentLastName: String(index),
        gradeLevel: '10th',
        phone: '555-000-2222',
        email: `paged${index}@example.com`,
        createdAt: new Date(base + index * 60_000),
        ...extra(index),
      };
      if (document.createdAt === undefined) delete document.createdAt;
      return document;
    });
    await ConsultationRequest.collection.insertMany(documents as never[]);
  }

  const ids = (response: { json<T>(): T }) => response.json<Request[]>().map((request) => request.id);

  /** The path of the Link header's rel="next" target, or null without one. */
  function nextLink(response: { headers: Headers }): string | null {
    const link = response.headers.get('link');
    if (link === null) return null;
    const match = /^<([^>]+)>; rel="next"$/.exec(link);
    expect(match, link).not.toBeNull();
    return match![1]!;
  }

  /** Follows rel="next" from `path` to the last page; each page's ids, in order. */
  async function walk(path: string): Promise<string[][]> {
    const pages: string[][] = [];
    for (let next: string | null = path; next !== null;) {
      const response = await admin.get(next);
      expect(response.status).toBe(200);
      pages.push(ids(response));
      next = nextLink(response);
      expect(pages.length).toBeLessThan(500);
    }
    return pages;
  }

  it('gives 50 newest by default and names the next page in a Link header', async () => {
    await storeMany(60);
    const first = await admin.get(API_PATHS.consultationRequests);
    expect(first.status).toBe(200);
    const page = ids(first);
    expect(page).toHaveLength(CONSULTATION_PAGE_SIZE);
    expect(page[0]).toBe('r059');
    expect(page[49]).toBe('r010');
    const next = nextLink(first);
    expect(next).toMatch(/^\/api\/consultation-requests\?before=[A-Za-z0-9_-]+&limit=50$/);

    const second = await admin.get(next!);
    expect(ids(second)).toEqual(['r009', 'r008', 'r007', 'r006', 'r005', 'r004', 'r003', 'r002', 'r001', 'r000']);
    expect(second.headers.get('link')).toBeNull();
  });

  it('has no Link header when everything fits, including exactly one full page', async () => {
    await storeMany(50);
    const response = await admin.get(API_PATHS.consultationRequests);
    expect(ids(response)).toHaveLength(50);
    expect(response.headers.get('link')).toBeNull();
    const small = await admin.get(`${API_PATHS.consultationRequests}?limit=7`);
    expect(ids(small)).toHaveLength(7);
    expect(nextLink(small)).toMatch(/&limit=7$/);
  });

  it('honours limit from 1 to 200', async () => {
    await storeMany(205);
    const one = await admin.get(`${API_PATHS.consultationRequests}?limit=1`);
    expect(ids(one)).toEqual(['r204']);
    expect(nextLink(one)).toMatch(/&limit=1$/);
    const most = await admin.get(`${API_PATHS.consultationRequests}?limit=200`);
    expect(ids(most)).toHaveLength(200);
    expect(ids(await admin.get(nextLink(most)!))).toEqual(['r004', 'r003', 'r002', 'r001', 'r000']);
  });

  it('walks 120 requests page by page: each once, in order, undated last, ties by id', async () => {
    // Every tenth request has no createdAt, and r050..r053 share one time.
    await storeMany(120, (index) => {
      if (index % 10 === 3) return { createdAt: undefined };
      if (index >= 50 && index <= 53) return { createdAt: new Date(Date.UTC(2025, 0, 1, 0, 52)) };
      return {};
    });
    const everything = await ConsultationRequest.find().lean();
    expect(everything.filter((record) => !('createdAt' in record))).toHaveLength(12);
    const time = (record: (typeof everything)[number]) =>
      record.createdAt ? new Date(record.createdAt).getTime() : -Infinity;
    const expected = everything
      .sort((a, b) => time(b) - time(a) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0))
      .map((record) => record._id);
    const undated = Array.from({ length: 12 }, (_unused, index) => `r${String(113 - index * 10).padStart(3, '0')}`);
    expect(expected.slice(-13)).toEqual(['r000', ...undated]);
    expect(expected.join(' ')).toContain('r054 r052 r051 r050 r049');

    for (const limit of [1, 7, 50]) {
      const pages = await walk(`${API_PATHS.consultationRequests}?limit=${limit}`);
      expect(pages.flat()).toEqual(expected);
      expect(pages.length).toBe(Math.ceil(120 / limit));
      expect(
        pages.every((page, index) => page.length === (index < pages.length - 1 ? limit : 120 - limit * index)),
      ).toBe(true);
    }
  });

  it('keeps older pages whole when a request is submitted or deleted between page loads', async () => {
    await storeMany(12);
    const first = await admin.get(`${API_PATHS.consultationRequests}?limit=5`);
    expect(ids(first)).toEqual(['r011', 'r010', 'r009', 'r008', 'r007']);
    await submit({ ...valid, studentFirstName: 'Newcomer' });
    const second = await admin.get(nextLink(first)!);
    expect(ids(second)).toEqual(['r006', 'r005', 'r004', 'r003', 'r002']);
    // A request of the page already shown is deleted: the next page still starts where the last ended.
    expect((await admin.delete(API_PATHS.consultationRequest('r004'))).status).toBe(200);
    const third = await admin.get(nextLink(second)!);
    expect(ids(third)).toEqual(['r001', 'r000']);
    expect(third.headers.get('link')).toBeNull();
    // The first page now shows the newcomer first.
    expect((await admin.get(API_PATHS.consultationRequests)).json<Request[]>()[0]!.studentFirstName).toBe('Newcomer');
  });

  it('shows a submission on the first page at once, also when it starts a second page', async () => {
    await storeMany(50);
    expect((await admin.get(API_PATHS.consultationRequests)).headers.get('link')).toBeNull();
    await submit({ ...valid, studentFirstName: 'Fifty-first' });
    const response = await admin.get(API_PATHS.consultationRequests);
    expect(response.json<Request[]>()[0]!.studentFirstName).toBe('Fifty-first');
    expect(ids(await admin.get(nextLink(response)!))).toEqual(['r000']);
  });

  const badQueries: Array<[string, string]> = [
    ['limit=0', 'limit: Must be a whole number from 1 to 200'],
    ['limit=201', 'limit: Must be a whole number from 1 to 200'],
    ['limit=-1', 'limit: Must be a whole number from 1 to 200'],
    ['limit=2.5', 'limit: Must be a whole number from 1 to 200'],
    ['limit=ten', 'limit: Must be a whole number from 1 to 200'],
    ['limit=', 'limit: Must be a whole number from 1 to 200'],
    ['limit=99999999999', 'limit: Must be a whole number from 1 to 200'],
    ['before=', 'before: Invalid page cursor'],
    ['before=not%20a%20cursor', 'before: Invalid page cursor'],
    ['before=bm90LWpzb24', 'before: Invalid page cursor'],
    [`before=${Buffer.from(JSON.stringify({ at: 1 })).toString('base64url')}`, 'before: Invalid page cursor'],
    [`before=${'A'.repeat(300)}`, 'before: Invalid page cursor'],
    ['sort=oldest', 'query: Unknown field: sort'],
  ];

  it.each(badQueries)('rejects ?%s with a 400 saying why', async (query, message) => {
    await storeMany(3);
    const response = await admin.get(`${API_PATHS.consultationRequests}?${query}`);
    expect(response.status).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.headers.get('link')).toBeNull();
    expect(await ConsultationRequest.countDocuments()).toBe(3);
  });

  it('rejects a repeated limit', async () => {
    const response = await admin.get(`${API_PATHS.consultationRequests}?limit=5&limit=6`);
    expect(response.status).toBe(400);
    expect(response.json().message).toMatch(/^limit: /);
  });

  it('asks for the admin or the coach before it reads the query', async () => {
    expect((await createAgent(server.url).get(`${API_PATHS.consultationRequests}?limit=0`)).status).toBe(401);
    const client = await signInAs(server, { email: 'pager.client@example.com', role: 'client', profile: true });
    expect((await client.agent.get(`${API_PATHS.consultationRequests}?limit=0`)).status).toBe(403);
  });
});

describe('PUT /api/consultation-request/{id} (triage)', () => {
  const storedId = async () => (await ConsultationRequest.findOne().lean())!._id;

  it('sets the status and note for the coach and the admin, and the list shows them at once', async () => {
    await submit(valid);
    const id = await storedId();
    const coach = await signInAs(server, { email: 'triage.coach@example.com', role: 'coach' });
    expect((await coach.agent.get(API_PATHS.consultationRequests)).json<Request[]>()[0]).toMatchObject({
      status: 'new',
      note: '',
    });
    const changed = await coach.agent.put(API_PATHS.consultationRequest(id), {
      status: 'contacted',
      note: '  Left a voicemail  ',
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({
      id,
      status: 'contacted',
      note: 'Left a voicemail',
      studentFirstName: 'Avery',
    });
    expect((await admin.get(API_PATHS.consultationRequests)).json<Request[]>()[0]).toMatchObject({
      status: 'contacted',
      note: 'Left a voicemail',
    });
    const booked = await admin.put(API_PATHS.consultationRequest(id), { status: 'consultation_booked' });
    expect(booked.json()).toMatchObject({ status: 'consultation_booked', note: '' });
  });

  it('refuses visitors and students, and changes nothing', async () => {
    await submit(valid);
    const id = await storedId();
    expect((await createAgent(server.url).put(API_PATHS.consultationRequest(id), { status: 'closed' })).status).toBe(
      401,
    );
    const client = await signInAs(server, { email: 'triage.client@example.com', role: 'client', profile: true });
    expect((await client.agent.put(API_PATHS.consultationRequest(id), { status: 'closed' })).status).toBe(403);
    expect((await ConsultationRequest.findById(id).lean())!.status).toBe('new');
  });

  it('rejects an unknown status, a long note and extra fields with a 400 naming the field', async () => {
    await submit(valid);
    const id = await storedId();
    const unknown = await admin.put(API_PATHS.consultationRequest(id), { status: 'archived' });
    expect(unknown.status).toBe(400);
    expect(unknown.json().message).toBe('status: Choose a status');
    const long = await admin.put(API_PATHS.consultationRequest(id), { status: 'closed', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.json().message).toBe('note: Note must be at most 500 characters');
    expect((await admin.put(API_PATHS.consultationRequest(id), { status: 'closed', extra: 1 })).status).toBe(400);
    expect((await ConsultationRequest.findById(id).lean())!.status).toBe('new');
  });

  it('is 404 for a missing request', async () => {
    const missing = await admin.put(API_PATHS.consultationRequest('doesNotExist123'), { status: 'closed' });
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ message: 'Consultation request not found' });
  });
});

describe('GET /api/consultation-requests?status=', () => {
  it('lists only the named statuses, a request stored before triage counting as new', async () => {
    await insertRaw('untriaged', { createdAt: new Date('2024-01-01T10:00:00Z') });
    await insertRaw('called', { createdAt: new Date('2024-02-01T10:00:00Z'), status: 'contacted' });
    await insertRaw('done', { createdAt: new Date('2024-03-01T10:00:00Z'), status: 'closed' });
    const ids = async (query: string) =>
      (await admin.get(`${API_PATHS.consultationRequests}${query}`)).json<Request[]>().map((request) => request.id);
    expect(await ids('?status=new,contacted')).toEqual(['called', 'untriaged']);
    expect(await ids('?status=closed')).toEqual(['done']);
    expect(await ids('?status=new')).toEqual(['untriaged']);
    expect(await ids('')).toEqual(['done', 'called', 'untriaged']);
  });

  it('keeps the filter in the next page link', async () => {
    for (let index = 0; index < 3; index += 1) {
      await insertRaw(`open${index}`, { createdAt: new Date(Date.UTC(2024, 0, index + 1)), status: 'contacted' });
    }
    await insertRaw('shut', { createdAt: new Date(Date.UTC(2024, 0, 2, 12)), status: 'closed' });
    const first = await admin.get(`${API_PATHS.consultationRequests}?status=contacted&limit=2`);
    expect(first.json<Request[]>().map((request) => request.id)).toEqual(['open2', 'open1']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!;
    expect(next).toContain('status=contacted');
    expect((await admin.get(next)).json<Request[]>().map((request) => request.id)).toEqual(['open0']);
  });

  it('rejects an unknown status naming the field', async () => {
    const response = await admin.get(`${API_PATHS.consultationRequests}?status=new,lost`);
    expect(response.status).toBe(400);
    expect(response.json().message).toBe('status: Unknown status: lost');
  });
});

describe('DELETE /api/consultation-request/{id}', () => {
  it('deletes one request for the coach without the admin password', async () => {
    await submit(valid);
    const [stored] = await ConsultationRequest.find().lean();
    const coach = await signInAs(server, { email: 'deleting.coach@example.com', role: 'coach' });
    expect((await coach.agent.delete(API_PATHS.consultationRequest(stored!._id))).status).toBe(200);
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });

  it('deletes one request for the admin', async () => {
    await submit(valid);
    const [stored] = await ConsultationRequest.find().lean();
    expect((await createAgent(server.url).delete(API_PATHS.consultationRequest(stored!._id))).status).toBe(401);
    const response = await admin.delete(API_PATHS.consultationRequest(stored!._id));
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ message: 'Consultation request deleted' });
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });

  it('is 404 for a missing id and 400 for a malformed one', async () => {
    const missing = await admin.delete(API_PATHS.consultationRequest('doesNotExist123'));
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({ message: 'Consultation request not found' });
    const malformed = await admin.delete('/api/consultation-request/bad%24id');
    expect(malformed.status).toBe(400);
  });
});

describe('GET /api/consultation-requests/export', () => {
  async function load(response: { body: Buffer }) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as unknown as ArrayBuffer);
    return workbook;
  }

  it('is for the admin and the signed-in coach', async () => {
    expect((await createAgent(server.url).get(API_PATHS.consultationExport)).status).toBe(401);
    const coach = await signInAs(server, { email: 'export.coach@example.com', role: 'coach' });
    const response = await coach.agent.get(API_PATHS.consultationExport);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="consultation-requests-/);
  });

  it('streams the export sheet: name, headers, widths, values, Yes/No, Unknown, caller time zone', async () => {
    await insertRaw('late', {
      studentFirstName: 'Avery',
      studentLastName: 'Jordan',
      gradeLevel: '11th',
      parentName: 'Pat Jordan',
      phone: '(555) 123-4567',
      email: 'pat@example.com',
      challenges: 'Deadlines',
      weekdayMorning: true,
      weekdayAfternoon: false,
      weekdayEvening: true,
      weekend: false,
      // 03:30 UTC on 10 March is still 9 March in Los Angeles.
      createdAt: new Date('2024-03-10T03:30:00Z'),
      status: 'consultation_booked',
      note: 'Thursday 4 pm',
    });
    await insertRaw('undated', {});

    const response = await admin.get(`${API_PATHS.consultationExport}?tz=America/Los_Angeles`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="consultation-requests-${today}.xlsx"`,
    );

    const workbook = await load(response);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Consultation Requests']);
    const sheet = workbook.getWorksheet('Consultation Requests')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Student Name',
      'Grade Level',
      'Parent Name',
      'Phone',
      'Email',
      'Challenges/Goals',
      'Weekday Morning',
      'Weekday Afternoon',
      'Weekday Evening',
      'Weekend',
      'Submitted Date',
      'Status',
      'Note',
    ]);
    expect(EXPORT_COLUMNS.map((_column, index) => sheet.getColumn(index + 1).width)).toEqual([
      20, 12, 20, 15, 25, 40, 12, 12, 12, 12, 15, 20, 40,
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Avery Jordan',
      '11th',
      'Pat Jordan',
      '(555) 123-4567',
      'pat@example.com',
      'Deadlines',
      'Yes',
      'No',
      'Yes',
      'No',
      '3/9/2024',
      'Consultation booked',
      'Thursday 4 pm',
    ]);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'Old undated',
      '9th',
      undefined, // an empty cell: no parent name
      '555-000-1111',
      'undated@example.com',
      undefined, // an empty cell: no challenges
      'No',
      'No',
      'No',
      'No',
      'Unknown',
      'New', // stored before triage existed; no note, so the row ends here
    ]);

    const utc = await load(await admin.get(`${API_PATHS.consultationExport}?tz=UTC`));
    expect(utc.getWorksheet('Consultation Requests')!.getRow(2).getCell(11).value).toBe('3/10/2024');
    const fallback = await load(await admin.get(API_PATHS.consultationExport));
    expect(fallback.getWorksheet('Consultation Requests')!.getRow(2).getCell(11).value).toBe('3/10/2024');
  });

  it('exports just the headers when there are no requests', async () => {
    const workbook = await load(await admin.get(`${API_PATHS.consultationExport}?tz=Europe/Berlin`));
    expect(workbook.getWorksheet('Consultation Requests')!.rowCount).toBe(1);
  });

  it('rejects an unknown time zone', async () => {
    const response = await admin.get(`${API_PATHS.consultationExport}?tz=Mars/Olympus`);
    expect(response.status).toBe(400);
    expect(response.json().message).toBe('tz: Unknown time zone');
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
