import { Schema, model, type HydratedDocumentFromSchema, type InferSchemaType } from 'mongoose';
import { DEFAULT_ROLE } from '../contract/index.js';
import { recordOptions, textId } from './base.js';

const userSchema = new Schema(
  {
    _id: textId,
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    profileImageUrl: { type: String, default: null },
    role: { type: String, required: true, enum: ['coach', 'client', 'guardian'], default: DEFAULT_ROLE },
    /** A student's choice: reminders by e-mail (on until they turn it off). */
    reminderEmails: { type: Boolean, default: true },
    /** A student's IANA time zone, as their device last reported it: reminders keep to quiet hours on their clock. */
    timeZone: { type: String, default: null },
  },
  { ...recordOptions, timestamps: true },
);

export type UserRecord = InferSchemaType<typeof userSchema> & { _id: string };
export type UserDoc = HydratedDocumentFromSchema<typeof userSchema>;

/** What an identity provider (or the e-mail link) says about the person signing in. */
export interface SignInIdentity {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}

/** A person who can sign in: a coach or a client. */
export const User = model('User', userSchema, 'users');
