import { clockTime, formatDateTime } from '@app/api/contract';
import { Button } from '@app/kit/ui';
import { Dialog } from '@app/kit/panels';
import type { FormDraft } from './use-form-draft';

interface DraftNoticesProps<T> {
  draft: FormDraft<T>;
  /** What the form holds, in the student's words: "responses", "plan", "reassessment". */
  what: string;
  /** True when the saved copy could not be loaded because the device is offline. */
  offline?: boolean;
}

/**
 * Tells the student what the device did with their draft: restored unsaved changes (with a way to discard them),
 * working offline, or, for a draft older than the saved copy, a question which version to keep.
 */
export function DraftNotices<T>({ draft, what, offline = false }: DraftNoticesProps<T>) {
  const conflict = draft.conflict;
  return (
    <>
      {offline && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">You appear to be offline.</p>
          <p>What you type is kept on this device. When you save, it will be sent as soon as you are back online.</p>
        </div>
      )}
      {draft.restoredAt !== null && !conflict && (
        <div role="status" className="flex flex-col gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950 sm:flex-row sm:items-center sm:justify-between">
          <p>
            We restored changes to your {what} that were not saved yet (last edited {formatDateTime(draft.restoredAt)} on this
            device).
          </p>
          <Button
            size="sm"
            variant="outline"
            className="shrink-0"
            onClick={(event) => {
              // The notice goes with its button: the focus moves to the form's first field.
              event.currentTarget.form?.querySelector<HTMLElement>('input, select, textarea')?.focus();
              draft.keepServerCopy();
            }}
          >
            Discard changes
          </Button>
        </div>
      )}
      <Dialog
        open={!!conflict}
        onOpenChange={(open) => {
          // Closing without a choice keeps the saved version on screen and the draft on the device.
          if (!open) draft.postponeConflict();
        }}
        title="Which version do you want to keep?"
        description={
          conflict
            ? `This device has unsaved changes to your ${what} from ${formatDateTime(conflict.draft.editedAt)}, but your ${what} ${
                what.endsWith('s') ? 'were' : 'was'
              } saved more recently (${formatDateTime(conflict.serverUpdatedAt ?? null)}), perhaps on another device.`
            : undefined
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" autoFocus onClick={draft.keepServerCopy}>
            Keep saved version
          </Button>
          <Button onClick={draft.keepDraft}>Use changes from this device</Button>
        </div>
      </Dialog>
    </>
  );
}

/** A quiet line saying when the draft was last kept on this device. */
export function DraftSavedLine({ at }: { at: number | null }) {
  if (at === null) return null;
  return <p className="text-xs text-muted-foreground">Draft kept on this device at {clockTime(at)}</p>;
}
