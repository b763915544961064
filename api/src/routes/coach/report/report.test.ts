import ExcelJS from 'exceljs';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, type Agent, type AgentResponse, type SignedIn } from '../../../../test/index.js';
import {
  API_PATHS,
  REPORT_FIGURES,
  REPORT_MESSAGES,
  SESSION_PATHS,
  centsOf,
  dollarsOf,
  type Availability,
  type PracticeReport,
  type ReportMonths,
  type SiteInfo,
  type StudentAccount,
} from '../../../contract/index.js';
import { REPORT_SHEET_NAME, REPORT_TOTAL_LABEL } from '../../../commands/reportExporter.js';
import { practiceToday } from '../../../domain/practiceDays.js';
import {
  AccessLogEntry,
  Availability as AvailabilityModel,
  ClientProfile,
  CoachingSession,
  PackageAssignment,
  Payment,
} from '../../../models/index.js';
import { startWorld, type World } from '../../client/test/world.js';
import { linkGuardian, signInAsGuardian } from '../../family/test/guardians.js';

/** The practice's clock in these tests: New York, four or five hours behind UTC. */
const ZONE = 'America/New_York';
const MARCH = { from: '2024-03-01', to: '2024-03-31' };

let world: World;
let coach: Agent;
/** The practice's price of one session, in dollars. */
let price: number;
let studentCount = 0;

/** A new student of their own, who joined the practice at `joined` (an instant). */
async function newStudent(joined = '2020-01-01T12:00:00Z'): Promise<string> {
  studentCount += 1;
  const student: SignedIn = await signInAs(world.server, {
    email: `report${studentCount}@example.com`,
    role: 'client',
    profile: { studentFirstName: `Rep${studentCount}`, studentLastName: 'Count' },
  });
  const clientId = student.profileId!;
  await ClientProfile.collection.updateOne({ _id: clientId as never }, { $set: { createdAt: new Date(joined) } });
  return clientId;
}

/** A session of the student starting at `start` (an instant), with its status. */
async function session(clientId: string, start: string, status: string) {
  const at = new Date(start);
  expect(Number.isNaN(at.getTime()), start).toBe(false);
  await CoachingSession.collection.insertOne({
    _id: new mongoose.Types.ObjectId().toString() as never,
    clientId,
    start: at,
    end: new Date(at.getTime() + 50 * 60_000),
    status,
    sequence: 0,
    bookedBy: 'coach',
    meetingUrl: '',
    createdAt: at,
    updatedAt: at,
  });
}

/** A payment received for the student on `paidAt` (a day), through the coach's own route. */
async function payment(clientId: string, paidAt: string, amount: number) {
  const reply = await coach.post(API_PATHS.coachClientPayments(clientId), { amount, paidAt, method: 'cash' });
  expect(reply.status, reply.text()).toBe(201);
}

/** A package of `sessions` sessions at `price` dollars sold to the student at `soldAt` (an instant). */
async function packageSold(clientId: string, soldAt: string, sessions: number, priceDollars: number) {
  const offered = await coach.post(API_PATHS.coachPackages, {
    name: `Pack ${sessions}`,
    sessions,
    price: priceDollars,
  });
  expect(offered.status, offered.text()).toBe(201);
  const sold = await coach.post(API_PATHS.coachClientPackages(clientId), {
    packageId: offered.json<{ id: string }>().id,
  });
  expect(sold.status, sold.text()).toBe(201);
  await PackageAssignment.collection.updateOne(
    { _id: sold.json<{ id: string }>().id as never },
    { $set: { createdAt: new Date(soldAt) } },
  );
}

const query = ({ from, to }: { from: string; to: string }) => `?from=${from}&to=${to}`;

async function reportOf(period: { from: string; to: string }): Promise<PracticeReport> {
  const reply = await coach.get(`${API_PATHS.coachReport}${query(period)}`);
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<PracticeReport>();
}

async function monthsReply(period: { from: string; to: string }): Promise<ReportMonths> {
  const reply = await coach.get(`${API_PATHS.coachReportMonths}${query(period)}`);
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<ReportMonths>();
}

const monthsOf = async (period: { from: string; to: string }) => (await monthsReply(period)).months;

const NOTHING: PracticeReport = {
  sessionsAttended: 0,
  noShows: 0,
  lateCancels: 0,
  income: 0,
  outstanding: 0,
  activeClients: 0,
  newClients: 0,
};

