import { NOTIFICATION_SOUND_VOLUME } from '@app/api/contract';
import { consultationNotification, consultationNotificationTag, type ConsultationEvent } from '@app/kit/notifications';
import { chimeDataUri } from './beep';

let chime: string | null = null;

/** Plays the short alert sound at the spec's volume; playback errors (autoplay rules, no audio device) are ignored. */
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
export function showDesktopNotification(event: ConsultationEvent): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, body } = consultationNotification(event);
  try {
    const notification = new Notification(title, {
      body,
      icon: '/icons/icon-192.png',
      tag: consultationNotificationTag(event),
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some mobile browsers only allow notifications from the service worker; the list still refreshes.
  }
}

/** Everything the open admin screen does when a new request is announced: notification and sound. */
export function alertAdmin(event: ConsultationEvent): void {
  showDesktopNotification(event);
  playAlertSound();
}
