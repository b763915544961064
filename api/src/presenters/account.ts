import {
  dollarsOf,
  type AssignedPackage,
  type Package,
  type Payment,
  type PaymentMethod,
  type SoldPackage,
} from '../contract/index.js';
import type { PackageAssignmentRecord, PackageRecord, PaymentRecord } from '../models/index.js';
import { iso } from './dates.js';

/** One of the practice's packages, money in dollars. */
export function presentPackage(record: PackageRecord): Package {
  return {
    id: record._id,
    name: record.name,
    sessions: record.sessions,
    price: dollarsOf(record.priceCents),
    paymentUrl: record.paymentUrl ?? '',
    retired: record.retiredAt != null,
    createdAt: iso(record.createdAt),
  };
}

/** A package sold to a student, as it was when sold. */
export function presentSoldPackage(record: PackageAssignmentRecord): SoldPackage {
  return {
    id: record._id,
    packageId: record.packageId,
    name: record.name,
    sessions: record.sessions,
    price: dollarsOf(record.priceCents),
    paymentUrl: record.paymentUrl ?? '',
    assignedAt: iso(record.createdAt),
  };
}

/** A package sold to a student, with how many of its sessions were drawn. */
export function presentAssignedPackage(record: PackageAssignmentRecord, sessionsUsed: number): AssignedPackage {
  return { ...presentSoldPackage(record), sessionsUsed, sessionsLeft: record.sessions - sessionsUsed };
}

/** A payment received, money in dollars. */
export function presentPayment(record: PaymentRecord): Payment {
  return {
    id: record._id,
    amount: dollarsOf(record.amountCents),
    paidAt: record.paidAt,
    method: record.method as PaymentMethod,
    note: record.note ?? '',
    recordedAt: iso(record.createdAt),
  };
}
