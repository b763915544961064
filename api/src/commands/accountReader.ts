import {
  centsOf,
  dollarsOf,
  sessionChargeLabel,
  usesASession,
  type AccountCharge,
  type Cents,
  type SessionUsePolicy,
  type SiteInfo,
  type StudentAccount,
} from '../contract/index.js';
import {
  CoachingSession,
  PackageAssignment,
  Payment,
  type PackageAssignmentRecord,
  type PaymentRecord,
} from '../models/index.js';
import { presentAssignedPackage, presentPayment } from '../presenters/account.js';
import { iso } from '../presenters/dates.js';
import { balanceCents, type AccountTotals } from './accountBalance.js';
import { readPracticeProfile } from './practiceProfile.js';
import { loadAvailability } from './slotFinder.js';

/** A session as the account reads it. */
interface HeldSession {
  _id: string;
  start: Date;
  status: string;
}

/**
 * What the account is read from: the student's stored records, the practice's price of one session and its policy
 * on whether no-shows and late cancels use up a session.
 */
export interface AccountRecords {
  packages: PackageAssignmentRecord[];
  payments: PaymentRecord[];
  sessions: HeldSession[];
  sessionPrice: Cents;
  policy: SessionUsePolicy;
}

/**
 * The account, in whole cents until presented: each package sold is charged its price; each session that uses
 * one (usesASession), oldest first, draws one session from the oldest package with sessions left, or without
 * one is charged the practice's price of a session; the balance is the charges less the payments, read from the
 * records' totals by balanceCents, as the practice's report reads every client's.
 */
export function computeAccount({ packages, payments, sessions, sessionPrice, policy }: AccountRecords): StudentAccount {
  const byAge = (a: { createdAt: Date; _id: string }, b: { createdAt: Date; _id: string }) =>
    a.createdAt.getTime() - b.createdAt.getTime() || a._id.localeCompare(b._id);
  const sold = [...packages].sort(byAge);
  const used = sold.map(() => 0);
  const charges: Array<Omit<AccountCharge, 'amount'> & { cents: Cents }> = sold.map((record) => ({
    kind: 'package',
    id: record._id,
    at: iso(record.createdAt),
    label: record.name,
    cents: record.priceCents,
  }));
  const held = sessions
    .filter((session) => usesASession(session.status, policy))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a._id.localeCompare(b._id));
  for (const session of held) {
    const drawn = sold.findIndex((record, index) => used[index]! < record.sessions);
    if (drawn >= 0) used[drawn]! += 1;
    else {
      charges.push({
        kind: 'session',
        id: session._id,
        at: session.start.toISOString(),
        label: sessionChargeLabel(session.status),
        cents: sessionPrice,
      });
    }
  }
  const ordered = [...payments].sort((a, b) => a.paidAt.localeCompare(b.paidAt) || byAge(a, b));
  const totals: AccountTotals = {
    soldCents: sold.reduce((sum, record) => sum + record.priceCents, 0),
    soldSessions: sold.reduce((sum, record) => sum + record.sessions, 0),
    sessionsUsed: held.length,
    paidCents: ordered.reduce((sum, payment) => sum + payment.amountCents, 0),
  };
  const assigned = sold.map((record, index) => presentAssignedPackage(record, used[index]!));
  return {
    sessionsLeft: assigned.reduce((sum, record) => sum + record.sessionsLeft, 0),
    balanceDue: dollarsOf(balanceCents(totals, sessionPrice)),
    packages: assigned,
    payments: ordered.map(presentPayment),
    charges: charges
      .sort((a, b) => a.at.localeCompare(b.at))
      .map(({ cents, ...charge }) => ({ ...charge, amount: dollarsOf(cents) })),
  };
}

/**
 * One student's account, read from the stored records at every read, so every process answers the same. The
 * practice's price of a session is its profile's, and its policy on no-shows and late cancels its availability's,
 * as they are now.
 */
export async function readAccount(clientId: string, site: SiteInfo): Promise<StudentAccount> {
  return computeAccount(await readAccountRecords(clientId, site));
}

/** The stored records one student's account is computed from (a statement reads them too). */
export async function readAccountRecords(clientId: string, site: SiteInfo): Promise<AccountRecords> {
  const [packages, payments, sessions, practice, availability] = await Promise.all([
    PackageAssignment.find({ clientId }).lean<PackageAssignmentRecord[]>(),
    Payment.find({ clientId }).lean<PaymentRecord[]>(),
    CoachingSession.find({ clientId, status: { $nin: ['booked', 'cancelled'] } }, { start: 1, status: 1 }).lean<
      HeldSession[]
    >(),
    readPracticeProfile(site),
    loadAvailability(),
  ]);
  const { noShowUsesSession, lateCancelUsesSession } = availability;
  return {
    packages,
    payments,
    sessions,
    sessionPrice: centsOf(practice.pricePerSession),
    policy: { noShowUsesSession, lateCancelUsesSession },
  };
}
