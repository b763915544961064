import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { SESSION_STATUSES } from '../contract/sessionRules.js';
import { recordOptions, textId } from './base.js';

const coachingSessionSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true, index: true },
    start: { type: Date, required: true, index: true },
    end: { type: Date, required: true },
    status: { type: String, enum: SESSION_STATUSES, required: true, default: 'booked' },
    /**
     * The 5-minute marks this session and its buffer hold, while it is not cancelled. The unique index
     * on them is what makes two overlapping bookings impossible, from any number of processes: the store
     * refuses the second write as a whole. A cancelled session drops the field (the index is sparse).
     */
    holds: { type: [Date], default: undefined },
    /** The calendar event's SEQUENCE: raised on every move and on cancelling, so calendars take the change. */
    sequence: { type: Number, required: true, default: 0 },
    /** Who booked it: the student (user id) or the coach. */
    bookedBy: { type: String, enum: ['client', 'coach'], required: true },
    /**
     * A session the student booked holds one of their places, 1 to the bound on upcoming sessions, until it
     * starts or is cancelled. The unique index on student and place is what keeps parallel bookings (from
     * any number of processes) within the bound: two bookings taking the same place cannot both be written.
     */
    place: { type: Number, default: undefined },
    /** The session's own meeting link (https:), set by the coach; '' = the practice's. */
    meetingUrl: { type: String, default: '' },
  },
  { ...recordOptions, timestamps: true },
);
coachingSessionSchema.index({ holds: 1 }, { unique: true, sparse: true });
// Sessions scheduled in a span are counted on it (the dashboard's This Week, the agenda's count).
coachingSessionSchema.index({ status: 1, start: 1 });
coachingSessionSchema.index(
  { clientId: 1, place: 1 },
  { unique: true, partialFilterExpression: { place: { $exists: true } } },
);
export type CoachingSessionRecord = InferSchemaType<typeof coachingSessionSchema> & { _id: string };
export type CoachingSessionDoc = HydratedDocumentFromSchema<typeof coachingSessionSchema>;
/** A paid one-on-one session of a student with the coach. */
export const CoachingSession = model('CoachingSession', coachingSessionSchema, 'coaching_sessions');
