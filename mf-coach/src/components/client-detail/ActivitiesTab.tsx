import { formatDate, type CoachClientDetail } from '@app/api/contract';
import { Badge, Card, CardContent } from '@app/kit/panels';
import { categoryLabel } from '../../lib/progress';
import { EmptyState } from '../EmptyState';

/** The Activities tab: every activity the client started, with its category and whether it is done. */
export function ActivitiesTab({ client }: { client: CoachClientDetail }) {
  if (client.completions.length === 0) return <EmptyState title="No activities started yet" />;
  return (
    <Card>
      <CardContent className="pt-6">
        <h3 className="sr-only">Activities</h3>
        <ul className="divide-y divide-border">
          {client.completions.map((record) => (
            <li key={record.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="break-words font-medium text-foreground">
                  {record.activity?.title ?? 'Activity no longer in the library'}
                </p>
                {record.activity && (
                  <p className="text-sm text-muted-foreground">{categoryLabel(record.activity.category)}</p>
                )}
              </div>
              {record.completed ? (
                <div className="flex flex-col items-end gap-1">
                  <Badge variant="success">Completed</Badge>
                  {record.completedAt && (
                    <span className="text-sm text-muted-foreground">{formatDate(record.completedAt)}</span>
                  )}
                </div>
              ) : (
                <Badge variant="warning">In Progress</Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
