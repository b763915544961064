import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Timer from 'lucide-react/icons/timer';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate, type Activity } from '@app/api/contract';
import { Button, buttonClass, cn, FOCUS_RING_FLUSH } from '@app/kit/ui';
import { Badge, Card } from '@app/kit/panels';
import { CHECK_IN_ID, followCheckInLink, logsAsCheckIn } from '../checkins/check-in-link';
import { DIFFICULTY_VARIANTS, categoryLabel, type ActivityAction } from './activity-progress';

interface ActivityCardProps {
  activity: Activity;
  action: ActivityAction;
  busy: boolean;
  onStart: () => void;
  onComplete: (recordId: string) => void;
}

/** The steps of an activity's instructions: one per line, without the stored "1. " numbering. */
export function instructionSteps(instructions: string): string[] {
  return instructions
    .split('\n')
    .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
    .filter(Boolean);
}

/**
 * One activity: title, difficulty, category, description, instructions, and its action. The steps fold away to
 * keep the library scannable, and unfold by themselves while the activity is in progress. An activity that times
 * a task links to the dashboard's check-in, where the task is logged.
 */
export function ActivityCard({ activity, action, busy, onStart, onComplete }: ActivityCardProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const stepsId = useId();
  const actionId = useId();
  // Start Activity, Mark Complete and Completed! are each their own element: after acting, the focus moves to the next.
  const acted = useRef(false);
  useEffect(() => {
    // Disabled while busy, the button lost the focus: it goes to what stands there once done (failed: the same).
    if (!acted.current || busy) return;
    acted.current = false;
    document.getElementById(actionId)?.focus();
  }, [action.kind, busy, actionId]);
  const act = (then: () => void) => () => {
    acted.current = true;
    then();
  };
  const steps = instructionSteps(activity.instructions ?? '');
  const expanded = toggled ?? action.kind === 'complete';
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
      {steps.length > 0 && (
        <div className="mt-3 rounded-md bg-muted">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={stepsId}
            onClick={() => setToggled(!expanded)}
            className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold text-foreground ${FOCUS_RING_FLUSH}`}
          >
            <span>
              Instructions <span className="font-normal text-muted-foreground">({steps.length} {steps.length === 1 ? 'step' : 'steps'})</span>
            </span>
            <ChevronDown className={cn('h-4 w-4 shrink-0 transition-transform', expanded && 'rotate-180')} />
          </button>
          <ol id={stepsId} hidden={!expanded} className="list-decimal space-y-1 px-3 pb-3 pl-8 text-sm text-foreground">
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      <div className="mt-auto pt-4">
        {action.kind === 'start' && (
          <Button
            id={actionId}
            className="w-full"
            disabled={busy}
            onClick={act(onStart)}
            aria-label={`Start Activity: ${activity.title}`}
          >
            Start Activity
          </Button>
        )}
        {action.kind === 'complete' && (
          <Button
            id={actionId}
            className="w-full"
            variant="outline"
            disabled={busy}
            onClick={act(() => onComplete(action.recordId))}
            aria-label={`Mark Complete: ${activity.title}`}
          >
            Mark Complete
          </Button>
        )}
        {action.kind === 'done' && (
          <p
            id={actionId}
            tabIndex={-1}
            className="flex items-center justify-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-semibold text-green-800"
          >
            <Check className="h-5 w-5" strokeWidth={2.5} />
            <span>Completed!</span>
            {action.completedAt && <span className="font-normal">{formatDate(action.completedAt)}</span>}
          </p>
        )}
        {logsAsCheckIn(activity) && (
          <a
            href={`#${CHECK_IN_ID}`}
            onClick={followCheckInLink}
            className={buttonClass({ variant: 'ghost', className: 'mt-2 w-full text-primary' })}
          >
            <Timer aria-hidden="true" className="h-4 w-4" />
            Log it as a check-in
          </a>
        )}
      </div>
    </Card>
  );
}
