import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { ACTIVITY_CATEGORIES, ACTIVITY_DIFFICULTIES, DEFAULT_DIFFICULTY } from '../contract/index.js';
import { createdOnly, recordOptions, textId } from './base.js';

const activitySchema = new Schema(
  {
    _id: textId,
    title: { type: String, required: true, unique: true },
    description: { type: String, default: '' },
    category: { type: String, required: true, enum: ACTIVITY_CATEGORIES.map((category) => category.value) },
    difficulty: { type: String, required: true, enum: ACTIVITY_DIFFICULTIES, default: DEFAULT_DIFFICULTY },
    instructions: { type: String, default: '' },
  },
  { ...recordOptions, timestamps: createdOnly },
);

export type ActivityRecord = InferSchemaType<typeof activitySchema> & { _id: string };
export type ActivityDoc = HydratedDocumentFromSchema<typeof activitySchema>;
/** A skill activity of the library. */
export const Activity = model('Activity', activitySchema, 'activities');
