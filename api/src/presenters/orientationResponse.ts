import {
  ORIENTATION_QUESTIONS,
  orientationAnswers,
  type OrientationResponse,
  type ReflectionItem,
} from '../contract/index.js';
import type { OrientationResponseRecord } from '../models/index.js';
import { iso } from './dates.js';

/** The single orientation record as the goal pages read it. */
export function presentOrientationResponse(record: OrientationResponseRecord): OrientationResponse {
  return {
    id: record._id,
    clientId: record.clientId,
    ...orientationAnswers(record),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/**
 * The same record in My Reflections' list form: one item per answered question, in the orientation's order,
 * with the question's full text. An item's id is the record id and the field, so it is stable across saves;
 * completedAt is when the answers were last saved.
 */
export function presentReflections(record: OrientationResponseRecord | null): ReflectionItem[] {
  if (!record) return [];
  const completedAt = iso(record.updatedAt ?? record.createdAt);
  return ORIENTATION_QUESTIONS.flatMap(({ field, question }) => {
    const answer = (record[field] ?? '').trim();
    return answer ? [{ id: `${record._id}-${field}`, question, answer, completedAt }] : [];
  });
}
