import type { AttainmentScore, AttainmentScorePayload, Outcomes } from '../../../contract/index.js';
import { recordAttainmentScore } from '../../../commands/attainmentRecorder.js';
import { readOutcomes } from '../../../commands/outcomesReader.js';
import { practiceToday } from '../../../domain/practiceDays.js';
import { actorOf, profileIdOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { Plan } from '../../../models/index.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { planPolicy } from '../../../policies/plan.js';
import { presentAttainmentScore } from '../../../presenters/attainment.js';

/** POST /api/barriers-strategies/{id}/attainment: the student scores one of their own plans. */
export async function scoreMyPlan(
  ctx: AppContext,
  { body, params }: RouteInput<AttainmentScorePayload, { id: string }, undefined>,
): Promise<AttainmentScore> {
  const actor = actorOf(ctx);
  const loaded = await Plan.findById(params.id, { clientId: 1 }).lean();
  // Someone else's plan is the same 404 as a missing one.
  const plan = authorizeRecord(loaded, (found) => planPolicy.score(actor, found), 'Plan not found');
  const record = await recordAttainmentScore(plan, body, 'student');
  ctx.status = 201;
  return presentAttainmentScore(record);
}

/** GET /api/my-outcomes: the student's plans with their scores, and their last 12 weeks of check-ins. */
export function readMyOutcomes(ctx: AppContext): Promise<Outcomes> {
  ctx.set('Cache-Control', 'no-store');
  return readOutcomes(profileIdOf(ctx), practiceToday(new Date(), ctx.config.practiceTimeZone));
}
