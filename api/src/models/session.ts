import { Schema, model } from 'mongoose';

// Every request with a cookie reads its session by `_id`.
const sessionSchema = new Schema(
  {
    _id: { type: String, alias: 'sid' },
    sess: { type: Schema.Types.Mixed, required: true },
    // The TTL index removes a session once it has expired.
    expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
    /** The signed-in user (a copy of sess.userId), so every session of a user can be found and ended. */
    userId: { type: String, default: null, index: true },
    /** The admin log-in it holds (a copy of sess.adminGrantId), so an admin device can be checked against it. */
    adminGrantId: { type: String, default: null, index: true },
  },
  { versionKey: false },
);

/** The log-in session store (sid, sess, expire, and the user and admin log-in it belongs to). */
export const Session = model('Session', sessionSchema, 'sessions');
