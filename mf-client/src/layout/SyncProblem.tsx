import { useState } from 'react';
import { useQueryClient } from '@app/kit/query';
import { useCurrentUser } from '@app/kit/api';
import { useSyncStatus } from '@app/kit/sync-status';
import { Button } from '@app/kit/ui';
import { announceDiscardedDraft } from '../drafts/discarded-drafts';
import { discardQueuedSave, flushOutbox, keepQueuedSave } from '../drafts/offline-database';

/**
 * When a save kept on this device was refused by the server, says so and offers to retry sending it or to
 * discard it (a refused save would otherwise hold back later ones to the same place). A save refused because the
 * record changed on another device since can instead be kept over that change.
 */
export function SyncProblem() {
  const { user } = useCurrentUser();
  const { phase, lastError, changedElsewhere, refusedId } = useSyncStatus();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (phase !== 'error' || !user) return null;

  const retry = async () => {
    setBusy(true);
    try {
      const result = await flushOutbox(user.id);
      if (result.sent.length > 0) await queryClient.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };
  // Keep and Discard act on the refused save the banner is about.
  const keep = async () => {
    if (refusedId === null) return;
    setBusy(true);
    try {
      const result = await keepQueuedSave(user.id, refusedId);
      if (result.sent.length > 0) await queryClient.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };
  const discard = async () => {
    if (refusedId === null) return;
    setBusy(true);
    try {
      const discarded = await discardQueuedSave(user.id, refusedId);
      await flushOutbox(user.id);
      await queryClient.invalidateQueries();
      // The form that made it shows the saved copy again, once read anew (its draft went with the save).
      if (discarded?.draft) announceDiscardedDraft(discarded.draft.key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="alert" className="border-b border-red-200 bg-red-50 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-red-900">
          <strong className="font-semibold">Sync failed.</strong> A change saved on this device could not be sent:{' '}
          {lastError ?? 'The server could not accept it.'}
        </p>
        <div className="flex shrink-0 gap-2">
          {changedElsewhere ? (
            <Button size="sm" disabled={busy} onClick={() => void keep()}>
              Keep this change
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => void retry()}>
              Retry
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void discard()}>
            Discard change
          </Button>
        </div>
      </div>
    </div>
  );
}
