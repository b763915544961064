import type {
  Package,
  PackagePayload,
  Payment,
  PaymentPayload,
  SoldPackage,
  StudentAccount,
} from '../../../contract/index.js';
import { assignPackage, recordPayment } from '../../../commands/accountWriter.js';
import { readAccount } from '../../../commands/accountReader.js';
import { createPackage, listPackages, retirePackage } from '../../../commands/packageCatalog.js';
import { practiceToday } from '../../../domain/practiceDays.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { ClientProfile } from '../../../models/index.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { clientProfilePolicy } from '../../../policies/clientProfile.js';
import { presentPackage, presentPayment, presentSoldPackage } from '../../../presenters/account.js';

type Id = { id: string };

/** The id of a client the caller may read (404 otherwise). */
async function clientIdOf(ctx: AppContext, id: string): Promise<string> {
  const actor = actorOf(ctx);
  const profile = await ClientProfile.findById(id, { userId: 1 }).lean();
  return authorizeRecord(profile, (found) => clientProfilePolicy.read(actor, found), 'Client not found')._id;
}

/** GET /api/coach/packages: the practice's packages, oldest first, retired ones marked. */
export async function getPackages(): Promise<Package[]> {
  return (await listPackages()).map(presentPackage);
}

/** POST /api/coach/packages: a new package (201). */
export async function postPackage(ctx: AppContext, { body }: RouteInput<PackagePayload, undefined, undefined>): Promise<Package> {
  const created = await createPackage(body);
  ctx.status = 201;
  return presentPackage(created);
}

/** POST /api/coach/packages/{id}/retire: the package stays listed and can no longer be assigned. */
export async function postPackageRetire(_ctx: AppContext, { params }: RouteInput<undefined, Id, undefined>): Promise<Package> {
  return presentPackage(await retirePackage(params.id));
}

/** POST /api/coach/client/{id}/packages: sells the client a package, charging its price (201). */
export async function postClientPackage(
  ctx: AppContext,
  { params, body }: RouteInput<{ packageId: string }, Id, undefined>,
): Promise<SoldPackage> {
  const clientId = await clientIdOf(ctx, params.id);
  const sold = await assignPackage(clientId, body.packageId, actorOf(ctx).userId);
  ctx.status = 201;
  return presentSoldPackage(sold);
}

/** POST /api/coach/client/{id}/payments: records a payment received for the client (201). */
export async function postClientPayment(
  ctx: AppContext,
  { params, body }: RouteInput<PaymentPayload, Id, undefined>,
): Promise<Payment> {
  const clientId = await clientIdOf(ctx, params.id);
  const today = practiceToday(new Date(), ctx.config.practiceTimeZone);
  const payment = await recordPayment(clientId, body, actorOf(ctx).userId, today);
  ctx.status = 201;
  return presentPayment(payment);
}

/** GET /api/coach/client/{id}/account: the client's sessions left, balance due, packages, payments and charges. */
export async function getClientAccount(ctx: AppContext, { params }: RouteInput<undefined, Id, undefined>): Promise<StudentAccount> {
  return readAccount(await clientIdOf(ctx, params.id), ctx.config.site);
}
