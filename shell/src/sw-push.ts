/// <reference lib="webworker" />
import { consultationNotification, consultationNotificationTag, type ConsultationEvent } from '@app/kit/notifications';

declare const self: ServiceWorkerGlobalScope;

/** Where a click on a consultation notification leads. */
const ADMIN_PATH = '/admin';

function readPayload(event: PushEvent): ConsultationEvent {
  try {
    const data: unknown = event.data?.json();
    return data && typeof data === 'object' ? (data as ConsultationEvent) : {};
  } catch {
    return {};
  }
}

function isAdminWindow(client: WindowClient): boolean {
  return new URL(client.url).pathname === ADMIN_PATH;
}

async function appWindows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

// A push for a new consultation request ({ type, studentName, gradeLevel }) becomes a system notification,
// unless an admin window is on screen: that page already alerts through its live stream.
self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    (async () => {
      const windows = await appWindows();
      if (windows.some((client) => isAdminWindow(client) && (client.focused || client.visibilityState === 'visible')))
        return;
      const { title, body } = consultationNotification(payload);
      await self.registration.showNotification(title, {
        body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: consultationNotificationTag(payload),
        data: { url: ADMIN_PATH },
      });
    })(),
  );
});

// A click focuses an open admin window, or opens /admin in a new one (other tabs keep what they show).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const admin = (await appWindows()).find(isAdminWindow);
      if (admin) {
        await admin.focus();
        return;
      }
      await self.clients.openWindow(new URL(ADMIN_PATH, self.location.origin).href);
    })(),
  );
});
