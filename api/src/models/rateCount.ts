import { Schema, model } from 'mongoose';

const rateCountSchema = new Schema(
  {
    /** `<counter key>|<window start in ms>`: one document per key and window. */
    _id: { type: String },
    count: { type: Number, required: true },
    /** The end of the window; the store removes the document after it. */
    expireAt: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);

/** Hits counted in one fixed window, shared by every API process (rate limits, caps). */
export const RateCount = model('RateCount', rateCountSchema, 'rate_counts');
