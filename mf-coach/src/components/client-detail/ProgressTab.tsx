import type { CoachClientDetail } from '@app/api/contract';
import { Card } from '@app/kit/panels';
import { completionFigures } from '../../lib/progress';

function Figure({ label, value, caption }: { label: string; value: string | number; caption: string }) {
  return (
    <Card className="p-5">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="mt-2 text-3xl font-bold text-foreground">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{caption}</p>
    </Card>
  );
}

/** The Progress tab: activities started, completed, and the share of started ones completed. */
export function ProgressTab({ client }: { client: CoachClientDetail }) {
  const figures = completionFigures(client.completions);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Figure label="Total Activities" value={figures.total} caption="Started by the student" />
      <Figure label="Completed" value={figures.completed} caption="Marked complete" />
      <Figure label="Success Rate" value={`${figures.successRate}%`} caption="Of started activities completed" />
    </div>
  );
}
