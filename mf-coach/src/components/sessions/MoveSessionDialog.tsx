import { useId, useState, type FormEvent } from 'react';
import { sessionWhen, type CoachingSession } from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Dialog } from '@app/kit/panels';
import { Button, toast } from '@app/kit/ui';
import { useChangeSession } from '../../api/session-api';
import { TOASTS } from '../../messages';
import { MeetingUrlField, checkMeetingUrl } from './MeetingUrlField';
import { SessionTimeFields, localTimeOf, pickedStart } from './SessionTimeFields';

/**
 * The coach moves a client's session to any future day and time (the client is told by e-mail), and sets its own
 * meeting link; only what changed is sent, so a new link alone moves nothing and e-mails nobody.
 */
export function MoveSessionDialog({ session, name, onClose }: { session: CoachingSession; name: string; onClose: () => void }) {
  const change = useChangeSession();
  const linkId = useId();
  const [value, setValue] = useState(() => localTimeOf(session.start));
  const [meetingUrl, setMeetingUrl] = useState(session.ownMeetingUrl ?? '');
  const [linkError, setLinkError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = pickedStart(value);
    if (!start) return;
    const checked = checkMeetingUrl(meetingUrl);
    setLinkError(checked.error);
    if (checked.error !== undefined) return;
    const moved = start.toISOString() !== session.start;
    const relinked = checked.link !== (session.ownMeetingUrl ?? '');
    if (!moved && !relinked) {
      onClose();
      return;
    }
    try {
      await change.mutateAsync({
        id: session.id,
        ...(moved ? { start: start.toISOString() } : {}),
        ...(relinked ? { meetingUrl: checked.link } : {}),
      });
      toast(
        moved
          ? TOASTS.sessionMoved(name, sessionWhen(start.toISOString()))
          : TOASTS.meetingLinkSaved(name, sessionWhen(session.start)),
      );
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
      description={`${name}'s session is ${sessionWhen(session.start)}. Pick a new date and start time (${name} is told by e-mail), or change its meeting link.`}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <SessionTimeFields value={value} onChange={setValue} />
        <MeetingUrlField id={linkId} value={meetingUrl} error={linkError} onChange={setMeetingUrl} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Keep as it is
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
