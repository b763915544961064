import { useState, type FormEvent } from 'react';
import { DAY_MS, sessionWhen, type CoachingSession } from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { CancelSessionDialog, Card, CardContent, CardDescription, CardHeader, MeetingLink } from '@app/kit/panels';
import { Button, toast } from '@app/kit/ui';
import { useBookForClient, useCancelSession, useSessions } from '../../api/session-api';
import { TOASTS } from '../../messages';
import { LoadFailure, Loading } from '../LoadFailure';
import { AttendanceButtons } from './AttendanceButtons';
import { MeetingUrlField, checkMeetingUrl } from './MeetingUrlField';
import { MoveSessionDialog } from './MoveSessionDialog';
import { RecordPastSessionDialog } from './RecordPastSessionDialog';
import { NO_TIME, SessionTimeFields, pickedStart } from './SessionTimeFields';

/** The coach books the client at any day and time (local), inside the weekly hours or not. */
function BookForClientForm({ clientId, name }: { clientId: string; name: string }) {
  const book = useBookForClient();
  const [value, setValue] = useState(NO_TIME);
  const [meetingUrl, setMeetingUrl] = useState('');
  const [linkError, setLinkError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = pickedStart(value);
    if (!start) return;
    const checked = checkMeetingUrl(meetingUrl);
    setLinkError(checked.error);
    if (checked.error !== undefined) return;
    try {
      await book.mutateAsync({ clientId, start: start.toISOString(), ...(checked.link ? { meetingUrl: checked.link } : {}) });
      toast(TOASTS.sessionBooked(name, sessionWhen(start.toISOString())));
      setValue(NO_TIME);
      setMeetingUrl('');
    } catch (error) {
      toast({ ...TOASTS.bookingFailed, description: serverMessage(error, TOASTS.bookingFailed.description) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="text-sm font-semibold">Book a session for {name}</h3>
      <SessionTimeFields value={value} onChange={setValue} />
      <MeetingUrlField id={`meeting-url-${clientId}`} value={meetingUrl} error={linkError} onChange={setMeetingUrl} />
      <Button type="submit" className="w-fit" disabled={book.isPending}>
        {book.isPending ? 'Booking...' : 'Book session'}
      </Button>
    </form>
  );
}

/**
 * A client's sessions in the client detail: the last 30 days and every upcoming one, attendance, booking, moving
 * and cancelling, and recording a session held outside the booking.
 */
export function ClientSessions({ clientId, name }: { clientId: string; name: string }) {
  const [now] = useState(Date.now);
  const sessions = useSessions({ from: new Date(now - 30 * DAY_MS), clientId });
  const cancel = useCancelSession();
  const [moving, setMoving] = useState<CoachingSession | null>(null);
  const [cancelling, setCancelling] = useState<CoachingSession | null>(null);
  const [recording, setRecording] = useState(false);
  const list = sessions.data ?? [];

  const cancelSession = async (session: CoachingSession) => {
    try {
      await cancel.mutateAsync(session.id);
      toast(TOASTS.sessionCancelled(name, sessionWhen(session.start)));
    } catch (error) {
      toast({ ...TOASTS.cancelFailed, description: serverMessage(error, TOASTS.cancelFailed.description) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Sessions</h2>
        <CardDescription>The last 30 days and every upcoming session.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isLoading ? (
          <Loading what="sessions" />
        ) : sessions.isError ? (
          <LoadFailure what="sessions" onRetry={() => void sessions.refetch()} />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sessions in the last 30 days, and none booked.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {list.map((session) => {
              const when = sessionWhen(session.start);
              const upcoming = Date.parse(session.start) > now;
              return (
                <li key={session.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <p className="text-sm font-medium">{when}</p>
                    {upcoming && session.meetingUrl && (
                      <MeetingLink url={session.meetingUrl} session={`${name}'s session on ${when}`} size="small" />
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <AttendanceButtons session={session} label={`the session on ${when}`} now={now} />
                    {upcoming && (
                      <>
                        <Button size="sm" variant="outline" aria-label={`Move the session on ${when}`} onClick={() => setMoving(session)}>
                          Move
                        </Button>
                        <Button size="sm" variant="outline" aria-label={`Cancel the session on ${when}`} onClick={() => setCancelling(session)}>
                          Cancel
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <BookForClientForm clientId={clientId} name={name} />
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">Held a session outside the booking? Add it with its attendance.</p>
          <Button type="button" variant="outline" className="w-fit" onClick={() => setRecording(true)}>
            Record a past session
          </Button>
        </div>
        {recording && <RecordPastSessionDialog clientId={clientId} name={name} onClose={() => setRecording(false)} />}
        {moving && <MoveSessionDialog session={moving} name={name} onClose={() => setMoving(null)} />}
        <CancelSessionDialog
          session={cancelling}
          onClose={() => setCancelling(null)}
          consequence={(session) => `${name}'s session on ${sessionWhen(session.start)} will be cancelled and ${name} told by e-mail.`}
          cancel={cancelSession}
        />
      </CardContent>
    </Card>
  );
}
