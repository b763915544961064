import type { CoachClientDetail } from '@app/api/contract';
import { Card, CardContent, CardHeader, Progress } from '@app/kit/panels';

/** How far the client has come through the activity library: completed out of all activities, rounded. */
export function ProgressOverview({ client }: { client: CoachClientDetail }) {
  const { completed, started, totalActivities, percent } = client.progress;
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold text-foreground">Progress Overview</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-muted-foreground">Overall progress</span>
          <span className="text-2xl font-bold text-foreground">{percent}%</span>
        </div>
        <Progress value={percent} label="Overall progress" />
        <p className="text-sm text-muted-foreground">
          {completed} of {totalActivities} activities completed; {started - completed} in progress.
        </p>
      </CardContent>
    </Card>
  );
}
