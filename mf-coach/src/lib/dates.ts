import { formatCalendarDate, readableNextReassessment, type CoachClient } from '@app/api/contract';

type PlanSummary = CoachClient['plans'][number];

/**
 * When a plan is next reassessed, as the student reads it too: the text the last reassessment left (its
 * picked day and note), else the plan's reassessment date.
 */
export function nextReassessmentLabel(plan: Pick<PlanSummary, 'reassessmentDate' | 'nextReassessment'>): string {
  const text = plan.nextReassessment?.trim();
  return (text && readableNextReassessment(text)) || formatCalendarDate(plan.reassessmentDate) || 'Not set';
}
