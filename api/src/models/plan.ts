import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { recordOptions, textId } from './base.js';

const reassessmentSchema = new Schema(
  {
    currentStatus: { type: String, required: true },
    whatWorked: { type: String, default: '' },
    whatDidntWork: { type: String, default: '' },
    newBarriers: [{ _id: false, type: { type: String, enum: ['internal', 'external'] }, description: String }],
    newStrategies: [{ _id: false, description: String, timeframe: String, resources: { type: String, default: '' } }],
    updatedGoal: { type: String, default: '' },
    previousGoal: { type: String, default: '' },
    nextReassessment: { type: String, default: '' },
    createdAt: { type: Date, default: Date.now },
  },
  { _id: false },
);

const planSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true, index: true },
    selectedGoal: { type: String, required: true },
    // One entry per barrier or strategy (the API carries each list as JSON-encoded text).
    internalBarriers: { type: [String], default: [] },
    externalBarriers: { type: [String], default: [] },
    strategies: { type: [String], default: [] },
    implementationPlan: { type: String, default: '' },
    reassessmentDate: { type: Date, default: null },
    nextReassessment: { type: String, default: null },
    reassessments: { type: [reassessmentSchema], default: [] },
    /** The five levels of goal attainment, from -2 to 2 (absent: none). */
    attainmentLevels: { type: [String], default: undefined },
    /** Its place, 1 to the bound, among the student's plans (commands/boundedPlaces.ts). */
    place: { type: Number, default: undefined },
  },
  { ...recordOptions, timestamps: true },
);

// The reminder sweep looks for plans whose reassessment date has come.
planSchema.index({ reassessmentDate: 1 });
// "Needs attention" finds the plans saved or reassessed lately.
planSchema.index({ updatedAt: 1 });
// Plans saved at once cannot pass the per-student bound: two cannot take the same place.
planSchema.index({ clientId: 1, place: 1 }, { unique: true, partialFilterExpression: { place: { $exists: true } } });

export type PlanRecord = InferSchemaType<typeof planSchema> & { _id: string };
export type PlanDoc = HydratedDocumentFromSchema<typeof planSchema>;
/** A barriers-and-strategies plan for one goal, with its reassessment history. */
export const Plan = model('Plan', planSchema, 'barriers_strategies');
