import { Schema, model } from 'mongoose';

const reminderClaimSchema = new Schema(
  {
    /** `<kind>:<occurrence>`: the unique key is the claim, so one process alone may send it. */
    _id: { type: String },
    kind: { type: String, required: true },
    /** Whose reminder it is (a user id), so a student's deletion can take their claims along. */
    userId: { type: String, ref: 'User', default: null, index: true },
    claimedAt: { type: Date, required: true },
    /** Kept past every window in which the same occurrence could still be due, then removed. */
    expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);

/** A reminder one process has taken on to send (or sent): at most one claim per occurrence. */
export const ReminderClaim = model('ReminderClaim', reminderClaimSchema, 'reminder_claims');
