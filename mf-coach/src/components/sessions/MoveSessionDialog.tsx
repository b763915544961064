import { useState, type FormEvent } from 'react';
import { sessionWhen, type CoachingSession } from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Dialog } from '@app/kit/panels';
import { Button, toast } from '@app/kit/ui';
import { useMoveSession } from '../../api/session-api';
import { TOASTS } from '../../messages';
import { SessionTimeFields, localTimeOf, pickedStart } from './SessionTimeFields';

/** The coach moves a client's session to any future day and time; the client is told by e-mail. */
export function MoveSessionDialog({ session, name, onClose }: { session: CoachingSession; name: string; onClose: () => void }) {
  const move = useMoveSession();
  const [value, setValue] = useState(() => localTimeOf(session.start));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = pickedStart(value);
    if (!start) return;
    try {
      await move.mutateAsync({ id: session.id, start: start.toISOString() });
      toast(TOASTS.sessionMoved(name, sessionWhen(start.toISOString())));
      onClose();
    } catch (error) {
      toast({ ...TOASTS.moveFailed, description: serverMessage(error, TOASTS.moveFailed.description) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Move session"
      description={`${name}'s session is ${sessionWhen(session.start)}. Pick a new date and start time; ${name} is told by e-mail.`}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <SessionTimeFields value={value} onChange={setValue} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Keep current time
          </Button>
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Moving...' : 'Move session'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
