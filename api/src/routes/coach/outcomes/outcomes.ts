import type { AttainmentScore, CoachAttainmentScorePayload, Outcomes } from '../../../contract/index.js';
import { recordAttainmentScore } from '../../../commands/attainmentRecorder.js';
import { readOutcomes } from '../../../commands/outcomesReader.js';
import { practiceToday } from '../../../domain/practiceDays.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { ClientProfile, Plan } from '../../../models/index.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { clientProfilePolicy } from '../../../policies/clientProfile.js';
import { planPolicy } from '../../../policies/plan.js';
import { presentAttainmentScore } from '../../../presenters/attainment.js';

/** Loads a client the caller may read (404 otherwise). */
async function loadClient(ctx: AppContext, id: string) {
  const actor = actorOf(ctx);
  const profile = await ClientProfile.findById(id, { userId: 1 }).lean();
  return authorizeRecord(profile, (found) => clientProfilePolicy.read(actor, found), 'Client not found');
}

/** GET /api/coach/client/{id}/outcomes: the client's plans with their scores, and 12 weeks of check-in figures. */
export async function readClientOutcomes(
  ctx: AppContext,
  { params }: RouteInput<undefined, { id: string }, undefined>,
): Promise<Outcomes> {
  const profile = await loadClient(ctx, params.id);
  ctx.set('Cache-Control', 'no-store');
  return readOutcomes(profile._id, practiceToday(new Date(), ctx.config.practiceTimeZone));
}

/** POST /api/coach/client/{id}/attainment: the coach scores one of the client's plans (another's is not found). */
export async function scoreClientPlan(
  ctx: AppContext,
  { body, params }: RouteInput<CoachAttainmentScorePayload, { id: string }, undefined>,
): Promise<AttainmentScore> {
  const actor = actorOf(ctx);
  const profile = await loadClient(ctx, params.id);
  const loaded = await Plan.findById(body.planId, { clientId: 1 }).lean();
  const plan = authorizeRecord(
    loaded,
    (found) => found.clientId === profile._id && planPolicy.score(actor, found),
    'Plan not found',
  );
  const record = await recordAttainmentScore(plan, body, 'coach');
  ctx.status = 201;
  return presentAttainmentScore(record);
}
