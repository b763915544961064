import { Schema, model } from 'mongoose';
import { recordOptions } from './base.js';

/** The one practice profile's id: there is a single practice. */
export const PRACTICE_PROFILE_ID = 'practice';

const degreeSchema = new Schema({ degree: String, institution: String }, { _id: false });
const testimonialSchema = new Schema({ text: String, attribution: String }, { _id: false });

const practiceProfileSchema = new Schema(
  {
    _id: { type: String, default: PRACTICE_PROFILE_ID },
    businessName: { type: String, required: true },
    shortName: { type: String, required: true },
    coachName: { type: String, default: '' },
    coachEmail: { type: String, default: '' },
    phone: { type: String, default: '' },
    address: { type: String, default: '' },
    /** The uploaded photo's URL, or the configured/drawn portrait's. */
    coachPhotoUrl: { type: String, default: '' },
    pricePerSession: { type: Number, required: true },
    degrees: { type: [degreeSchema], default: [] },
    licence: { type: String, default: '' },
    yearsExperience: { type: Number, default: 0 },
    testimonials: { type: [testimonialSchema], default: [] },
    privacyNote: { type: String, default: '' },
    /** Online sessions' meeting link (https:), '' when none; shown only to booked clients. */
    meetingUrl: { type: String, default: '' },
  },
  { ...recordOptions, timestamps: true },
);

/**
 * What the public pages say about the practice, edited by the coach (a single record). Created from the
 * SITE_* settings the first time it is read; from then on the settings no longer apply.
 */
export const PracticeProfile = model('PracticeProfile', practiceProfileSchema, 'practice_profile');

const practicePhotoSchema = new Schema(
  {
    /** The content hash, which is also the photo's URL name. */
    _id: { type: String, required: true },
    data: { type: Buffer, required: true },
    contentType: { type: String, required: true },
  },
  { ...recordOptions, timestamps: true },
);

/** The coach's uploaded photo, resized by the server (only the current one is kept). */
export const PracticePhoto = model('PracticePhoto', practicePhotoSchema, 'practice_photos');
