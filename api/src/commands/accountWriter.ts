import { ACCOUNT_MESSAGES, type PaymentPayload } from '../contract/index.js';
import { ConflictError, NotFoundError } from '../domain/errors.js';
import {
  Package,
  PackageAssignment,
  Payment,
  type PackageAssignmentRecord,
  type PackageRecord,
  type PaymentRecord,
} from '../models/index.js';
import { invalidField } from './invalidField.js';

/**
 * Sells one of the practice's packages to a student: the sale keeps the package's name, sessions, price and
 * payment link as they are now, and its price is charged to the student's account. A retired package is refused
 * (409).
 */
export async function assignPackage(
  clientId: string,
  packageId: string,
  assignedBy: string,
): Promise<PackageAssignmentRecord> {
  const offered = await Package.findById(packageId).lean<PackageRecord>();
  if (!offered) throw new NotFoundError(ACCOUNT_MESSAGES.packageNotFound);
  if (offered.retiredAt) throw new ConflictError(ACCOUNT_MESSAGES.packageRetired);
  const sold = await PackageAssignment.create({
    clientId,
    packageId: offered._id,
    name: offered.name,
    sessions: offered.sessions,
    priceCents: offered.priceCents,
    paymentUrl: offered.paymentUrl ?? '',
    assignedBy,
  });
  return sold.toObject() as PackageAssignmentRecord;
}

/** Records a payment received for a student; a payment dated after `today` (practice time) is refused. */
export async function recordPayment(
  clientId: string,
  payload: PaymentPayload,
  recordedBy: string,
  today: string,
): Promise<PaymentRecord> {
  if (payload.paidAt > today) throw invalidField('paidAt', ACCOUNT_MESSAGES.paidAtFuture);
  const payment = await Payment.create({
    clientId,
    amountCents: payload.amount,
    paidAt: payload.paidAt,
    method: payload.method,
    note: payload.note,
    recordedBy,
  });
  return payment.toObject() as PaymentRecord;
}
