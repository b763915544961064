import { percent as percentOf, type CoachClientDetail } from '@app/api/contract';
import { Card, CardContent, CardHeader, Progress } from '@app/kit/panels';
import { PROGRESS_LABELS } from '../../lib/progress';

/**
 * How far the client has come, in the two figures the server defines: completed of the whole library
 * (with its bar) and completed of the activities the student started, each labelled; then the sessions
 * attended of those whose attendance the coach recorded.
 */
export function ProgressOverview({ client }: { client: CoachClientDetail }) {
  const { completed, started, totalActivities, percent, percentOfStarted, sessionsAttended, sessionsMissed } = client.progress;
  const sessionsRecorded = sessionsAttended + sessionsMissed;
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold text-foreground">Progress Overview</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-sm text-muted-foreground">{PROGRESS_LABELS.ofLibrary}</span>
          <span className="text-2xl font-bold text-foreground">{percent}%</span>
        </div>
        <Progress value={percent} label={PROGRESS_LABELS.ofLibrary} />
        <p className="text-sm text-muted-foreground">
          {completed} of {totalActivities} activities completed; {started - completed} in progress.
        </p>
        <div className="flex items-baseline justify-between gap-2 border-t border-border pt-3">
          <span className="text-sm text-muted-foreground">{PROGRESS_LABELS.ofStarted}</span>
          <span className="text-lg font-semibold text-foreground">
            {completed} of {started} ({percentOfStarted}%)
          </span>
        </div>
        <div className="flex items-baseline justify-between gap-2 border-t border-border pt-3">
          <span className="text-sm text-muted-foreground">Sessions attended</span>
          {sessionsRecorded === 0 ? (
            <span className="text-sm text-muted-foreground">None recorded yet</span>
          ) : (
            <span className="text-lg font-semibold text-foreground">
              {sessionsAttended} of {sessionsRecorded} ({percentOf(sessionsAttended, sessionsRecorded)}%)
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
