import type { CoachClientDetail } from '@app/api/contract';
import { Card } from '@app/kit/panels';
import { PROGRESS_LABELS } from '../../lib/progress';
import { ClientOutcomes } from '../outcomes/ClientOutcomes';

function Figure({ label, value, caption }: { label: string; value: string | number; caption: string }) {
  return (
    <Card className="p-5">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="mt-2 text-3xl font-bold text-foreground">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{caption}</p>
    </Card>
  );
}

/**
 * The Progress tab: activities started, completed, the success rate (completed of started) and completed of
 * the library, all from the server's one progress summary, so they agree with the overview beside them; then
 * the client's outcomes (check-ins and goal attainment).
 */
export function ProgressTab({ client }: { client: CoachClientDetail }) {
  const { started, completed, totalActivities, percent, percentOfStarted } = client.progress;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <Figure label="Total Activities" value={started} caption="Started by the student" />
        <Figure label="Completed" value={completed} caption="Marked complete" />
        <Figure label="Success Rate" value={`${percentOfStarted}%`} caption={PROGRESS_LABELS.ofStarted} />
        <Figure
          label={PROGRESS_LABELS.ofLibrary}
          value={`${percent}%`}
          caption={`${completed} of the ${totalActivities} activities in the library`}
        />
      </div>
      <ClientOutcomes clientId={client.id} />
    </div>
  );
}
