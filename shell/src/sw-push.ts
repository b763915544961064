/// <reference lib="webworker" />
import { consultationNotification, consultationNotificationTag, type ConsultationAlert } from '@app/kit/notifications';
import { STUDENT_REMINDER_EVENTS, type ReminderPush } from '@app/api/contract/reminderPush';

declare const self: ServiceWorkerGlobalScope;

/** Where a click on a consultation notification leads. */
const ADMIN_PATH = '/admin';

type Payload = ConsultationAlert & Partial<Omit<ReminderPush, 'type'>>;

function readPayload(event: PushEvent): Payload {
  try {
    const data: unknown = event.data?.json();
    return data && typeof data === 'object' ? (data as Payload) : {};
  } catch {
    return {};
  }
}

/** A student's reminder opens its own page (an app path only: never another site). */
function reminderPath(payload: Payload): string | null {
  if (!STUDENT_REMINDER_EVENTS.includes(String(payload.type)) || typeof payload.url !== 'string') return null;
  return payload.url.startsWith('/') && !payload.url.startsWith('//') ? payload.url : '/';
}

function isWindowAt(client: WindowClient, path: string): boolean {
  return new URL(client.url).pathname === path;
}

async function appWindows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

// A push becomes a system notification: a student's reminder ({ type, title, body, url, tag }) always, and a
// new consultation request ({ type, studentName, gradeLevel }) unless an admin window is on screen: that page
// already alerts through its live stream.
self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    (async () => {
      const icon = { icon: '/icons/icon-192.png', badge: '/icons/icon-192.png' };
      const reminder = reminderPath(payload);
      if (reminder) {
        await self.registration.showNotification(payload.title ?? 'Reminder', {
          ...icon,
          body: payload.body ?? '',
          tag: payload.tag ?? reminder,
          data: { url: reminder },
        });
        return;
      }
      const windows = await appWindows();
      if (
        windows.some(
          (client) => isWindowAt(client, ADMIN_PATH) && (client.focused || client.visibilityState === 'visible'),
        )
      )
        return;
      const { title, body } = consultationNotification(payload);
      await self.registration.showNotification(title, {
        ...icon,
        body,
        tag: consultationNotificationTag(payload),
        data: { url: ADMIN_PATH },
      });
    })(),
  );
});

// A click focuses a window already showing the notification's page (/admin, or the plan to reassess), or opens it
// in a new one (other tabs keep what they show).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path =
    typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : ADMIN_PATH;
  event.waitUntil(
    (async () => {
      const open = (await appWindows()).find((client) => isWindowAt(client, path));
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(new URL(path, self.location.origin).href);
    })(),
  );
});
