import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { AppConfig } from '../config.js';
import { PushSubscription } from '../models/index.js';
import { messageOf, type Logger } from './logger.js';
import { publicOnlyAgent, pushEndpointProblem } from './pushEndpoints.js';
import { endedStaffDevices, type StaffDevice } from './staffDevices.js';

/** What one broadcast did. */
export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

/** Web push to subscribed browsers. Dead subscriptions (404/410) are removed as they are met. */
export interface PushSender {
  readonly publicKey: string;
  /**
   * Sends `payload` (JSON) to every device of the admin and the coach (new-request alerts) whose access
   * still holds; the others are removed instead (services/staffDevices.ts).
   */
  sendToStaff(payload: unknown): Promise<PushOutcome>;
  /** Sends `payload` to the devices on which one student turned push on, and to no one else's. */
  sendToStudent(userId: string, payload: unknown): Promise<PushOutcome>;
}

/**
 * Builds the sender with the VAPID keys; `agent` lets tests trust a local endpoint's certificate.
 * Unless PUSH_ALLOW_PRIVATE_ENDPOINTS is on, an endpoint that is not https on a public host with the
 * default port (stored before that rule) is removed instead of posted to, and names are only
 * connected to when they resolve to public addresses.
 */
export function createPushSender(config: AppConfig, logger: Logger, options: { agent?: Agent } = {}): PushSender {
  const vapidDetails = { ...config.vapid };
  const allowPrivate = config.pushAllowPrivateEndpoints;
  const agent = allowPrivate ? options.agent : publicOnlyAgent(options.agent);
  const send = async (
    filter: Record<string, unknown>,
    payload: unknown,
    accessEnded: (devices: StaffDevice[]) => Promise<Set<string>> = async () => new Set(),
  ): Promise<PushOutcome> => {
    const body = JSON.stringify(payload);
    const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
    const subscriptions = await PushSubscription.find(filter).lean();
    const ended = await accessEnded(subscriptions);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const problem = pushEndpointProblem(subscription.endpoint, allowPrivate);
        if (problem) {
          await PushSubscription.deleteOne({ endpoint: subscription.endpoint });
          outcome.removed += 1;
          logger.warn('push subscription removed', { reason: problem, endpointHost: hostOf(subscription.endpoint) });
          return;
        }
        if (ended.has(subscription._id)) {
          // Unless it was subscribed again meanwhile (under access that holds).
          await PushSubscription.deleteOne({ _id: subscription._id, updatedAt: subscription.updatedAt });
          outcome.removed += 1;
          logger.info('push subscription removed', {
            reason: 'access ended',
            endpointHost: hostOf(subscription.endpoint),
          });
          return;
        }
        try {
          const keys = { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' };
          await webpush.sendNotification({ endpoint: subscription.endpoint, keys }, body, {
            vapidDetails,
            TTL: 24 * 60 * 60,
            urgency: 'high',
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          });
          outcome.sent += 1;
        } catch (error) {
          const status = error instanceof WebPushError ? error.statusCode : undefined;
          if (status === 404 || status === 410) {
            await PushSubscription.deleteOne({ endpoint: subscription.endpoint });
            outcome.removed += 1;
            logger.info('push subscription removed', { status, endpointHost: hostOf(subscription.endpoint) });
          } else {
            outcome.failed += 1;
            logger.warn('push failed', {
              status,
              endpointHost: hostOf(subscription.endpoint),
              error: messageOf(error),
            });
          }
        }
      }),
    );
    return outcome;
  };
  return {
    publicKey: config.vapid.publicKey,
    sendToStaff: (payload) =>
      send({ audience: { $ne: 'student' } }, payload, (devices) => endedStaffDevices(devices, config)),
    sendToStudent: (userId, payload) => send({ audience: 'student', userId }, payload),
  };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}