beforeAll(async () => {
  world = await startWorld();
  world.server.config.practiceTimeZone = ZONE;
  coach = world.coach.agent;
  price = (await world.anonymous.get(API_PATHS.site)).json<SiteInfo>().pricePerSession;
  expect(price).toBeGreaterThan(0);
});
afterAll(() => world.close());
beforeEach(async () => {
  await Promise.all([
    CoachingSession.deleteMany({}),
    Payment.deleteMany({}),
    PackageAssignment.deleteMany({}),
    AvailabilityModel.deleteMany({}),
    // Each test's students are its own: those of the tests before it have left.
    ClientProfile.deleteMany({ studentLastName: 'Count' }),
  ]);
});

describe('GET /api/coach/report', () => {
  it('answers the seven figures, all zero for a period with no records', async () => {
    expect(await reportOf(MARCH)).toEqual(NOTHING);
  });

  it('counts the sessions of each attendance starting in the period, first and last day whole, on the practice’s clock', async () => {
    const ada = await newStudent();
    const ben = await newStudent();
    const cleo = await newStudent();
    // New York: 05:00 UTC on 1 March is midnight; 03:55 UTC on 1 April is 23:55 on 31 March (summer time).
    await session(ada, '2024-03-01T05:00:00Z', 'attended');
    await session(ada, '2024-03-01T04:55:00Z', 'attended'); // 29 February, 23:55
    await session(ada, '2024-03-31T23:00:00Z', 'no-show');
    await session(ada, '2024-04-01T03:55:00Z', 'late-cancel');
    await session(ada, '2024-04-01T04:00:00Z', 'attended'); // 1 April, midnight
    await session(ben, '2024-03-10T15:00:00Z', 'attended');
    await session(ben, '2024-03-12T15:00:00Z', 'attended');
    await session(cleo, '2024-03-15T15:00:00Z', 'no-show');
    // Neither held nor missed: not counted.
    await session(cleo, '2024-03-16T15:00:00Z', 'booked');
    await session(cleo, '2024-03-17T15:00:00Z', 'cancelled');

    expect(await reportOf(MARCH)).toMatchObject({
      sessionsAttended: 3,
      noShows: 2,
      lateCancels: 1,
      // Ada and Ben attended; Cleo only missed hers.
      activeClients: 2,
    });
    // One day alone: the last day, and the day before the first.
    expect(await reportOf({ from: '2024-03-31', to: '2024-03-31' })).toMatchObject({ noShows: 1, lateCancels: 1 });
    expect(await reportOf({ from: '2024-02-29', to: '2024-02-29' })).toMatchObject({
      sessionsAttended: 1,
      activeClients: 1,
    });
  });

  it('adds up the payments received in the period as income, by the day paid, in dollars', async () => {
    const ada = await newStudent();
    const ben = await newStudent();
    await payment(ada, '2024-02-29', 40);
    await payment(ada, '2024-03-01', 100.1);
    await payment(ben, '2024-03-31', 50.25);
    await payment(ben, '2024-04-01', 70);
    expect((await reportOf(MARCH)).income).toBe(150.35);
    expect((await reportOf({ from: '2024-02-01', to: '2024-04-30' })).income).toBe(260.35);
  });

  it('counts the clients who joined in the period, by their profile’s creation on the practice’s clock', async () => {
    await newStudent('2024-03-01T05:00:00Z');
    await newStudent('2024-04-01T03:59:00Z');
    await newStudent('2024-03-01T04:59:00Z'); // 29 February, 23:59
    await newStudent('2024-04-01T04:00:00Z'); // 1 April
    expect((await reportOf(MARCH)).newClients).toBe(2);
  });

  it('sums the balances due at the end of the period, as the accounts read them, money paid ahead offsetting nothing', async () => {
    const ada = await newStudent();
    const ben = await newStudent();
    // Ada: a package of 4 sessions ($300) in February, $100 paid; five sessions in March: the fifth is charged.
    await packageSold(ada, '2024-02-15T15:00:00Z', 4, 300);
    await payment(ada, '2024-02-20', 100);
    for (const day of ['04', '11', '18', '25']) await session(ada, `2024-03-${day}T15:00:00Z`, 'attended');
    await session(ada, '2024-03-28T15:00:00Z', 'no-show');
    await payment(ada, '2024-04-05', 500);
    // Ben paid ahead, for sessions still to come.
    await payment(ben, '2024-03-05', 80);

    expect((await reportOf({ from: '2024-02-01', to: '2024-02-29' })).outstanding).toBe(200);
    expect((await reportOf(MARCH)).outstanding).toBe(200 + price);
    expect((await reportOf({ from: '2024-04-01', to: '2024-04-30' })).outstanding).toBe(Math.max(0, price - 300));
  });

  it('for a period ending today, answers what the clients’ accounts show now', async () => {
    const ada = await newStudent();
    const ben = await newStudent();
    const cleo = await newStudent();
    await packageSold(ada, '2024-01-10T15:00:00Z', 2, 150.5);
    for (const day of [1, 2, 3]) await session(ada, `2024-01-1${day}T15:00:00Z`, 'attended');
    await session(ada, '2024-01-20T15:00:00Z', 'late-cancel');
    await payment(ada, '2024-01-21', 20);
    await session(ben, '2024-02-01T15:00:00Z', 'no-show');
    await payment(cleo, '2024-02-01', 999);
    const today = practiceToday(new Date(), ZONE);

    const balances = await Promise.all(
      [ada, ben, cleo].map(
        async (id) => (await coach.get(API_PATHS.coachClientAccount(id))).json<StudentAccount>().balanceDue,
      ),
    );
    const owed = balances.filter((balance) => balance > 0).reduce((sum, balance) => sum + centsOf(balance), 0);
    expect(owed).toBe(centsOf(150.5 + 2 * price - 20) + centsOf(price));
    expect((await reportOf({ from: '2024-01-01', to: today })).outstanding).toBe(dollarsOf(owed));
  });

  it('follows the practice’s policy on which sessions use one up, as the accounts do', async () => {
    const ada = await newStudent();
    await session(ada, '2024-03-04T15:00:00Z', 'attended');
    await session(ada, '2024-03-11T15:00:00Z', 'no-show');
    await session(ada, '2024-03-18T15:00:00Z', 'late-cancel');
    expect((await reportOf(MARCH)).outstanding).toBe(3 * price);

    const availability = (await coach.get(SESSION_PATHS.availability)).json<Availability>();
    const saved = await coach.put(SESSION_PATHS.availability, { ...availability, lateCancelUsesSession: false });
    expect(saved.status, saved.text()).toBe(200);
    const report = await reportOf(MARCH);
    expect(report.outstanding).toBe(2 * price);
    // The count of late cancellations is what happened, whatever they cost.
    expect(report.lateCancels).toBe(1);
    expect((await coach.get(API_PATHS.coachClientAccount(ada))).json<StudentAccount>().balanceDue).toBe(2 * price);
  });

  it('reads the whole practice in one query per kind of record, however many clients and months it has', async () => {
    const queriesFor = async (clients: number, period = MARCH) => {
      await ClientProfile.deleteMany({ studentLastName: 'Many' });
      for (let index = 0; index < clients; index++) {
        const profile = await ClientProfile.create({
          userId: `many-${clients}-${index}`,
          studentFirstName: `Many${index}`,
          studentLastName: 'Many',
          gradeLevel: '9th Grade',
        });
        await session(profile._id, '2024-03-05T15:00:00Z', 'attended');
        await Payment.create({ clientId: profile._id, amountCents: 1000, paidAt: '2024-03-06', method: 'cash' });
      }
      const queries: string[] = [];
      mongoose.set('debug', (collection: string, method: string) => queries.push(`${collection}.${method}`));
      try {
        await monthsReply(period);
      } finally {
        mongoose.set('debug', false);
      }
      // The sign-in's own reads (its session and user) aside.
      return queries.filter((name) => !name.startsWith('sessions.') && !name.startsWith('users.')).sort();
    };
    const few = await queriesFor(2);
    for (const collection of ['coaching_sessions', 'package_assignments', 'payments', 'client_profiles']) {
      expect(few.filter((name) => name.startsWith(`${collection}.`))).toEqual([`${collection}.find`]);
    }
    expect(await queriesFor(12)).toEqual(few);
    expect(await queriesFor(12, { from: '2023-04-01', to: '2024-03-31' })).toEqual(few);
    await ClientProfile.deleteMany({ studentLastName: 'Many' });
  });

  it('writes nothing to the access log: its figures name no student', async () => {
    const ada = await newStudent();
    await session(ada, '2024-03-04T15:00:00Z', 'attended');
    const before = await AccessLogEntry.countDocuments();
    await reportOf(MARCH);
    await monthsOf(MARCH);
    expect((await coach.get(`${API_PATHS.coachReportExport}${query(MARCH)}`)).status).toBe(200);
    expect(await AccessLogEntry.countDocuments()).toBe(before);
  });
});

