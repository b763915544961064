import { toast } from '@app/kit/ui';
import { TOASTS } from '../messages';
import { saveOrQueue, type SaveRequest } from './save-or-queue';

/** What the student is told about one form's save. */
export interface SaveToasts {
  /** What is saved, as the queued toast names it: "plan", "reassessment", "responses". */
  what: string;
  /** The toast once the server has the save. */
  saved: { title: string; description: string };
  /** The destructive toast's text when the save fails. */
  failed: string;
}

/**
 * Sends or queues a save (saveOrQueue) and tells the student what became of it: the success toast after
 * `onSent` has updated the cache, 'Saved on this device' when queued (offline, or behind a refused save), or the
 * destructive toast.
 * Returns the server's reply, 'queued', or null after a failure (already shown).
 */
export async function saveWithToasts<T>(
  request: SaveRequest,
  toasts: SaveToasts,
  onSent: (data: T) => void,
): Promise<T | 'queued' | null> {
  try {
    const outcome = await saveOrQueue<T>(request);
    if (outcome.kind === 'queued') {
      toast(outcome.held ? TOASTS.heldOnDevice(toasts.what) : TOASTS.savedOnDevice(toasts.what));
      return 'queued';
    }
    onSent(outcome.data);
    toast(toasts.saved);
    return outcome.data;
  } catch (error) {
    console.error(`Saving the ${toasts.what} failed`, error);
    toast(TOASTS.saveFailed(toasts.failed));
    return null;
  }
}
