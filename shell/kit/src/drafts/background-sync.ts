/** Tag of the Background Sync registration that sends the outbox from the service worker. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Message the service worker posts to open pages after it sent queued saves. */
export const OUTBOX_REPLAYED_MESSAGE = 'outbox-replayed';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the service worker when the connection returns, so queued saves go out even if
 * the student closed the app meanwhile (Background Sync, where the browser has it; a no-op elsewhere).
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as unknown as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}
