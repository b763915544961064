import CircleCheck from 'lucide-react/icons/circle-check';
import CloudOff from 'lucide-react/icons/cloud-off';
import Timer from 'lucide-react/icons/timer';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSyncStatus } from '@app/kit/sync-status';
import { preferredScrollBehavior } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { useCheckInSummary } from '../data/queries';
import { Loading } from '../layout/QueryState';
import { queuedLine } from '../messages';
import { CHECK_IN_ID } from './check-in-link';
import { CheckInForm, type CheckInOutcome } from './CheckInForm';
import { CheckInSummary } from './CheckInSummary';
import { usePauseCheckIns } from './use-check-ins';

/**
 * Brings the card into view and puts the cursor in its first field whenever the address names it
 * (/dashboard#check-in), on arrival and when a link on the page leads here.
 */
function useOpenOnHash(card: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const open = () => {
      if (window.location.hash !== `#${CHECK_IN_ID}` || !card.current) return;
      card.current.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
      card.current.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [card]);
}

/**
 * The 30-second check-in on the dashboard: the form, one line of feedback on the estimate after each save (and,
 * offline, that the check-in waits on this device), and beside it the week's consistency with the pause control.
 */
export function CheckInCard() {
  const summary = useCheckInSummary();
  const pause = usePauseCheckIns();
  const phase = useSyncStatus((state) => state.phase);
  const waiting = phase !== 'saved';
  const [last, setLast] = useState<CheckInOutcome | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  useOpenOnHash(cardRef);

  return (
    <Card id={CHECK_IN_ID} className="scroll-mt-24 p-5 sm:p-6">
      <section
        ref={cardRef}
        aria-labelledby="check-in-heading"
        className="grid scroll-mt-28 gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]"
      >
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="check-in-heading" className="flex items-center gap-2 text-xl font-semibold leading-tight">
              <Timer aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
              Quick check-in
            </h2>
            <p className="text-sm text-muted-foreground">
              Thirty seconds: what you worked on, how long you planned, and how long it really took.
            </p>
          </div>
          <CheckInForm onDone={setLast} />
          <div role="status" className="flex flex-col gap-2 empty:hidden">
            {last && (
              <p className="flex gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900" data-check-in-feedback>
                <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{last.line}</span>
              </p>
            )}
            {last?.queued && waiting && (
              <p className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                <CloudOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{queuedLine(phase)}</span>
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-md border border-border bg-muted/50 p-4 lg:self-start">
          <h3 className="text-base font-semibold">Your week</h3>
          {summary.isLoading ? (
            <Loading label="Loading your week..." />
          ) : (
            <CheckInSummary summary={summary.data} busy={pause.busy} onPause={(paused) => void pause.setPaused(paused)} />
          )}
        </div>
      </section>
    </Card>
  );
}
