import { API_PATHS, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import { emailStatus, notificationStream, pushPublicKey, subscribe, unsubscribe } from './notifications.js';

/** New-request alerts: e-mail status, the live stream, and web push subscriptions. */
export const notificationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.emailStatus,
    access: 'public',
    summary: 'Whether alert e-mail is configured',
    handler: (ctx) => emailStatus(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.notifications,
    access: 'staff',
    summary: 'Live stream (SSE) of new consultation requests',
    handler: (ctx) => notificationStream(ctx),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.pushPublicKey,
    access: 'public',
    summary: 'VAPID public key for web push',
    handler: (ctx) => pushPublicKey(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.pushSubscribe,
    access: 'device',
    summary: "Store this browser's push subscription (staff alerts, or a student's reminders)",
    body: pushSubscriptionSchema,
    handler: (ctx, { body }) => subscribe(ctx, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: API_PATHS.pushSubscribe,
    access: 'device',
    summary: "Remove this browser's push subscription, if it is the caller's",
    body: pushUnsubscribeSchema,
    handler: (ctx, { body }) => unsubscribe(ctx, body.endpoint),
  }),
];
