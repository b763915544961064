import type { Guardian, GuardianPayload } from '../../../contract/index.js';
import { addGuardian, CLIENT_NOT_FOUND } from '../../../commands/guardianAdder.js';
import { listGuardians } from '../../../commands/guardianList.js';
import { unlinkGuardian } from '../../../commands/guardianRemover.js';
import { practiceClockOf } from '../../../http/clock.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import { notFound } from '../../../http/errors.js';
import type { RouteInput } from '../../../http/route.js';
import { ClientProfile } from '../../../models/index.js';

/** GET /api/coach/client/{id}/guardians: the student's guardians, in the order they were added. */
export async function getGuardians(
  ctx: AppContext,
  { params }: RouteInput<undefined, { id: string }, undefined>,
): Promise<Guardian[]> {
  if (!(await ClientProfile.exists({ _id: params.id }))) throw notFound(CLIENT_NOT_FOUND);
  return listGuardians(params.id, practiceClockOf(ctx));
}

/** POST /api/coach/client/{id}/guardians: links a guardian and e-mails them an invitation (201). */
export async function postGuardian(
  ctx: AppContext,
  { params, body }: RouteInput<GuardianPayload, { id: string }, undefined>,
): Promise<Guardian> {
  const { guardian } = await addGuardian(params.id, body, actorOf(ctx).userId, ctx.config, ctx.services);
  const added = (await listGuardians(params.id, practiceClockOf(ctx))).find((entry) => entry.id === guardian._id);
  if (!added) throw notFound(CLIENT_NOT_FOUND);
  ctx.status = 201;
  return added;
}

/** DELETE /api/coach/client/{id}/guardians/{guardianId}: unlinks the guardian (the last link removes them). */
export async function deleteGuardian(
  _ctx: AppContext,
  { params }: RouteInput<undefined, { id: string; guardianId: string }, undefined>,
): Promise<{ message: string }> {
  await unlinkGuardian(params.id, params.guardianId);
  return { message: 'Guardian removed' };
}