describe('GET /api/coach/report/months', () => {
  it('answers each month the period touches, its figures within the period, outstanding at each month’s end', async () => {
    const ada = await newStudent('2024-02-20T15:00:00Z');
    const ben = await newStudent('2024-02-10T15:00:00Z'); // before the period
    await packageSold(ada, '2024-02-15T15:00:00Z', 4, 300);
    await payment(ada, '2024-02-20', 100);
    await session(ada, '2024-02-05T15:00:00Z', 'attended'); // before the period: drawn, not counted
    await session(ada, '2024-02-26T15:00:00Z', 'attended');
    for (const day of ['04', '11', '18']) await session(ada, `2024-03-${day}T15:00:00Z`, 'attended');
    await session(ada, '2024-03-25T15:00:00Z', 'no-show');
    await session(ben, '2024-03-26T15:00:00Z', 'late-cancel');
    await payment(ada, '2024-04-05', 500);
    await session(ada, '2024-04-08T15:00:00Z', 'attended');
    await session(ada, '2024-04-12T15:00:00Z', 'attended'); // after the period

    const period = { from: '2024-02-15', to: '2024-04-10' };
    const { months, total } = await monthsReply(period);
    expect(months).toEqual([
      {
        month: '2024-02',
        ...NOTHING,
        sessionsAttended: 1,
        income: 100,
        outstanding: 200,
        activeClients: 1,
        newClients: 1,
      },
      {
        month: '2024-03',
        ...NOTHING,
        sessionsAttended: 3,
        noShows: 1,
        lateCancels: 1,
        // Six sessions used against the package's four: two charged, and Ben's late cancel.
        outstanding: 200 + 2 * price + price,
        activeClients: 1,
      },
      {
        month: '2024-04',
        ...NOTHING,
        sessionsAttended: 1,
        income: 500,
        outstanding: Math.max(0, 3 * price - 300) + price,
        activeClients: 1,
      },
    ]);

    // The period as a whole, with the months and as /report answers it alone: the months' counts and income add
    // up, outstanding is at its end, a client active in three months is active once.
    const whole: PracticeReport = {
      sessionsAttended: 5,
      noShows: 1,
      lateCancels: 1,
      income: 600,
      outstanding: months[2]!.outstanding,
      activeClients: 1,
      newClients: 1,
    };
    expect(total).toEqual(whole);
    expect(await reportOf(period)).toEqual(whole);
  });

  it('puts each session in the month it starts in on the practice’s clock, midnight in the new month', async () => {
    const ada = await newStudent();
    await session(ada, '2024-03-01T04:59:00Z', 'attended'); // 29 February, 23:59 in New York
    await session(ada, '2024-03-01T05:00:00Z', 'no-show'); // 1 March, midnight
    const { months, total } = await monthsReply({ from: '2024-02-01', to: '2024-03-31' });
    expect(months).toEqual([
      { month: '2024-02', ...NOTHING, sessionsAttended: 1, outstanding: price, activeClients: 1 },
      { month: '2024-03', ...NOTHING, noShows: 1, outstanding: 2 * price },
    ]);
    expect(total).toEqual({ ...NOTHING, sessionsAttended: 1, noShows: 1, outstanding: 2 * price, activeClients: 1 });
  });

  it('answers one month for a period within a month, and December to January in order', async () => {
    expect(await monthsReply({ from: '2024-03-05', to: '2024-03-05' })).toEqual({
      months: [{ month: '2024-03', ...NOTHING }],
      total: NOTHING,
    });
    expect((await monthsOf({ from: '2023-11-30', to: '2024-02-01' })).map((row) => row.month)).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });
});

