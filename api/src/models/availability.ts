import { Schema, model, type InferSchemaType } from 'mongoose';

const weeklyRangeSchema = new Schema(
  { weekday: { type: Number, required: true }, start: { type: String, required: true }, end: { type: String, required: true } },
  { _id: false },
);

const availabilitySchema = new Schema(
  {
    /** One practice, one record: the id is always "practice". */
    _id: { type: String, default: 'practice' },
    weekly: { type: [weeklyRangeSchema], default: [] },
    datesOff: { type: [String], default: [] },
    minNoticeHours: { type: Number, required: true },
    horizonWeeks: { type: Number, required: true },
  },
  { versionKey: false, timestamps: true },
);

export type AvailabilityRecord = InferSchemaType<typeof availabilitySchema> & { _id: string };
/** The coach's weekly hours (practice time), dates off, minimum notice and booking horizon. */
export const Availability = model('Availability', availabilitySchema, 'availability');
