import { ACCOUNT_MESSAGES, PACKAGES_MAX, type PackagePayload } from '../contract/index.js';
import { ConflictError, NotFoundError } from '../domain/errors.js';
import { Package, type PackageRecord } from '../models/index.js';

/** The practice's packages, oldest first, retired ones too. */
export function listPackages(): Promise<PackageRecord[]> {
  return Package.find().sort({ createdAt: 1, _id: 1 }).lean<PackageRecord[]>().exec();
}

/** Adds a package to the practice's offer (409 once the practice keeps its most). */
export async function createPackage(payload: PackagePayload): Promise<PackageRecord> {
  if ((await Package.countDocuments()) >= PACKAGES_MAX) throw new ConflictError(ACCOUNT_MESSAGES.packagesFull);
  const created = await Package.create({
    name: payload.name,
    sessions: payload.sessions,
    priceCents: payload.price,
    paymentUrl: payload.paymentUrl,
  });
  return created.toObject() as PackageRecord;
}

/**
 * Retires a package: it stays listed and what was sold of it is unchanged, but it can no longer be assigned.
 * Retiring one already retired changes nothing.
 */
export async function retirePackage(id: string, now = new Date()): Promise<PackageRecord> {
  const retired =
    (await Package.findOneAndUpdate(
      { _id: id, retiredAt: null },
      { $set: { retiredAt: now } },
      { returnDocument: 'after' },
    ).lean<PackageRecord>()) ?? (await Package.findById(id).lean<PackageRecord>());
  if (!retired) throw new NotFoundError(ACCOUNT_MESSAGES.packageNotFound);
  return retired;
}
