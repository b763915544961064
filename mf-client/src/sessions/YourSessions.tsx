import { useRef, useState } from 'react';
import { CHANGE_NOTICE_HOURS, holdsTime, sessionWhen, studentMayChange, type CoachingSession } from '@app/api/contract';
import { serverMessage, useSite } from '@app/kit/api';
import { CancelSessionDialog, Card, CardContent, CardDescription, CardHeader, Dialog, MeetingLink } from '@app/kit/panels';
import { Button, FOCUS_RING, toast, useFocusAfterRemoval } from '@app/kit/ui';
import { LoadFailed, Loading } from '../layout/QueryState';
import { TOASTS } from '../messages';
import { OpenTimes, useSlotChoice } from './OpenTimes';
import { useCancelSession, useMoveSession, useMySessions } from './session-queries';

/** The card's id: the dashboard's Next step links to it. */
export const YOUR_SESSIONS_ID = 'your-sessions';

/** The dialog that moves a session: the same day-and-time picker as booking. */
function MoveDialog({ session, onClose }: { session: CoachingSession; onClose: () => void }) {
  const move = useMoveSession();
  const choice = useSlotChoice();
  const { start } = choice;

  const confirm = async () => {
    if (!start) return;
    try {
      await move.mutateAsync({ id: session.id, start });
      toast(TOASTS.sessionMoved(sessionWhen(start)));
      onClose();
    } catch (error) {
      toast({ ...TOASTS.moveFailed, description: serverMessage(error, TOASTS.moveFailed.description) });
      choice.pickStart(null);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Move session"
      description={`Currently ${sessionWhen(session.start)}. Pick a new day and time.`}
    >
      <div className="flex max-h-[60dvh] flex-col gap-4 overflow-y-auto">
        <OpenTimes choice={choice} />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Keep current time
        </Button>
        <Button onClick={() => void confirm()} disabled={!start || move.isPending}>
          {move.isPending ? 'Moving...' : 'Move session'}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * "Your sessions": the student's upcoming sessions, each with its meeting link when it has one, and Move and Cancel
 * while changes are allowed.
 */
export function YourSessions() {
  const site = useSite();
  const sessions = useMySessions();
  const cancel = useCancelSession();
  const [moving, setMoving] = useState<CoachingSession | null>(null);
  const [cancelling, setCancelling] = useState<CoachingSession | null>(null);
  // The page's clock: a session that ends while the page is open stays listed until the next visit.
  const [now] = useState(Date.now);
  // One the coach marked cancelled late is no longer to come.
  const upcoming = (sessions.data ?? []).filter(
    (session) => holdsTime(session.status) && Date.parse(session.end) > now,
  );
  // A cancelled session leaves the list: the keyboard goes on at the next one, or at the heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useFocusAfterRemoval(listRef, upcoming, headingRef);

  const cancelSession = async (session: CoachingSession) => {
    focusAfter.removing(session.id);
    try {
      await cancel.mutateAsync(session.id);
      toast(TOASTS.sessionCancelled(sessionWhen(session.start)));
    } catch (error) {
      focusAfter.cancel();
      toast({ ...TOASTS.cancelFailed, description: serverMessage(error, TOASTS.cancelFailed.description) });
    }
  };

  return (
    <Card id={YOUR_SESSIONS_ID} className="scroll-mt-24">
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className={`text-xl font-semibold leading-tight ${FOCUS_RING}`}>
          Your sessions
        </h2>
        <CardDescription>Your upcoming sessions with {site.coachName}.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isLoading ? (
          <Loading label="Loading your sessions..." />
        ) : sessions.isError ? (
          <LoadFailed message="Your sessions could not be loaded." onRetry={() => void sessions.refetch()} />
        ) : upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sessions booked yet.</p>
        ) : (
          <ul ref={listRef} className="flex flex-col divide-y divide-border">
            {upcoming.map((session) => {
              const when = sessionWhen(session.start);
              return (
                <li
                  key={session.id}
                  tabIndex={-1}
                  className={`flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between ${FOCUS_RING}`}
                >
                  <div className="flex flex-col gap-1">
                    <p className="font-medium">{when}</p>
                    {session.meetingUrl && <MeetingLink url={session.meetingUrl} session={`the session on ${when}`} />}
                  </div>
                  {studentMayChange(session.start, now) ? (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Move session on ${when}`}
                        onClick={() => setMoving(session)}
                      >
                        Move
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Cancel session on ${when}`}
                        onClick={() => setCancelling(session)}
                      >
                        Cancel
                      </Button>
                    </div>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      Less than {CHANGE_NOTICE_HOURS} hours away: to change it, contact {site.coachName}.
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {moving && <MoveDialog session={moving} onClose={() => setMoving(null)} />}
        <CancelSessionDialog
          session={cancelling}
          onClose={() => setCancelling(null)}
          consequence={(session) => `${sessionWhen(session.start)} will be cancelled and the time offered to others.`}
          cancel={cancelSession}
        />
      </CardContent>
    </Card>
  );
}
