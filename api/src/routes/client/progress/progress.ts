import type { z } from 'zod';
import type { ActivityCompletion, completeActivitySchema, startActivitySchema } from '../../../contract/index.js';
import { completeActivity } from '../../../commands/activityCompleter.js';
import { startActivity } from '../../../commands/activityStarter.js';
import { actorOf, profileIdOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { ActivityCompletion as ActivityCompletionModel } from '../../../models/index.js';
import { activityCompletionPolicy } from '../../../policies/activityCompletion.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { presentActivityCompletion } from '../../../presenters/activityCompletion.js';

/** GET /api/my-progress: the student's own progress records, oldest first. */
export async function listMyProgress(ctx: AppContext): Promise<ActivityCompletion[]> {
  const records = await ActivityCompletionModel.find({ clientId: profileIdOf(ctx) })
    .sort({ createdAt: 1 })
    .lean();
  return records.map(presentActivityCompletion);
}

/** POST /api/activity-completion: starts an activity (201), or returns the record of one already started (200). */
export async function startActivityRoute(
  ctx: AppContext,
  { body }: RouteInput<z.output<typeof startActivitySchema>, undefined, undefined>,
) {
  const { record, created } = await startActivity(profileIdOf(ctx), body.activityId);
  ctx.status = created ? 201 : 200;
  return presentActivityCompletion(record);
}

/** PUT /api/activity-completion/{id}: marks one of the student's own started activities complete. */
export async function completeActivityRoute(
  ctx: AppContext,
  { body, params }: RouteInput<z.output<typeof completeActivitySchema>, { id: string }, undefined>,
) {
  const actor = actorOf(ctx);
  const loaded = await ActivityCompletionModel.findById(params.id);
  const record = authorizeRecord(
    loaded,
    (found) => activityCompletionPolicy.update(actor, found),
    'Progress record not found',
  );
  return presentActivityCompletion(await completeActivity(record, body));
}
