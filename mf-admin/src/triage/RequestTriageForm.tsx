import { useId, useState, type FormEvent } from 'react';
import {
  REQUEST_NOTE_MAX,
  REQUEST_STATUSES,
  type ConsultationRequest,
  type RequestStatus,
} from '@app/api/contract';
import { Button, Input, Label, Select, type FocusAfterRemoval } from '@app/kit/ui';
import { useSetRequestStatus } from './use-set-request-status';

/** A list that a saved status can take the request out of (the inbox's filter), and what keeps the keyboard there. */
export interface HidingList {
  hides: (status: RequestStatus) => boolean;
  focus: FocusAfterRemoval;
}

/**
 * Sets a request's triage status with an optional short note, from its card. The form follows the saved values when
 * they change (a save here or elsewhere; a change being typed is kept) and stays mounted, so the focus stays in it;
 * a status that takes the request out of `list` hands the focus to the list instead.
 */
export function RequestTriageForm({ request, list }: { request: ConsultationRequest; list?: HidingList }) {
  const [status, setStatus] = useState<RequestStatus>(request.status);
  const [note, setNote] = useState(request.note);
  const [saved, setSaved] = useState({ status: request.status, note: request.note });
  if (saved.status !== request.status || saved.note !== request.note) {
    // Each field follows the new value unless it holds a change not yet saved.
    setSaved({ status: request.status, note: request.note });
    if (status === saved.status) setStatus(request.status);
    if (note === saved.note || note.trim() === request.note) setNote(request.note);
  }
  const save = useSetRequestStatus(request.id);
  const id = useId();
  const unchanged = status === request.status && note.trim() === request.note;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const leaving = list?.hides(status) ? list.focus : null;
    leaving?.removing(request.id);
    // Save Status is disabled once saved, which takes the focus from it: it goes back to the status.
    save.mutate(
      { status, note: note.trim() },
      { onSuccess: () => document.getElementById(`${id}-status`)?.focus(), onError: () => leaving?.cancel() },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={`Status of the request for ${request.studentFirstName} ${request.studentLastName}`}
      className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as RequestStatus)}>
          {REQUEST_STATUSES.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input
          id={`${id}-note`}
          value={note}
          maxLength={REQUEST_NOTE_MAX}
          placeholder="e.g. Left a voicemail"
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={unchanged || save.isPending} aria-busy={save.isPending || undefined}>
        {save.isPending ? 'Saving...' : 'Save Status'}
      </Button>
    </form>
  );
}
