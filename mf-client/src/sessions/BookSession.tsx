import { CHANGE_NOTICE_HOURS, SESSION_MINUTES, sessionWhen } from '@app/api/contract';
import { serverMessage, useSite } from '@app/kit/api';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { Button, toast } from '@app/kit/ui';
import { TOASTS } from '../messages';
import { OpenTimes, useSlotChoice } from './OpenTimes';
import { useBookSession } from './session-queries';

/** "Book a session": pick a day, pick a time, confirm. */
export function BookSession() {
  const site = useSite();
  const book = useBookSession();
  const choice = useSlotChoice();
  const { start } = choice;

  const confirm = async () => {
    if (!start) return;
    try {
      await book.mutateAsync(start);
      toast(TOASTS.sessionBooked(sessionWhen(start)));
      choice.clear();
    } catch (error) {
      toast({ ...TOASTS.bookingFailed, description: serverMessage(error, TOASTS.bookingFailed.description) });
      choice.pickStart(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Book a session</h2>
        <CardDescription>
          One-on-one, {SESSION_MINUTES} minutes with {site.coachName}. You can cancel or move a session up to{' '}
          {CHANGE_NOTICE_HOURS} hours before it starts.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <OpenTimes
          choice={choice}
          empty={<p className="text-sm text-muted-foreground">No open times right now. Please check again later.</p>}
        >
          {start && (
            <div className="flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">
                <span className="font-semibold">3. Confirm:</span> {sessionWhen(start)}
              </p>
              <Button onClick={() => void confirm()} disabled={book.isPending}>
                {book.isPending ? 'Booking...' : 'Book session'}
              </Button>
            </div>
          )}
        </OpenTimes>
      </CardContent>
    </Card>
  );
}