describe('GET /api/coach/report/export', () => {
  async function workbookOf(reply: AgentResponse) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.body as unknown as ArrayBuffer);
    return workbook;
  }

  it('answers an .xlsx with a row per month and a total row of the period’s figures', async () => {
    const ada = await newStudent('2024-01-15T15:00:00Z');
    const ben = await newStudent('2024-03-02T15:00:00Z');
    await session(ada, '2024-01-20T15:00:00Z', 'attended');
    await session(ada, '2024-03-04T15:00:00Z', 'attended');
    await session(ben, '2024-03-05T15:00:00Z', 'no-show');
    await session(ben, '2024-03-06T15:00:00Z', 'late-cancel');
    await payment(ada, '2024-01-21', 80.5);
    await payment(ben, '2024-03-07', 19.99);

    const reply = await coach.get(`${API_PATHS.coachReportExport}?from=2024-01-01&to=2024-03-31`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers.get('content-disposition')).toBe(
      'attachment; filename="practice-report-2024-01-01-to-2024-03-31.xlsx"',
    );
    expect(reply.headers.get('cache-control')).toBe('no-store');

    const workbook = await workbookOf(reply);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([REPORT_SHEET_NAME]);
    const sheet = workbook.getWorksheet(REPORT_SHEET_NAME)!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Month', ...REPORT_FIGURES.map((figure) => figure.label)],
      ['Jan 2024', 1, 0, 0, 80.5, price - 80.5, 1, 1],
      ['Feb 2024', 0, 0, 0, 0, price - 80.5, 0, 0],
      [
        'Mar 2024',
        1,
        1,
        1,
        19.99,
        dollarsOf(centsOf(Math.max(0, 2 * price - 80.5)) + centsOf(Math.max(0, 2 * price - 19.99))),
        1,
        1,
      ],
      [
        REPORT_TOTAL_LABEL,
        2,
        1,
        1,
        100.49,
        dollarsOf(centsOf(Math.max(0, 2 * price - 80.5)) + centsOf(Math.max(0, 2 * price - 19.99))),
        1,
        2,
      ],
    ]);
    // The total row is the period's report; money cells are numbers shown as dollars.
    const total = sheet.getRow(5);
    expect(total.font?.bold).toBe(true);
    const report = await reportOf({ from: '2024-01-01', to: '2024-03-31' });
    expect(REPORT_FIGURES.map((figure, index) => total.getCell(index + 2).value)).toEqual(
      REPORT_FIGURES.map((figure) => report[figure.key]),
    );
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('"$"#,##0.00');
  });
});

