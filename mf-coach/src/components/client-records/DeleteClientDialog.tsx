import { useId, useState } from 'react';
import type { CoachClientDetail } from '@app/api/contract';
import { Button, buttonClass, Input, Label, toast } from '@app/kit/ui';
import { Dialog } from '@app/kit/panels';
import { useNavigate } from '@app/kit/router';
import { studentName } from '../../lib/client-search';
import { exportUrl, useDeleteClient } from './records-api';
import { TOASTS } from '../../messages';

/** Whether what the coach typed is the student's full name (case and extra spaces aside). */
export function namesMatch(typed: string, fullName: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(typed) !== '' && normal(typed) === normal(fullName);
}

/**
 * Deleting a client: the dialog first offers the export, then asks the coach to type the student's
 * full name; only then can the deletion be confirmed. Afterwards the coach is back on the dashboard.
 */
export function DeleteClientDialog({
  client,
  open,
  onOpenChange,
}: {
  client: CoachClientDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteClient(client.id);
  const navigate = useNavigate();
  const inputId = useId();
  const name = studentName(client);
  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) setTyped('');
    onOpenChange(next);
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast(TOASTS.clientDeleted(name));
        void navigate('/coach-dashboard');
      },
      onError: () => toast(TOASTS.clientDeleteFailed),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={`Delete ${name}?`}
      description="This deletes the student’s profile, orientation answers, plans, activity progress and sign-in. It cannot be undone."
    >
      <div className="flex flex-col gap-2 rounded-md bg-muted p-4 text-sm">
        <p>Download a copy of everything held about this student first, if you need to keep one.</p>
        <a
          href={exportUrl(client.id)}
          download
          className={buttonClass({ variant: 'outline', size: 'sm', className: 'self-start' })}
        >
          Download export
        </a>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (namesMatch(typed, name)) confirm();
        }}
      >
        <Label htmlFor={inputId}>
          Type <strong>{name}</strong> to confirm
        </Label>
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoFocus
        />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={remove.isPending} onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={!namesMatch(typed, name) || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete client'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
