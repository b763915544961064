import { Schema, model, type InferSchemaType } from 'mongoose';
import { recordOptions, textId } from './base.js';

const checkInPauseSchema = new Schema(
  {
    _id: textId,
    // Unique, hence indexed: one per student.
    clientId: { type: String, ref: 'ClientProfile', required: true, unique: true },
    paused: { type: Boolean, required: true },
    /** When counting was paused, or resumed: days before a resumption do not count as missed. */
    since: { type: Date, required: true },
  },
  { ...recordOptions, timestamps: true },
);
// "Needs attention" leaves out the students who paused counting or resumed it lately.
checkInPauseSchema.index({ paused: 1 });
checkInPauseSchema.index({ since: 1 });

export type CheckInPauseRecord = InferSchemaType<typeof checkInPauseSchema> & { _id: string };
/** Whether a student paused counting check-ins (holidays, illness); absent until they first pause. */
export const CheckInPause = model('CheckInPause', checkInPauseSchema, 'check_in_pauses');
