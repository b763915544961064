import { NotFoundError } from '../domain/errors.js';
import { Activity, ActivityCompletion, newId, type ActivityCompletionDoc } from '../models/index.js';
import { isDuplicateKey } from '../models/duplicateKey.js';

/** The progress record of a started activity, and whether this call created it. */
export interface StartedActivity {
  record: ActivityCompletionDoc;
  created: boolean;
}

/**
 * Starts an activity for a student: creates the progress record with completed false, or returns
 * the one that exists. Two starts racing each other meet at the unique (clientId, activityId) index,
 * and the loser returns the winner's record, so there is never a duplicate.
 */
export async function startActivity(clientId: string, activityId: string): Promise<StartedActivity> {
  if (!(await Activity.exists({ _id: activityId }))) throw new NotFoundError('Activity not found');
  const existing = await ActivityCompletion.findOne({ clientId, activityId });
  if (existing) return { record: existing, created: false };
  try {
    const record = await ActivityCompletion.create({ _id: newId(), clientId, activityId, completed: false });
    return { record, created: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const winner = await ActivityCompletion.findOne({ clientId, activityId });
    if (!winner) throw error;
    return { record: winner, created: false };
  }
}
