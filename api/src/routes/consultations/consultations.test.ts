import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSULTATION_GRADE_LEVELS, type ConsultationRequest as Request } from '../../contract/index.js';
import { ConsultationRequest } from '../../models/index.js';
import { EXPORT_COLUMNS } from '../../commands/consultationExporter.js';
import { forgetConsultationList, listCacheLimits } from '../../commands/consultationList.js';
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
  server.services.rateLimiter.reset();
  await ConsultationRequest.deleteMany({});
  // Written straight to the store above and below: the API's short-lived list copy must not hide it.
  forgetConsultationList();
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

const submit = (body: unknown, agent: Agent = createAgent(server.url)) => agent.post('/api/consultation-request', body);

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
  forgetConsultationList();
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
    const malformed = await agent.post('/api/consultation-request', undefined, { raw: '{"studentFirstName": "A",' });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body' });

    const array = await agent.post('/api/consultation-request', [valid]);
    expect(array.status).toBe(400);

    const text = await agent.post('/api/consultation-request', undefined, {
      raw: JSON.stringify(valid),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.json()).toEqual({ message: 'Unsupported content type: send JSON' });

    const huge = await agent.post('/api/consultation-request', { ...valid, challenges: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });

    expect(await ConsultationRequest.countDocuments()).toBe(0);
    expect((await createAgent(server.url).get('/api/health')).status).toBe(200);
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
      expect((await submit(valid)).status).toBe(201);
      const limited = await submit(valid);
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
    const response = await createAgent(server.url).post('/api/consultation-request', valid, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const sameSite = await createAgent(server.url).post('/api/consultation-request', valid, {
      headers: { origin: server.url },
    });
    expect(sameSite.status).toBe(201);
    expect(await ConsultationRequest.countDocuments()).toBe(1);
  });
});

describe('GET /api/consultation-requests', () => {
  it('is for the admin only', async () => {
    expect((await createAgent(server.url).get('/api/consultation-requests')).status).toBe(401);
    const coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
    expect((await coach.agent.get('/api/consultation-requests')).status).toBe(401);
    const client = await signInAs(server, { email: 'client@example.com', role: 'client', profile: true });
    expect((await client.agent.get('/api/consultation-requests')).status).toBe(401);
  });

  it('is an empty list with none', async () => {
    const response = await admin.get('/api/consultation-requests');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists newest first, a missing createdAt last, with exactly the request fields', async () => {
    await insertRaw('old', { createdAt: new Date('2024-01-01T10:00:00Z') });
    await insertRaw('undated', {});
    await insertRaw('new', { createdAt: new Date('2025-06-01T10:00:00Z') });
    await insertRaw('middle', { createdAt: new Date('2024-08-01T10:00:00Z') });
    const response = await admin.get('/api/consultation-requests');
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
    });
  });
  it('shows a submission and a deletion at once', async () => {
    expect((await admin.get('/api/consultation-requests')).json()).toEqual([]);
    await submit(valid);
    const listed = (await admin.get('/api/consultation-requests')).json<Request[]>();
    expect(listed.map((request) => request.studentFirstName)).toEqual(['Avery']);
    await submit({ ...valid, studentFirstName: 'Blake' });
    expect((await admin.get('/api/consultation-requests')).json<Request[]>().map((r) => r.studentFirstName)).toEqual([
      'Blake',
      'Avery',
    ]);
    await admin.delete(`/api/consultation-request/${listed[0]!.id}`);
    expect((await admin.get('/api/consultation-requests')).json<Request[]>().map((r) => r.studentFirstName)).toEqual([
      'Blake',
    ]);
  });

  it('is compressed for browsers that accept it', async () => {
    for (let index = 0; index < 20; index += 1) await submit({ ...valid, studentFirstName: `Student${index}` });
    const response = await fetch(`${server.url}/api/consultation-requests`, {
      headers: {
        cookie: Object.entries(admin.cookies())
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
        'accept-encoding': 'gzip',
      },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const list = (await response.json()) as Request[];
    expect(list).toHaveLength(20);
    expect(new Set(list.map((request) => request.studentFirstName)).size).toBe(20);
  });

  it('streams a list too large to keep, in the same order', async () => {
    await insertRaw('first', { createdAt: new Date('2025-01-02T00:00:00Z') });
    await insertRaw('second', { createdAt: new Date('2025-01-01T00:00:00Z') });
    const limit = listCacheLimits.maxBytes;
    listCacheLimits.maxBytes = 100;
    try {
      const response = await admin.get('/api/consultation-requests');
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.json<Request[]>().map((request) => request.id)).toEqual(['first', 'second']);
    } finally {
      listCacheLimits.maxBytes = limit;
    }
  });
});

describe('DELETE /api/consultation-request/{id}', () => {
  it('deletes one request for the admin', async () => {
    await submit(valid);
    const [stored] = await ConsultationRequest.find().lean();
    expect((await createAgent(server.url).delete(`/api/consultation-request/${stored!._id}`)).status).toBe(401);
    const response = await admin.delete(`/api/consultation-request/${stored!._id}`);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ message: 'Consultation request deleted' });
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });

  it('is 404 for a missing id and 400 for a malformed one', async () => {
    const missing = await admin.delete('/api/consultation-request/doesNotExist123');
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

  it('is for the admin only', async () => {
    expect((await createAgent(server.url).get('/api/consultation-requests/export')).status).toBe(401);
  });

  it('streams the spec sheet: name, headers, widths, values, Yes/No, Unknown, caller time zone', async () => {
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
    });
    await insertRaw('undated', {});

    const response = await admin.get('/api/consultation-requests/export?tz=America/Los_Angeles');
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
    ]);
    expect(EXPORT_COLUMNS.map((_column, index) => sheet.getColumn(index + 1).width)).toEqual([
      20, 12, 20, 15, 25, 40, 12, 12, 12, 12, 15,
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
    ]);

    const utc = await load(await admin.get('/api/consultation-requests/export?tz=UTC'));
    expect(utc.getWorksheet('Consultation Requests')!.getRow(2).getCell(11).value).toBe('3/10/2024');
    const fallback = await load(await admin.get('/api/consultation-requests/export'));
    expect(fallback.getWorksheet('Consultation Requests')!.getRow(2).getCell(11).value).toBe('3/10/2024');
  });

  it('exports just the headers when there are no requests', async () => {
    const workbook = await load(await admin.get('/api/consultation-requests/export?tz=Europe/Berlin'));
    expect(workbook.getWorksheet('Consultation Requests')!.rowCount).toBe(1);
  });

  it('rejects an unknown time zone', async () => {
    const response = await admin.get('/api/consultation-requests/export?tz=Mars/Olympus');
    expect(response.status).toBe(400);
    expect(response.json().message).toBe('tz: Unknown time zone');
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
