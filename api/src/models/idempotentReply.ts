import { Schema, model } from 'mongoose';

const idempotentReplySchema = new Schema(
  {
    /** `<user id>:<Idempotency-Key>`: the unique key is the claim, so one process alone makes the save. */
    _id: { type: String },
    /** Who made the save, so that a student's deletion takes their replies along. */
    userId: { type: String, ref: 'User', required: true, index: true },
    /** The path the key was first sent to: the same key elsewhere is refused. */
    path: { type: String, required: true },
    /** The mark of the claim making the save: one taken over after its time has another, and the first then keeps
     * or frees nothing. */
    holder: { type: String, required: true },
    /** The reply's status; null while the save is being made. */
    status: { type: Number, default: null },
    /** The reply's JSON text; null while the save is being made. */
    body: { type: String, default: null },
    /** Until when the claim holds (while being made) or the reply is kept; then it is removed. */
    expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);

/** The reply to a save sent with an Idempotency-Key, kept to answer the same save sent again. */
export const IdempotentReply = model('IdempotentReply', idempotentReplySchema, 'idempotent_replies');
