import { readableNextReassessment, formatCalendarDate, formatDate, type Plan } from '@app/api/contract';
import { Card } from '@app/kit/panels';

/** When the plan is next reassessed: the reassessment's own words, else the plan's date. */
export function nextReassessmentText(plan: Pick<Plan, 'nextReassessment' | 'reassessmentDate'>): string {
  const text = plan.nextReassessment?.trim();
  return (text && readableNextReassessment(text)) || formatCalendarDate(plan.reassessmentDate) || 'Not set';
}

/** The original plan at a glance: goal, created date, next reassessment. */
export function PlanSummary({ plan, title }: { plan: Plan; title: string }) {
  return (
    <Card className="border-l-4 border-l-primary p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-muted-foreground">Goal</dt>
        <dd className="break-words">{plan.selectedGoal}</dd>
        <dt className="font-medium text-muted-foreground">Created</dt>
        <dd>{formatDate(plan.createdAt)}</dd>
        <dt className="font-medium text-muted-foreground">Next reassessment</dt>
        <dd>{nextReassessmentText(plan)}</dd>
      </dl>
    </Card>
  );
}
