import type { ReassessmentPayload } from '../contract/index.js';
import type { PlanDoc } from '../models/index.js';
import { assertRoomForScore, recordAttainmentScore } from './attainmentRecorder.js';
import { reassessPlan } from './planReassessor.js';

/**
 * Applies a student's reassessment to their plan; a score sent with it is recorded as the student's score of the
 * plan. A plan with no room for another score is refused before anything is saved.
 */
export async function reassessWithScore(plan: PlanDoc, payload: ReassessmentPayload, now = new Date()): Promise<PlanDoc> {
  const { score, ...reassessment } = payload;
  if (score === undefined) return reassessPlan(plan, reassessment, now);
  await assertRoomForScore(plan._id);
  const saved = await reassessPlan(plan, reassessment, now);
  await recordAttainmentScore(saved, { score }, 'student');
  return saved;
}
