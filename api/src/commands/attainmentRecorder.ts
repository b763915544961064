import { STUDENT_BOUNDS, STUDENT_BOUND_MESSAGES, type Scorer } from '../contract/index.js';
import { ConflictError } from '../domain/errors.js';
import { AttainmentScore, newId, type AttainmentScoreRecord } from '../models/index.js';
import { createInPlace } from './boundedPlaces.js';

/** Refuses (conflict) a score for a plan that already holds as many as a plan may: a check before other saves. */
export async function assertRoomForScore(planId: string): Promise<void> {
  if ((await AttainmentScore.countDocuments({ planId })) >= STUDENT_BOUNDS.scoresPerPlan) {
    throw new ConflictError(STUDENT_BOUND_MESSAGES.scores);
  }
}

/** Records a score (-2 to 2) of a plan on its attainment scale, by its student or by the coach. */
export async function recordAttainmentScore(
  plan: { _id: string; clientId: string },
  { score, note }: { score: number; note?: string | null },
  by: Scorer,
): Promise<AttainmentScoreRecord> {
  const created = await createInPlace(
    () => AttainmentScore.find({ planId: plan._id }, { place: 1 }).lean(),
    STUDENT_BOUNDS.scoresPerPlan,
    () => STUDENT_BOUND_MESSAGES.scores,
    (place) =>
      AttainmentScore.create({
        _id: newId(),
        clientId: plan.clientId,
        planId: plan._id,
        score,
        note: note || null,
        by,
        place,
      }),
  );
  return created.toObject() as AttainmentScoreRecord;
}
