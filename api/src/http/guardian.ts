import { Guardian, type GuardianRecord } from '../models/index.js';
import type { AppContext } from './context.js';
import { forbidden } from './errors.js';

/** The guardian record of the signed-in guardian (the route's access rule let only a guardian through). */
export async function guardianOf(ctx: AppContext): Promise<GuardianRecord> {
  const email = ctx.state.user?.role === 'guardian' ? ctx.state.user.email : null;
  const guardian = email ? await Guardian.findOne({ email }).lean<GuardianRecord>() : null;
  if (!guardian) throw forbidden('This is for guardians only');
  return guardian;
}
