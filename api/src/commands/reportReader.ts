import {
  ATTENDANCE_STATUSES,
  REPORT_ATTENDANCE,
  addMonths,
  centsOf,
  dollarsOf,
  monthsBetween,
  usesASession,
  type AttendanceStatus,
  type Cents,
  type PracticeReport,
  type ReportMonth,
  type ReportQuery,
  type SessionUsePolicy,
  type SiteInfo,
} from '../contract/index.js';
import { addDays, startOfPracticeDay } from '../domain/practiceDays.js';
import { ClientProfile, CoachingSession, PackageAssignment, Payment } from '../models/index.js';
import { NO_TOTALS, addTotals, balanceCents, type AccountTotals } from './accountBalance.js';
import { readPracticeProfile } from './practiceProfile.js';
import { loadAvailability } from './slotFinder.js';

/**
 * The practice's report, counted by the store over the whole practice, month by month: never a query per client.
 * Sessions, the bulk of the records, are read one month and one attendance at a time, each a stretch of the
 * { status, start } index grouped by client, so the store reads no session outside the period's months (and
 * the history before them, which the balances need) and computes nothing per session.
 */

/** One month of the period (YYYY-MM), as much of it as the period holds: the instants its days begin and end. */
interface Month {
  key: string;
  start: Date;
  end: Date;
}

/** The bucket of the records from before the period: part of the balances at the end of each month. */
const BEFORE = '';

/** The months the period touches, each cut to the period, on the practice's clock. */
function monthsOf({ from, to }: ReportQuery, timeZone: string): Month[] {
  return monthsBetween(from, to).map((key) => {
    const first = key === from.slice(0, 7) ? from : `${key}-01`;
    const next = key === to.slice(0, 7) ? addDays(to, 1) : `${addMonths(key, 1)}-01`;
    return { key, start: startOfPracticeDay(first, timeZone), end: startOfPracticeDay(next, timeZone) };
  });
}

/** A client's sessions of one attendance in one bucket. */
interface SessionRow {
  bucket: string;
  status: AttendanceStatus;
  clientId: string;
  sessions: number;
}

/** Per bucket (BEFORE, then each month) and attendance: how many sessions each client had, by their start. */
async function sessionRows(months: Month[]): Promise<SessionRow[]> {
  const ranges = [{ key: BEFORE, start: new Date(0), end: months[0]!.start }, ...months];
  const reads = ranges.flatMap(({ key, start, end }) =>
    ATTENDANCE_STATUSES.map(async (status) => {
      const rows = await CoachingSession.aggregate<{ _id: string; sessions: number }>([
        { $match: { status, start: { $gte: start, $lt: end } } },
        { $group: { _id: '$clientId', sessions: { $sum: 1 } } },
      ]);
      return rows.map(({ _id, sessions }) => ({ bucket: key, status, clientId: _id, sessions }));
    }),
  );
  return (await Promise.all(reads)).flat();
}

/** An instant's bucket among the months (BEFORE before the first), as an aggregation expression. */
function instantBucket(field: string, months: Month[]) {
  return {
    $switch: {
      branches: [
        { case: { $lt: [`$${field}`, months[0]!.start] }, then: BEFORE },
        ...months.map((month) => ({ case: { $lt: [`$${field}`, month.end] }, then: month.key })),
      ],
      default: null,
    },
  };
}

/** A client's sums in one bucket. */
type Sums<T> = { _id: { clientId: string; bucket: string } } & T;
type Sold = Sums<{ soldCents: Cents; soldSessions: number }>;
type Paid = Sums<{ paidCents: Cents }>;

/** Per client and bucket, up to the period's end: the packages sold (by sale) and the payments received (by day). */
async function moneyRows(months: Month[], span: { to: string; from: string; end: Date }) {
  return Promise.all([
    PackageAssignment.aggregate<Sold>([
      { $match: { createdAt: { $lt: span.end } } },
      {
        $group: {
          _id: { clientId: '$clientId', bucket: instantBucket('createdAt', months) },
          soldCents: { $sum: '$priceCents' },
          soldSessions: { $sum: '$sessions' },
        },
      },
    ]),
    Payment.aggregate<Paid>([
      { $match: { paidAt: { $lte: span.to } } },
      {
        $group: {
          _id: {
            clientId: '$clientId',
            bucket: { $cond: [{ $lt: ['$paidAt', span.from] }, BEFORE, { $substrBytes: ['$paidAt', 0, 7] }] },
          },
          paidCents: { $sum: '$amountCents' },
        },
      },
    ]),
  ]);
}

