import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { SESSION_STATUSES } from '../contract/sessions.js';
import { recordOptions, textId } from './base.js';

const coachingSessionSchema = new Schema(
  {
    _id: textId,
    clientId: { type: String, ref: 'ClientProfile', required: true, index: true },
    start: { type: Date, required: true, index: true },
    end: { type: Date, required: true },
    /**
     * The UTC date of `start` (YYYY-MM-DD), set on every save: a span's sessions are found by the dates it
     * covers, an equality the embedded store answers from an index (a range on `start` scans the collection).
     */
    startDay: { type: String, index: true },
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
  },
  { ...recordOptions, timestamps: true },
);
coachingSessionSchema.index({ holds: 1 }, { unique: true, sparse: true });
coachingSessionSchema.pre('validate', function setStartDay(this: { start?: Date | null; startDay?: string | null }) {
  if (this.start) this.startDay = utcDay(this.start);
});

/** The UTC date of an instant, as `startDay` holds it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Every UTC date from `from` to `to`, both included: the `startDay` values of sessions in that span. */
export function utcDaysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let at = Date.parse(utcDay(from)); at <= to.getTime(); at += 24 * 3_600_000) days.push(utcDay(new Date(at)));
  return days;
}

export type CoachingSessionRecord = InferSchemaType<typeof coachingSessionSchema> & { _id: string };
export type CoachingSessionDoc = HydratedDocumentFromSchema<typeof coachingSessionSchema>;
/** A paid one-on-one session of a student with the coach. */
export const CoachingSession = model('CoachingSession', coachingSessionSchema, 'coaching_sessions');
