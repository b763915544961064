import { Schema, model } from 'mongoose';

const calendarFeedSchema = new Schema(
  {
    /** The user's id: one feed per user. */
    _id: { type: String, ref: 'User' },
    /** The secret in the subscription URL; regenerating replaces it, so the old URL stops working. */
    token: { type: String, required: true, unique: true },
  },
  { versionKey: false, timestamps: true },
);

/** A user's calendar subscription: the secret that lets a calendar app read their sessions without a cookie. */
export const CalendarFeed = model('CalendarFeed', calendarFeedSchema, 'calendar_feeds');
