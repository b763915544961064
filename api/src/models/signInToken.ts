import { Schema, model } from 'mongoose';

const signInTokenSchema = new Schema(
  {
    /** SHA-256 of the token: the token itself is only ever in the e-mailed link. */
    _id: { type: String },
    email: { type: String, required: true, index: true },
    /** What the link was sent as: a sign-in link, or a longer-lived invitation. */
    kind: { type: String, required: true, default: 'sign-in' },
    expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

/** A one-time sign-in link waiting to be followed. */
export const SignInToken = model('SignInToken', signInTokenSchema, 'sign_in_tokens');