describe('refusals', () => {
  const PATHS = [API_PATHS.coachReport, API_PATHS.coachReportMonths, API_PATHS.coachReportExport];

  it.each([
    ['', `from: ${REPORT_MESSAGES.day}`],
    ['?from=2024-03-01', `to: ${REPORT_MESSAGES.day}`],
    ['?to=2024-03-01', `from: ${REPORT_MESSAGES.day}`],
    ['?from=2024-3-1&to=2024-03-31', `from: ${REPORT_MESSAGES.day}`],
    ['?from=2024-02-30&to=2024-03-31', `from: ${REPORT_MESSAGES.day}`],
    ['?from=2024-03-01&to=2024-03-31T00:00', `to: ${REPORT_MESSAGES.day}`],
    ['?from=2024-03-01&from=2024-03-02&to=2024-03-31', `from: ${REPORT_MESSAGES.day}`],
    ['?from=2024-03-02&to=2024-03-01', `to: ${REPORT_MESSAGES.order}`],
    ['?from=2020-01-01&to=2025-01-01', `to: ${REPORT_MESSAGES.span}`],
    ['?from=2024-03-01&to=2024-03-31&tz=UTC', 'query: Unknown field: tz'],
  ])('refuses %s with a 400 naming the rule', async (search, message) => {
    for (const path of PATHS) {
      const reply = await coach.get(`${path}${search}`);
      expect(reply.status, path).toBe(400);
      expect(reply.json<{ message: string }>().message, path).toBe(message);
    }
  });

  it('accepts a period of five years less a day, and a single day', async () => {
    expect((await coach.get(`${API_PATHS.coachReport}?from=2020-01-01&to=2024-12-31`)).status).toBe(200);
    expect((await monthsOf({ from: '2020-01-01', to: '2024-12-31' })).length).toBe(60);
    expect((await coach.get(`${API_PATHS.coachReport}?from=2024-02-29&to=2024-02-29`)).status).toBe(200);
  });

  it('is the coach’s alone: a visitor and the admin must sign in, a student and a guardian are refused', async () => {
    const student = world.clientA.agent;
    const guardian = await signInAsGuardian(
      world.server,
      await linkGuardian(world.clientA.profileId!, {
        email: 'report.parent@example.com',
        name: 'Report Parent',
        sections: [],
      }),
    );
    for (const path of PATHS) {
      const url = `${path}${query(MARCH)}`;
      expect((await world.anonymous.get(url)).status, url).toBe(401);
      expect((await world.admin.get(url)).status, url).toBe(401);
      expect((await student.get(url)).status, url).toBe(403);
      expect((await guardian.get(url)).status, url).toBe(403);
      expect((await coach.get(url)).status, url).toBe(200);
    }
  });
});
