/// <reference lib="webworker" />
import { consultationNotification, type ConsultationEvent } from '@app/kit/notifications';

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

// A push for a new consultation request ({ type, studentName, gradeLevel }) becomes a system notification.
self.addEventListener('push', (event) => {
  const { title, body } = consultationNotification(readPayload(event));
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'consultation-request',
      data: { url: ADMIN_PATH },
    }),
  );
});

// A click focuses an open admin tab, or any tab of the app sent to /admin, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const target = new URL(ADMIN_PATH, self.location.origin).href;
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const admin = windows.find((client) => client.url === target);
      if (admin) return void (await admin.focus());
      const any = windows[0];
      if (any) {
        await any.focus();
        return void (await any.navigate(target));
      }
      await self.clients.openWindow(target);
    })(),
  );
});
