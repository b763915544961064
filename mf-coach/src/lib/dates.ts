import { readableNextReassessment, type CoachClient } from '@app/api/contract';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** A stored time as a short local date ("Mar 4, 2025"); empty for a missing or bad value. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', DATE_FORMAT);
}

/**
 * A calendar date the student picked (sent as midnight UTC of that day) as a short date, read in UTC
 * so that the coach sees the same day the student chose whatever the coach's time zone.
 */
export function formatCalendarDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { ...DATE_FORMAT, timeZone: 'UTC' });
}

type PlanSummary = CoachClient['plans'][number];

/**
 * When a plan is next reassessed, as the student reads it too: the text the last reassessment left (its
 * picked day and note), else the plan's reassessment date.
 */
export function nextReassessmentLabel(plan: Pick<PlanSummary, 'reassessmentDate' | 'nextReassessment'>): string {
  const text = plan.nextReassessment?.trim();
  return (text && readableNextReassessment(text)) || formatCalendarDate(plan.reassessmentDate) || 'Not set';
}
