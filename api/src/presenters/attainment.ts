import { ATTAINMENT_SCORES, type AttainmentLevels, type AttainmentScore } from '../contract/index.js';
import { iso } from './dates.js';

/** A score as stored (hydrated or lean): what the presenter reads. */
export interface StoredAttainmentScore {
  _id: string;
  planId: string;
  score: number;
  note?: string | null;
  by: string;
  createdAt?: Date | null;
}

/** A score as the scoring routes answer it and the export lists it. */
export function presentAttainmentScore(record: StoredAttainmentScore): AttainmentScore {
  return {
    id: record._id,
    planId: record.planId,
    score: record.score,
    note: record.note || null,
    by: record.by === 'coach' ? 'coach' : 'student',
    at: iso(record.createdAt),
  };
}

/** A plan's levels as stored (five descriptions, -2 first) keyed by score; null when it has none. */
export function presentAttainmentLevels(stored: readonly string[] | null | undefined): AttainmentLevels | null {
  if (!stored || stored.length !== ATTAINMENT_SCORES.length) return null;
  const [low, below, expected, above, high] = stored as [string, string, string, string, string];
  return { '-2': low, '-1': below, '0': expected, '1': above, '2': high };
}
