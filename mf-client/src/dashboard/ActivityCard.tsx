import type { Activity } from '@app/api/contract';
import { Badge, Button, Card } from '@app/kit/ui';
import { formatDate } from '../data/format';
import { DIFFICULTY_VARIANTS, categoryLabel, type ActivityAction } from './activity-progress';

interface ActivityCardProps {
  activity: Activity;
  action: ActivityAction;
  busy: boolean;
  onStart: () => void;
  onComplete: (recordId: string) => void;
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One activity: title, difficulty, category, description, instructions, and its action. */
export function ActivityCard({ activity, action, busy, onStart, onComplete }: ActivityCardProps) {
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold leading-snug">{activity.title}</h3>
        <Badge variant={DIFFICULTY_VARIANTS[activity.difficulty] ?? 'secondary'} className="capitalize">
          {activity.difficulty}
        </Badge>
      </div>
      <p className="mt-1 text-sm font-medium text-primary">{categoryLabel(activity.category)}</p>
      {activity.description && <p className="mt-3 text-sm text-foreground">{activity.description}</p>}
      {activity.instructions && (
        <div className="mt-3 rounded-md bg-muted p-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Instructions</h4>
          <p className="mt-1 whitespace-pre-line text-sm text-foreground">{activity.instructions}</p>
        </div>
      )}
      <div className="mt-auto pt-4">
        {action.kind === 'start' && (
          <Button className="w-full" disabled={busy} onClick={onStart} aria-label={`Start Activity: ${activity.title}`}>
            Start Activity
          </Button>
        )}
        {action.kind === 'complete' && (
          <Button
            className="w-full"
            variant="outline"
            disabled={busy}
            onClick={() => onComplete(action.recordId)}
            aria-label={`Mark Complete: ${activity.title}`}
          >
            Mark Complete
          </Button>
        )}
        {action.kind === 'done' && (
          <p className="flex items-center justify-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
            <CheckIcon />
            <span>Completed!</span>
            {action.completedAt && <span className="font-normal">{formatDate(action.completedAt)}</span>}
          </p>
        )}
      </div>
    </Card>
  );
}
