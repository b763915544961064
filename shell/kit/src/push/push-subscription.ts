import type { PushPublicKey } from '@app/api/contract';
import { ALERT_PATHS } from '@app/api/contract/paths';
import { apiRequest } from '../api/api-request';

/** Whether this browser has what web push needs (a service worker, the Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

/** Decodes a base64url VAPID key into the bytes PushManager.subscribe expects. */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = new Uint8Array(a);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}

/**
 * The app's service worker registration, or null where none is registered (a development build, or a
 * browser that refused it). Waits briefly for a first install in progress.
 */
export async function serviceWorkerRegistration(waitMs = 5000): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  if (!existing) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's current push subscription, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await serviceWorkerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Tells the server about a subscription (an upsert: sending it again is harmless). */
export async function registerSubscription(subscription: PushSubscription): Promise<void> {
  await apiRequest('POST', ALERT_PATHS.pushSubscribe, subscription.toJSON());
}

/**
 * Subscribes this browser with the API's public key (GET /api/push/public-key) through the service
 * worker's push manager, then stores the subscription on the server (POST /api/push/subscribe).
 * A subscription made with an older key is replaced.
 */
export async function subscribeToPush(): Promise<PushSubscription> {
  const registration = await serviceWorkerRegistration();
  if (!registration)
    throw new Error('Push alerts need the installed app (service worker), which is not available here');
  const res = await apiRequest('GET', ALERT_PATHS.pushPublicKey);
  const { publicKey } = (await res.json()) as PushPublicKey;
  const applicationServerKey = urlBase64ToUint8Array(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await registerSubscription(subscription);
  return subscription;
}

/** Removes the subscription from the server (DELETE /api/push/subscribe), then from this browser. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', ALERT_PATHS.pushSubscribe, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
