import { Schema, model } from 'mongoose';

const rateCountSchema = new Schema(
  {
    /** `<counter key>|<window start in ms>`: one document per key and window. */
    _id: { type: String },
    count: { type: Number, required: true },
    /** One window after the window's end, when no sliding window reads it; the store removes it then. */
    expireAt: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);

/** Hits counted in one fixed window, shared by every API process (rate limits, caps) and read as a sliding window. */
export const RateCount = model('RateCount', rateCountSchema, 'rate_counts');
