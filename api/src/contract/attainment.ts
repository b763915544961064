import { z } from 'zod';
import { ATTAINMENT_LEVEL_MAX, ATTAINMENT_NOTE_MAX } from './attainmentScale.js';
import { idField, optionalText, requiredText } from './fields.js';

/**
 * Goal attainment scaling: a plan may describe five levels of attainment, from -2 (much less than expected)
 * to 2 (much more), 0 being the expected outcome; the student and the coach score the plan on that scale. The scale
 * itself (its scores and bounds) is in attainmentScale.ts.
 */

const level = (score: string) => requiredText(`Describe attainment level ${score}`, ATTAINMENT_LEVEL_MAX);

/** A plan's five level descriptions, keyed by score; each one line. */
export const attainmentLevelsSchema = z.strictObject(
  { '-2': level('-2'), '-1': level('-1'), '0': level('0'), '1': level('1'), '2': level('2') },
  { error: 'attainmentLevels must describe the five levels "-2" to "2"' },
);
export type AttainmentLevels = z.output<typeof attainmentLevelsSchema>;

const SCORE_MESSAGE = 'score must be a whole number from -2 to 2';

/** A score on the attainment scale. */
export const attainmentScoreField = z
  .number({ error: SCORE_MESSAGE })
  .int(SCORE_MESSAGE)
  .min(-2, SCORE_MESSAGE)
  .max(2, SCORE_MESSAGE);

const noteField = optionalText(ATTAINMENT_NOTE_MAX).nullable();

/** POST /api/barriers-strategies/{id}/attainment: the student scores one of their plans. */
export const attainmentScoreSchema = z.strictObject({
  score: attainmentScoreField,
  note: noteField,
});
export type AttainmentScoreInput = z.input<typeof attainmentScoreSchema>;
export type AttainmentScorePayload = z.output<typeof attainmentScoreSchema>;

/** POST /api/coach/client/{id}/attainment: the coach scores one of the client's plans. */
export const coachAttainmentScoreSchema = z.strictObject({
  planId: idField,
  score: attainmentScoreField,
  note: noteField,
});
export type CoachAttainmentScoreInput = z.input<typeof coachAttainmentScoreSchema>;
export type CoachAttainmentScorePayload = z.output<typeof coachAttainmentScoreSchema>;

/** Who gave a score. */
export const SCORERS = ['student', 'coach'] as const;
export type Scorer = (typeof SCORERS)[number];

/** One score as both scoring routes answer it (201), and as the export lists it. */
export interface AttainmentScore {
  id: string;
  planId: string;
  score: number;
  note: string | null;
  by: Scorer;
  at: string;
}
