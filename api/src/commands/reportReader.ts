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
 * The practice's report, read over the whole practice in one query per kind of record, never a query per client
 * or per month: the held sessions (over the { status, start } index), the packages sold and the payments received
 * up to the period's end, and the profiles created in it, each with only the fields the report counts. Each record
 * then goes to its month on the practice's clock, or before the period, where it counts toward the balances alone.
 */

/** One month of the period (YYYY-MM), as much of it as the period holds: the instants its days begin and end. */
interface Month {
  key: string;
  start: Date;
  end: Date;
}

/** The months the period touches, each cut to the period, on the practice's clock. */
function monthsOf({ from, to }: ReportQuery, timeZone: string): Month[] {
  return monthsBetween(from, to).map((key) => {
    const first = key === from.slice(0, 7) ? from : `${key}-01`;
    const next = key === to.slice(0, 7) ? addDays(to, 1) : `${addMonths(key, 1)}-01`;
    return { key, start: startOfPracticeDay(first, timeZone), end: startOfPracticeDay(next, timeZone) };
  });
}

/**
 * Where a record falls: slot 0 before the period, slot n in its n-th month. Instants are placed by the months'
 * bounds, payments by the day paid.
 */
function slotsOf(query: ReportQuery, months: Month[]) {
  const bounds = [months[0]!.start, ...months.map((month) => month.end)].map((at) => at.getTime());
  const monthSlots = new Map(months.map((month, index) => [month.key, index + 1]));
  return {
    ofInstant(at: Date): number {
      let slot = 0;
      while (slot < bounds.length && bounds[slot]! <= at.getTime()) slot += 1;
      return slot;
    },
    ofDay(day: string): number {
      return day < query.from ? 0 : monthSlots.get(day.slice(0, 7))!;
    },
  };
}

/** What the report is read from. */
interface ReportRecords {
  /** The sessions held or missed that started before the period's end. */
  sessions: Array<{ clientId: string; start: Date; status: AttendanceStatus }>;
  /** The packages sold before the period's end. */
  packages: Array<{ clientId: string; createdAt: Date; priceCents: Cents; sessions: number }>;
  /** The payments received up to the period's last day. */
  payments: Array<{ clientId: string; paidAt: string; amountCents: Cents }>;
  /** The profiles created in the period. */
  joined: Array<{ createdAt: Date }>;
  sessionPrice: Cents;
  policy: SessionUsePolicy;
}

async function readRecords(query: ReportQuery, months: Month[], site: SiteInfo): Promise<ReportRecords> {
  const end = months[months.length - 1]!.end;
  const [sessions, packages, payments, joined, practice, availability] = await Promise.all([
    CoachingSession.find(
      { status: { $in: [...ATTENDANCE_STATUSES] }, start: { $lt: end } },
      { _id: 0, clientId: 1, start: 1, status: 1 },
    ).lean<ReportRecords['sessions']>(),
    PackageAssignment.find(
      { createdAt: { $lt: end } },
      { _id: 0, clientId: 1, createdAt: 1, priceCents: 1, sessions: 1 },
    ).lean<ReportRecords['packages']>(),
    Payment.find({ paidAt: { $lte: query.to } }, { _id: 0, clientId: 1, paidAt: 1, amountCents: 1 }).lean<
      ReportRecords['payments']
    >(),
    ClientProfile.find({ createdAt: { $gte: months[0]!.start, $lt: end } }, { _id: 0, createdAt: 1 }).lean<
      ReportRecords['joined']
    >(),
    readPracticeProfile(site),
    loadAvailability(),
  ]);
  return {
    sessions,
    packages,
    payments,
    joined,
    sessionPrice: centsOf(practice.pricePerSession),
    policy: availability,
  };
}

/** One month's counts as they are added up. */
interface MonthRow {
  month: string;
  sessionsAttended: number;
  noShows: number;
  lateCancels: number;
  incomeCents: Cents;
  outstandingCents: Cents;
  active: Set<string>;
  newClients: number;
}

const figuresOf = (row: Omit<MonthRow, 'month'>): PracticeReport => ({
  sessionsAttended: row.sessionsAttended,
  noShows: row.noShows,
  lateCancels: row.lateCancels,
  income: dollarsOf(row.incomeCents),
  outstanding: dollarsOf(row.outstandingCents),
  activeClients: row.active.size,
  newClients: row.newClients,
});

/**
 * GET /api/coach/report and /report/months: the period's figures, and each month's (PracticeReport says what each
 * counts), in one pass over the records.
 */
export async function readReportFigures(
  query: ReportQuery,
  timeZone: string,
  site: SiteInfo,
): Promise<{ total: PracticeReport; months: ReportMonth[] }> {
  const months = monthsOf(query, timeZone);
  const { sessions, packages, payments, joined, sessionPrice, policy } = await readRecords(query, months, site);
  const slots = slotsOf(query, months);
  const empty = (): Omit<MonthRow, 'month'> => ({
    sessionsAttended: 0,
    noShows: 0,
    lateCancels: 0,
    incomeCents: 0,
    outstandingCents: 0,
    active: new Set(),
    newClients: 0,
  });
  const rows: MonthRow[] = months.map((month) => ({ month: month.key, ...empty() }));
  const total = empty();
  // Each client's account records, totalled per slot.
  const accounts = new Map<string, AccountTotals[]>();
  const addToAccount = (clientId: string, slot: number, figures: Partial<AccountTotals>) => {
    const account = accounts.get(clientId) ?? Array<AccountTotals>(months.length + 1).fill(NO_TOTALS);
    accounts.set(clientId, account);
    account[slot] = addTotals(account[slot]!, figures);
  };

  for (const { clientId, start, status } of sessions) {
    const slot = slots.ofInstant(start);
    if (usesASession(status, policy)) addToAccount(clientId, slot, { sessionsUsed: 1 });
    const row = rows[slot - 1];
    if (!row) continue;
    row[REPORT_ATTENDANCE[status]] += 1;
    if (status === 'attended') row.active.add(clientId);
  }
  for (const { clientId, createdAt, priceCents, sessions: sold } of packages) {
    addToAccount(clientId, slots.ofInstant(createdAt), { soldCents: priceCents, soldSessions: sold });
  }
  for (const { clientId, paidAt, amountCents } of payments) {
    const slot = slots.ofDay(paidAt);
    addToAccount(clientId, slot, { paidCents: amountCents });
    if (slot > 0) rows[slot - 1]!.incomeCents += amountCents;
  }
  for (const { createdAt } of joined) rows[slots.ofInstant(createdAt) - 1]!.newClients += 1;
  // Each client's balance at the end of each month: the totals up to then, read as the account reads them.
  for (const account of accounts.values()) {
    let upTo = account[0]!;
    rows.forEach((row, index) => {
      upTo = addTotals(upTo, account[index + 1]!);
      row.outstandingCents += Math.max(0, balanceCents(upTo, sessionPrice));
    });
  }

  // The period's own figures: counts and income add up, outstanding is at its end, a client is active once.
  for (const row of rows) {
    total.sessionsAttended += row.sessionsAttended;
    total.noShows += row.noShows;
    total.lateCancels += row.lateCancels;
    total.incomeCents += row.incomeCents;
    total.newClients += row.newClients;
    for (const clientId of row.active) total.active.add(clientId);
  }
  total.outstandingCents = rows[rows.length - 1]!.outstandingCents;
  return { months: rows.map((row) => ({ month: row.month, ...figuresOf(row) })), total: figuresOf(total) };
}
