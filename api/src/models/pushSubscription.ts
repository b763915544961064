import { Schema, model } from 'mongoose';
import { recordOptions, textId } from './base.js';

const pushSubscriptionSchema = new Schema(
  {
    _id: textId,
    endpoint: { type: String, required: true, unique: true },
    /** Who this device belongs to: a coach or a student; null for a device of the admin (shared password). */
    userId: { type: String, ref: 'User', default: null, index: true },
    /** What it receives: new-request alerts (the admin and the coach) or a student's own reminders. */
    audience: { type: String, enum: ['staff', 'student'], default: 'staff' },
    /**
     * A device of the admin: the admin log-in it was subscribed under (the session's adminGrantId), a
     * fingerprint of the admin password of that log-in, and when its flag runs out. The device gets alerts
     * only while a session still holds that log-in, under that password, before that time.
     */
    adminGrantId: { type: String, default: null },
    adminKey: { type: String, default: null },
    accessEndsAt: { type: Date, default: null },
    keys: {
      p256dh: { type: String, required: true },
      auth: { type: String, required: true },
    },
  },
  { ...recordOptions, timestamps: true },
);

/** A browser subscribed to web push: the admin's or coach's alerts, or a student's reminders. */
export const PushSubscription = model('PushSubscription', pushSubscriptionSchema, 'push_subscriptions');
