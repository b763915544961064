import { ACCESS_ACTION_LABELS, formatTimestamp, type AccessLogEntry } from '@app/api/contract';
import { Button } from '@app/kit/ui';
import { Card, CardContent } from '@app/kit/panels';
import { EmptyState } from '../EmptyState';
import { LoadFailure, Loading } from '../LoadFailure';
import { useAccessLog } from './records-api';

/** Who acted, in words: the coach's address, the admin, or the student. */
export function actorLabel(entry: Pick<AccessLogEntry, 'actor'>): string {
  if (entry.actor.kind === 'admin') return 'Admin';
  if (entry.actor.kind === 'client') return 'The student';
  return entry.actor.email ?? 'Coach';
}

/**
 * The Access Log tab: who opened, exported or changed this client's records, newest first, from
 * which address; 'Show older entries' loads the next page.
 */
export function AccessLogTab({ clientId }: { clientId: string }) {
  const log = useAccessLog(clientId);
  if (log.isLoading) return <Loading what="access log" />;
  if (log.isError || !log.entries) return <LoadFailure what="the access log" onRetry={() => void log.refetch()} />;
  if (log.entries.length === 0) return <EmptyState title="No access recorded yet" />;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <h3 className="text-base font-semibold text-foreground">Access Log</h3>
        <p className="text-sm text-muted-foreground">
          Every time this client’s records were opened, exported or changed, and by whom.
        </p>
        <ol className="divide-y divide-border" aria-label="Access log entries">
          {log.entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0" data-action={entry.action}>
              <span className="font-medium text-foreground">{ACCESS_ACTION_LABELS[entry.action]}</span>
              <span className="break-words text-sm text-muted-foreground">
                {formatTimestamp(entry.at, 'en-US')} · {actorLabel(entry)}
                {entry.ip ? ` · from ${entry.ip}` : ''}
              </span>
            </li>
          ))}
        </ol>
        {log.hasNextPage && (
          <Button
            variant="outline"
            className="self-start"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
