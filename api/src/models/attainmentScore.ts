import { Schema, model, type InferSchemaType } from 'mongoose';
import { SCORERS } from '../contract/index.js';
import { createdOnly, recordOptions, textId } from './base.js';

const attainmentScoreSchema = new Schema(
  {
    _id: textId,
    /** The student whose plan it is. */
    clientId: { type: String, ref: 'ClientProfile', required: true },
    planId: { type: String, ref: 'Plan', required: true },
    score: { type: Number, required: true, min: -2, max: 2 },
    note: { type: String, default: null },
    by: { type: String, enum: SCORERS, required: true },
    /** Its place, 1 to the bound, among the plan's scores (commands/boundedPlaces.ts). */
    place: { type: Number, default: undefined },
  },
  { ...recordOptions, timestamps: createdOnly },
);
// A plan's scores in order: its latest two for "Needs attention", and the per-plan bound.
attainmentScoreSchema.index({ planId: 1, createdAt: 1 });
// A student's scores in order: the outcomes and the export.
attainmentScoreSchema.index({ clientId: 1, createdAt: 1 });
// "Needs attention" starts from the plans with a score below 0.
attainmentScoreSchema.index({ score: 1 });
// Scores saved at once cannot pass the per-plan bound: two cannot take the same place.
attainmentScoreSchema.index(
  { planId: 1, place: 1 },
  { unique: true, partialFilterExpression: { place: { $exists: true } } },
);

export type AttainmentScoreRecord = InferSchemaType<typeof attainmentScoreSchema> & { _id: string };
/** One score of a plan on its goal attainment scale (-2 to 2), by the student or the coach. */
export const AttainmentScore = model('AttainmentScore', attainmentScoreSchema, 'attainment_scores');
