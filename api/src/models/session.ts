import { Schema, model } from 'mongoose';

const sessionSchema = new Schema(
  {
    _id: { type: String, alias: 'sid' },
    sess: { type: Schema.Types.Mixed, required: true },
    // The TTL index removes a session once it has expired.
    expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);

/** The log-in session store (sid, sess, expire). */
export const Session = model('Session', sessionSchema, 'sessions');
