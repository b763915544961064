import {
  centsOf,
  dollarsOf,
  PAYMENT_METHOD_LABELS,
  type SiteInfo,
  type StatementPeriod,
  type StudentAccount,
} from '../contract/index.js';
import { practiceToday } from '../domain/practiceDays.js';
import { ClientProfile } from '../models/index.js';
import { computeAccount, readAccountRecords } from './accountReader.js';
import { readPracticeProfile } from './practiceProfile.js';

/** A session held in the period that used one of the student's sessions. */
export interface StatementSession {
  /** The day it was held on the practice's clock, YYYY-MM-DD. */
  day: string;
  /** How the account names it ("Coaching session (missed, no-show)"). */
  label: string;
  /** What it was charged; null when it was drawn from a package. */
  amount: number | null;
}

/** A package sold in the period. */
export interface StatementPackage {
  day: string;
  name: string;
  sessions: number;
  amount: number;
}

/** A payment received in the period. */
export interface StatementPayment {
  day: string;
  method: string;
  note: string;
  amount: number;
}

/** A student's account over a period of days, every figure read from the account as it is now (money in dollars). */
export interface Statement {
  period: StatementPeriod;
  /** Today on the practice's clock. */
  preparedOn: string;
  practice: SiteInfo;
  studentName: string;
  sessions: StatementSession[];
  packages: StatementPackage[];
  payments: StatementPayment[];
  /** Owed before the period began (negative: paid ahead). */
  openingBalance: number;
  /** Charged in the period for the sessions listed (those drawn from a package at no charge). */
  sessionsCharged: number;
  /** Charged in the period for the packages sold. */
  packagesSold: number;
  /** Charged in the period: the packages sold and the sessions not drawn from one. */
  charged: number;
  paid: number;
  /** Owed at the end of the period's last day (negative: paid ahead). */
  closingBalance: number;
}

/** Adds dollar amounts in whole cents, so a statement's totals never drift. */
function total(amounts: readonly number[]): number {
  return dollarsOf(amounts.reduce((sum, amount) => sum + centsOf(amount), 0));
}

/**
 * The statement of an account over a period. The account decides every figure; `uses` is the same account read
 * without its packages, whose charges are therefore every session that used one, so the statement lists each of
 * them (those drawn from a package at no charge) without restating which sessions count.
 */
export function buildStatement(input: {
  account: StudentAccount;
  uses: StudentAccount;
  period: StatementPeriod;
  timeZone: string;
  now: Date;
  practice: SiteInfo;
  studentName: string;
}): Statement {
  const { account, uses, period, timeZone } = input;
  const dayOf = (at: string) => practiceToday(new Date(at), timeZone);
  const charges = account.charges.map((charge) => ({ ...charge, day: dayOf(charge.at) }));
  const within = (day: string) => day >= period.from && day <= period.to;
  const chargedSessions = new Map(
    charges.filter((charge) => charge.kind === 'session').map((charge) => [charge.id, charge]),
  );
  const sold = new Map(account.packages.map((entry) => [entry.id, entry]));

  const sessions = uses.charges
    .filter((use) => use.kind === 'session')
    .map((use) => ({ day: dayOf(use.at), label: use.label, amount: chargedSessions.get(use.id)?.amount ?? null }))
    .filter((session) => within(session.day));
  const packages = charges
    .filter((charge) => charge.kind === 'package' && within(charge.day))
    .map((charge) => ({
      day: charge.day,
      name: charge.label,
      sessions: sold.get(charge.id)?.sessions ?? 0,
      amount: charge.amount,
    }));
  const payments = account.payments
    .filter((payment) => within(payment.paidAt))
    .map((payment) => ({
      day: payment.paidAt,
      method: PAYMENT_METHOD_LABELS[payment.method],
      note: payment.note,
      amount: payment.amount,
    }));
  const balanceBefore = (day: string) =>
    total([
      ...charges.filter((charge) => charge.day < day).map((charge) => charge.amount),
      ...account.payments.filter((payment) => payment.paidAt < day).map((payment) => -payment.amount),
    ]);
  const openingBalance = balanceBefore(period.from);
  const sessionsCharged = total(sessions.map((session) => session.amount ?? 0));
  const packagesSold = total(packages.map((sold) => sold.amount));
  const charged = total([sessionsCharged, packagesSold]);
  const paid = total(payments.map((payment) => payment.amount));
  return {
    period,
    preparedOn: practiceToday(input.now, timeZone),
    practice: input.practice,
    studentName: input.studentName,
    sessions,
    packages,
    payments,
    openingBalance,
    sessionsCharged,
    packagesSold,
    charged,
    paid,
    closingBalance: total([openingBalance, charged, -paid]),
  };
}

/** The student a statement is for, as it reads and sends it (null when there is none). */
export function findStatementStudent(clientId: string) {
  return ClientProfile.findById(clientId, {
    userId: 1,
    studentFirstName: 1,
    studentLastName: 1,
    dateOfBirth: 1,
  }).lean();
}

/** Reads one student's statement for a period: their account as it is now, and the practice's profile. */
export async function readStatement(
  profile: { _id: string; studentFirstName: string; studentLastName: string },
  period: StatementPeriod,
  site: SiteInfo,
  timeZone: string,
  now = new Date(),
): Promise<Statement> {
  const [records, practice] = await Promise.all([readAccountRecords(profile._id, site), readPracticeProfile(site)]);
  return buildStatement({
    account: computeAccount(records),
    uses: computeAccount({ ...records, packages: [], payments: [] }),
    period,
    timeZone,
    now,
    practice,
    studentName: `${profile.studentFirstName} ${profile.studentLastName}`,
  });
}
