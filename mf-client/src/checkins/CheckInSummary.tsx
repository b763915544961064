import CalendarCheck from 'lucide-react/icons/calendar-check';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import type { CheckInSummary as Summary } from '@app/api/contract';
import { Button } from '@app/kit/ui';
import { CHECK_IN_TEXT } from '../messages';

interface CheckInSummaryProps {
  summary: Summary | undefined;
  /** True while the pause or resume is being saved. */
  busy: boolean;
  onPause: (paused: boolean) => void;
}

/**
 * Consistency without streaks: the days with a check-in of the last week and the estimate ratio in plain words;
 * while paused (holiday or illness) the count is not shown at all, so a quiet week never reads as slipping.
 */
export function CheckInSummary({ summary, busy, onPause }: CheckInSummaryProps) {
  if (!summary) {
    return <p className="text-sm text-muted-foreground">{CHECK_IN_TEXT.noSummary}</p>;
  }
  return (
    <div className="flex flex-col gap-3" data-check-in-summary={summary.paused ? 'paused' : 'counting'}>
      {summary.paused ? (
        <p className="flex gap-2 text-sm text-foreground">
          <Pause aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
          <span>{CHECK_IN_TEXT.paused}</span>
        </p>
      ) : (
        <p className="flex gap-2 font-semibold text-foreground">
          <CalendarCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          <span>{CHECK_IN_TEXT.consistency(summary.daysWithCheckIn, summary.of)}</span>
        </p>
      )}
      {summary.estimateRatio !== null && (
        <p className="text-sm text-muted-foreground">{CHECK_IN_TEXT.estimateRatio(summary.estimateRatio)}</p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="h-auto min-h-11 w-full whitespace-normal py-2 sm:h-auto sm:min-h-9"
        disabled={busy}
        onClick={() => onPause(!summary.paused)}
      >
        {summary.paused ? <Play aria-hidden="true" className="h-4 w-4 shrink-0" /> : <Pause aria-hidden="true" className="h-4 w-4 shrink-0" />}
        {summary.paused ? CHECK_IN_TEXT.resume : CHECK_IN_TEXT.pause}
      </Button>
    </div>
  );
}
