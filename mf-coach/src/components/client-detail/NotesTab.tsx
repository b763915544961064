import { useEffect, useId, useRef, useState } from 'react';
import { coachNotesSchema, LIMITS, firstError, type CoachClientDetail } from '@app/api/contract';
import { Button, Label, Textarea, toast } from '@app/kit/ui';
import { Card, CardContent } from '@app/kit/panels';
import { useUpdateClientNotes } from '../../api/coach-api';
import { TOASTS } from '../../messages';

/**
 * The Notes tab: the coach's private notes on the client, read in view mode; 'Edit Notes' opens a
 * textarea, 'Cancel' discards the edit, a successful 'Save Notes' returns to view.
 */
export function NotesTab({ client }: { client: CoachClientDetail }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const save = useUpdateClientNotes(client.id);
  const textareaId = useId();
  const editButtonId = useId();
  const returnFocus = useRef(false);

  // Moves focus into the textarea on opening and back to 'Edit Notes' on leaving, so keyboard users stay in place.
  useEffect(() => {
    const target = editing ? textareaId : returnFocus.current ? editButtonId : null;
    if (target) document.getElementById(target)?.focus();
  }, [editing, textareaId, editButtonId]);

  const startEditing = () => {
    setDraft(client.notes);
    setEditing(true);
  };
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const onSave = () => {
    const parsed = coachNotesSchema.safeParse({ notes: draft });
    if (!parsed.success) {
      toast(TOASTS.notesInvalid(firstError(parsed.error) ?? ''));
      return;
    }
    save.mutate(parsed.data.notes, { onSuccess: stopEditing });
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-foreground">Private Notes</h3>
          {!editing && (
            <Button id={editButtonId} variant="outline" size="sm" onClick={startEditing}>
              Edit Notes
            </Button>
          )}
        </div>
        {editing ? (
          <div className="flex flex-col gap-3">
            <Label htmlFor={textareaId}>Notes on this client (only you can see them)</Label>
            <Textarea
              id={textareaId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={LIMITS.notes}
              rows={8}
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={onSave} disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Notes'}
              </Button>
              <Button variant="outline" onClick={stopEditing} disabled={save.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        ) : client.notes.trim() ? (
          <p className="whitespace-pre-wrap break-words text-sm text-foreground">{client.notes}</p>
        ) : (
          <p className="text-sm text-muted-foreground">No notes added yet</p>
        )}
      </CardContent>
    </Card>
  );
}
