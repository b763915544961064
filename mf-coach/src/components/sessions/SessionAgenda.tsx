import { useState } from 'react';
import { DAY_MS, byDay, clockTime, longDay } from '@app/api/contract';
import { Link } from '@app/kit/router';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { FOCUS_RING_FLUSH } from '@app/kit/ui';
import { useFirstSessions } from '../../api/session-api';
import { LoadFailure, Loading } from '../LoadFailure';
import { AttendanceButtons } from './AttendanceButtons';

/** How many sessions the agenda lists; a count tells how many more the two weeks hold. */
export const AGENDA_SIZE = 20;

/** Today's midnight (local) and two weeks later: the span the agenda shows. */
function twoWeeks(now: number): { from: Date; to: Date } {
  const from = new Date(now);
  from.setHours(0, 0, 0, 0);
  return { from, to: new Date(from.getTime() + 14 * DAY_MS) };
}

/**
 * The dashboard's agenda: the first sessions of today and the next two weeks, by day, with attendance once
 * started, and how many the two weeks hold when there are more.
 */
export function SessionAgenda() {
  const [now] = useState(Date.now);
  const sessions = useFirstSessions({ ...twoWeeks(now), limit: AGENDA_SIZE });
  const shown = sessions.data?.sessions ?? [];
  const total = sessions.data?.total ?? 0;
  const days = byDay(shown);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Agenda</h2>
        <CardDescription>
          Sessions today and in the next two weeks.
          {total > shown.length && ` The first ${shown.length} of ${total.toLocaleString('en-US')}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isLoading ? (
          <Loading what="sessions" />
        ) : sessions.isError ? (
          <LoadFailure what="the agenda" onRetry={() => void sessions.refetch()} />
        ) : days.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sessions booked in the next two weeks.</p>
        ) : (
          <div className="flex flex-col gap-4">
            {days.map(({ day, items }) => (
              <section key={day} aria-label={longDay(items[0]!.start)}>
                <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{longDay(items[0]!.start)}</h3>
                <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
                  {items.map((session) => {
                    const label = `${session.clientName ?? 'Client'} at ${clockTime(session.start)}`;
                    return (
                      <li
                        key={session.id}
                        className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                      >
                        <p>
                          <span className="font-medium">
                            {clockTime(session.start)}–{clockTime(session.end)}
                          </span>{' '}
                          <Link
                            to={`/client/${encodeURIComponent(session.clientId)}`}
                            className={`rounded-sm text-primary underline-offset-4 hover:underline ${FOCUS_RING_FLUSH}`}
                          >
                            {session.clientName}
                          </Link>
                        </p>
                        <AttendanceButtons session={session} label={label} now={now} />
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
