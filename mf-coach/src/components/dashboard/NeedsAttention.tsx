import { useId } from 'react';
import { Link } from '@app/kit/router';
import { INACTIVE_DAYS, formatCalendarDate, formatDate, type AttentionItem } from '@app/api/contract';
import { Card, CardContent, CardHeader } from '@app/kit/panels';
import { useNeedsAttention } from '../../api/coach-api';
import { LoadFailure, Loading } from '../LoadFailure';

/** Why a student is on the list, in the coach's words. */
export function attentionReasons(item: AttentionItem): string[] {
  const reasons: string[] = [];
  const late = item.overdueReassessment;
  if (late) reasons.push(`Reassessment overdue by ${late.daysOverdue} ${late.daysOverdue === 1 ? 'day' : 'days'}`);
  if (item.inactiveSince) {
    reasons.push(`No saved work or activity for ${INACTIVE_DAYS}+ days (last: ${formatDate(item.inactiveSince)})`);
  }
  if (item.noCheckInSince) reasons.push(`No check-in since ${formatCalendarDate(item.noCheckInSince)}`);
  const below = item.attainmentBelowExpected;
  if (below) reasons.push(`Two scores below expected on "${below.goal}"`);
  return reasons;
}

/** How many students the list names, of how many. */
function countLine(shown: number, total: number): string {
  const students = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'student' : 'students'}`;
  return shown < total ? `The first ${shown} of ${students(total)}, most overdue first` : students(total);
}

/**
 * The dashboard's "Needs attention" list: students with a reassessment overdue by more than 3 days, with
 * nothing saved or done for 14 days, with no check-in for 7 days, or whose latest two scores on a plan are
 * below expected, each linking to the client's detail; the first of them (most overdue first) and how many
 * there are.
 */
export function NeedsAttention() {
  const titleId = useId();
  const list = useNeedsAttention();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2">
        <h2 id={titleId} className="text-lg font-semibold leading-tight">
          Needs attention
        </h2>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Loading what="students who need attention" />
        ) : list.isError ? (
          <LoadFailure what="the students who need attention" onRetry={() => void list.refetch()} />
        ) : list.data.total === 0 ? (
          <p className="text-sm text-muted-foreground">Everyone is on track.</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{countLine(list.data.items.length, list.data.total)}</p>
            <ul className="flex flex-col divide-y divide-border">
              {list.data.items.map((item) => (
                <li key={item.clientId} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                  <Link
                    to={`/client/${encodeURIComponent(item.clientId)}`}
                    className="min-h-6 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {item.studentName}
                  </Link>
                  <span className="text-sm text-muted-foreground">{attentionReasons(item).join(' · ')}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
