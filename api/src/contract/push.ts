import { z } from 'zod';

/** A browser's push subscription, as PushSubscription.toJSON() gives it (POST /api/push/subscribe). */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' }).max(2000, 'endpoint is too long'),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({
      p256dh: z
        .string()
        .min(1, 'keys.p256dh is required')
        .max(200)
        .regex(/^[A-Za-z0-9_-]+=*$/, 'keys.p256dh must be base64url'),
      auth: z
        .string()
        .min(1, 'keys.auth is required')
        .max(100)
        .regex(/^[A-Za-z0-9_-]+=*$/, 'keys.auth must be base64url'),
    }),
  })
  .strict();
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionSchema>;

/** Which subscription to drop (DELETE /api/push/subscribe). */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string().min(1, 'endpoint is required').max(2000, 'endpoint is too long'),
});

/** GET /api/push/public-key: the VAPID key a browser subscribes with. */
export interface PushPublicKey {
  publicKey: string;
}

/** GET /api/email-status. */
export interface EmailStatus {
  configured: boolean;
  /** Days a consultation request is kept before it is deleted (CONSULTATION_RETENTION_DAYS). */
  consultationRetentionDays: number;
}
