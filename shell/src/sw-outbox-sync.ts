/// <reference lib="webworker" />
import { OUTBOX_REPLAYED_MESSAGE, OUTBOX_SYNC_TAG } from '../kit/src/drafts/background-sync.ts';
import { replayOutbox } from '../kit/src/drafts/replay.ts';

declare const self: ServiceWorkerGlobalScope;

/** The Background Sync event (not yet in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Background Sync: when the connection returns, the browser wakes this worker, which sends the saves students
 * queued offline (even with the app closed) and tells any open page, so it refreshes what changed.
 */
export function registerOutboxSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      replayOutbox().then(async (result) => {
        if (result.sent.length > 0 || result.refused.length > 0) {
          const pages = await self.clients.matchAll({ type: 'window' });
          for (const page of pages) page.postMessage({ type: OUTBOX_REPLAYED_MESSAGE, sent: result.sent });
        }
        // Failing the sync makes the browser run it again later.
        if (result.stillBeingMade) throw new Error('a save is still being made: sync again later');
      }),
    );
  });
}
