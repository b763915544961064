import { Schema, model } from 'mongoose';
import { recordOptions, textId } from './base.js';

const pushSubscriptionSchema = new Schema(
  {
    _id: textId,
    endpoint: { type: String, required: true, unique: true },
    keys: {
      p256dh: { type: String, required: true },
      auth: { type: String, required: true },
    },
  },
  { ...recordOptions, timestamps: true },
);

/** A browser subscribed to admin web push alerts. */
export const PushSubscription = model('PushSubscription', pushSubscriptionSchema, 'push_subscriptions');