/** What the report is read from. */
interface ReportRecords {
  sessions: SessionRow[];
  sold: Sold[];
  paid: Paid[];
  /** Per month, the clients whose profile was created in it. */
  joined: number[];
  sessionPrice: Cents;
  policy: SessionUsePolicy;
}

async function readRecords(query: ReportQuery, months: Month[], site: SiteInfo): Promise<ReportRecords> {
  const span = { from: query.from, to: query.to, end: months[months.length - 1]!.end };
  const [sessions, [sold, paid], joined, practice, availability] = await Promise.all([
    sessionRows(months),
    moneyRows(months, span),
    Promise.all(months.map(({ start, end }) => ClientProfile.countDocuments({ createdAt: { $gte: start, $lt: end } }))),
    readPracticeProfile(site),
    loadAvailability(),
  ]);
  return { sessions, sold, paid, joined, sessionPrice: centsOf(practice.pricePerSession), policy: availability };
}

/** Per client, the totals of the account's records in each bucket. */
function totalsByClient({ sessions, sold, paid, policy }: ReportRecords): Map<string, Map<string, AccountTotals>> {
  const byClient = new Map<string, Map<string, AccountTotals>>();
  const add = (clientId: string, bucket: string, figures: Partial<AccountTotals>) => {
    const client = byClient.get(clientId) ?? new Map<string, AccountTotals>();
    byClient.set(clientId, client);
    client.set(bucket, addTotals(client.get(bucket) ?? NO_TOTALS, figures));
  };
  for (const row of sessions) {
    if (usesASession(row.status, policy)) add(row.clientId, row.bucket, { sessionsUsed: row.sessions });
  }
  for (const { _id, ...figures } of [...sold, ...paid]) add(_id.clientId, _id.bucket, figures);
  return byClient;
}

/** GET /api/coach/report and /report/months: the period's figures, and each month's (PracticeReport says what each counts). */
export async function readReportFigures(
  query: ReportQuery,
  timeZone: string,
  site: SiteInfo,
): Promise<{ total: PracticeReport; months: ReportMonth[] }> {
  const months = monthsOf(query, timeZone);
  const records = await readRecords(query, months, site);
  const rows = months.map((month, index) => ({
    month: month.key,
    sessionsAttended: 0,
    noShows: 0,
    lateCancels: 0,
    incomeCents: 0,
    outstandingCents: 0,
    active: new Set<string>(),
    newClients: records.joined[index]!,
  }));
  const rowOf = new Map(rows.map((row) => [row.month, row]));
  for (const session of records.sessions) {
    const row = rowOf.get(session.bucket);
    if (!row) continue;
    row[REPORT_ATTENDANCE[session.status]] += session.sessions;
    if (session.status === 'attended') row.active.add(session.clientId);
  }
  // Each client's balance at the end of each month: the totals up to then, read as the account reads them.
  for (const client of totalsByClient(records).values()) {
    let upTo = client.get(BEFORE) ?? NO_TOTALS;
    for (const row of rows) {
      const inMonth = client.get(row.month) ?? NO_TOTALS;
      upTo = addTotals(upTo, inMonth);
      row.incomeCents += inMonth.paidCents;
      row.outstandingCents += Math.max(0, balanceCents(upTo, records.sessionPrice));
    }
  }
  const figures = (row: (typeof rows)[number]): PracticeReport => ({
    sessionsAttended: row.sessionsAttended,
    noShows: row.noShows,
    lateCancels: row.lateCancels,
    income: dollarsOf(row.incomeCents),
    outstanding: dollarsOf(row.outstandingCents),
    activeClients: row.active.size,
    newClients: row.newClients,
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    months: rows.map((row) => ({ month: row.month, ...figures(row) })),
    total: {
      sessionsAttended: sum((row) => row.sessionsAttended),
      noShows: sum((row) => row.noShows),
      lateCancels: sum((row) => row.lateCancels),
      income: dollarsOf(sum((row) => row.incomeCents)),
      outstanding: dollarsOf(rows[rows.length - 1]!.outstandingCents),
      activeClients: new Set(rows.flatMap((row) => [...row.active])).size,
      newClients: sum((row) => row.newClients),
    },
  };
}
