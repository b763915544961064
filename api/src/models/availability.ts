import { Schema, model, type InferSchemaType } from 'mongoose';
import { UPCOMING_SESSIONS } from '../contract/sessionRules.js';

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
    /** The most upcoming sessions one student may hold at once (absent on records saved before it existed). */
    maxUpcomingSessions: { type: Number, min: UPCOMING_SESSIONS.min, max: UPCOMING_SESSIONS.max },
    /** Whether a no-show / a late cancel uses up one of the student's sessions (absent on older records: yes). */
    noShowUsesSession: { type: Boolean },
    lateCancelUsesSession: { type: Boolean },
  },
  { versionKey: false, timestamps: true },
);

export type AvailabilityRecord = InferSchemaType<typeof availabilitySchema> & { _id: string };
/**
 * The coach's weekly hours (practice time), dates off, minimum notice, booking horizon, bound on upcoming sessions,
 * and whether no-shows and late cancels use up a session.
 */
export const Availability = model('Availability', availabilitySchema, 'availability');
