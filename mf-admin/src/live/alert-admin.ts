import { NOTIFICATION_SOUND_VOLUME } from '@app/api/contract';
import { consultationNotification, consultationNotificationTag, type ConsultationAlert } from '@app/kit/notifications';
import { chimeDataUri } from './beep';

let chime: string | null = null;

/** Plays the short alert sound at NOTIFICATION_SOUND_VOLUME; playback errors (autoplay rules, no audio device) are ignored. */
export function playAlertSound(): void {
  try {
    chime ??= chimeDataUri();
    const audio = new Audio(chime);
    audio.volume = NOTIFICATION_SOUND_VOLUME;
    void audio.play()?.catch(() => undefined);
  } catch {
    // No audio support: the desktop notification and the refreshed list still tell the admin.
  }
}

/** Shows the desktop notification 'New Consultation Request' when the browser allows it. */
export function showDesktopNotification(event: ConsultationAlert): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, body } = consultationNotification(event);
  const options = { body, icon: '/icons/icon-192.png', tag: consultationNotificationTag(event) };
  try {
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Mobile browsers allow notifications only through the service worker.
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, { ...options, data: { url: '/admin' } }))
      .catch(() => undefined);
  }
}

/** Everything the open admin screen does when a new request is announced: notification and sound. */
export function alertAdmin(event: ConsultationAlert): void {
  showDesktopNotification(event);
  playAlertSound();
}
