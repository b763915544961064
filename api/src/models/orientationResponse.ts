import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { recordOptions, textId } from './base.js';

const answer = { type: String, default: '' };
const orientationResponseSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true, unique: true },
    whoAreYou: answer,
    whatAreYouInControl: answer,
    whoDoYouFeelCalled: answer,
    visionOfFuture: answer,
    goalOne: answer,
    goalTwo: answer,
    goalThree: answer,
  },
  { ...recordOptions, timestamps: true },
);
// "Needs attention" finds the answers saved lately.
orientationResponseSchema.index({ updatedAt: 1 });

export type OrientationResponseRecord = InferSchemaType<typeof orientationResponseSchema> & { _id: string };
export type OrientationResponseDoc = HydratedDocumentFromSchema<typeof orientationResponseSchema>;
/** A student's one orientation record: reflections and up to three goals. */
export const OrientationResponse = model('OrientationResponse', orientationResponseSchema, 'orientation_responses');
