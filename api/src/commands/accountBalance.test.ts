import { describe, expect, it } from 'vitest';
import { centsOf, type SessionUsePolicy } from '../contract/index.js';
import type { PackageAssignmentRecord, PaymentRecord } from '../models/index.js';
import { balanceCents } from './accountBalance.js';
import { computeAccount } from './accountReader.js';

const PRICE = 8_500;
const EVERY_ONE: SessionUsePolicy = { noShowUsesSession: true, lateCancelUsesSession: true };

const soldPackage = (index: number, sessions: number, priceCents: number) =>
  ({
    _id: `pack${index}`,
    clientId: 'c',
    packageId: 'p',
    name: `Pack ${index}`,
    sessions,
    priceCents,
    paymentUrl: '',
    assignedBy: null,
    createdAt: new Date(Date.UTC(2024, 0, 1 + index * 20)),
  }) as PackageAssignmentRecord;

const paid = (index: number, amountCents: number) =>
  ({
    _id: `pay${index}`,
    clientId: 'c',
    amountCents,
    paidAt: `2024-02-${String(index + 1).padStart(2, '0')}`,
    method: 'cash',
    note: '',
    recordedBy: null,
    createdAt: new Date(Date.UTC(2024, 1, 1 + index)),
  }) as PaymentRecord;

const STATUSES = ['attended', 'no-show', 'late-cancel', 'attended', 'attended'];
const held = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    _id: `s${index}`,
    start: new Date(Date.UTC(2024, 0, 1 + index * 3)),
    status: STATUSES[index % STATUSES.length]!,
  }));

describe('balanceCents', () => {
  it('charges the packages, the sessions beyond what they hold at the session price, less the payments', () => {
    const totals = { soldCents: 30_000, soldSessions: 4, sessionsUsed: 6, paidCents: 10_000 };
    expect(balanceCents(totals, PRICE)).toBe(30_000 + 2 * PRICE - 10_000);
    expect(balanceCents({ ...totals, sessionsUsed: 3 }, PRICE)).toBe(20_000);
    expect(balanceCents({ ...totals, paidCents: 60_000 }, PRICE)).toBe(30_000 + 2 * PRICE - 60_000);
  });

  it('is the balance of the account the charges it lists less its payments make, whatever the records', () => {
    for (const packages of [[], [soldPackage(0, 4, 30_000)], [soldPackage(0, 2, 15_050), soldPackage(1, 3, 0)]]) {
      for (const sessions of [0, 1, 2, 5, 9]) {
        for (const payments of [[], [paid(0, 1)], [paid(0, 10_000), paid(1, 99_999)]]) {
          for (const policy of [EVERY_ONE, { noShowUsesSession: false, lateCancelUsesSession: false }]) {
            const account = computeAccount({
              packages,
              payments,
              sessions: held(sessions),
              sessionPrice: PRICE,
              policy,
            });
            const charged = account.charges.reduce((sum, charge) => sum + centsOf(charge.amount), 0);
            const received = account.payments.reduce((sum, payment) => sum + centsOf(payment.amount), 0);
            expect(centsOf(account.balanceDue)).toBe(charged - received);
          }
        }
      }
    }
  });
});
