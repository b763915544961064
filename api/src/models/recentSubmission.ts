import { Schema, model } from 'mongoose';

const recentSubmissionSchema = new Schema(
  {
    /** SHA-256 of the sender's address and the request's fields: no personal data is kept here. */
    _id: { type: String },
    // The TTL index removes a claim once its window has passed.
    expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);

/** A consultation request received lately, so that the same request sent again is not stored twice. */
export const RecentSubmission = model('RecentSubmission', recentSubmissionSchema, 'recent_submissions');
