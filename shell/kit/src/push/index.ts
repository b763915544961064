/**
 * Web push on this device, for every page that offers it (the admin's and coach's alerts, a student's
 * reminders): the notification permission, and this browser's subscription kept in step with the server.
 */
export {
  pushSupported,
  urlBase64ToUint8Array,
  serviceWorkerRegistration,
  currentPushSubscription,
  registerSubscription,
  subscribeToPush,
  unsubscribeFromPush,
} from './push-subscription';
export { usePushAlerts, type PushAlerts, type PushState } from './use-push-alerts';
export { useNotificationPermission, type PermissionState } from './use-notification-permission';
