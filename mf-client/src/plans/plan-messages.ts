/** Title of the page for a missing plan. */
export const PLAN_NOT_FOUND_TITLE = 'Plan Not Found';

/** The record a plan's edits and reassessments both change: their queued saves wait behind each other's refusals. */
export function planRecord(planId: string): string {
  return `plan:${planId}`;
}

/** Draft key of a plan form: "plan:new" for a new plan, "plan:{id}" when editing one. */
export function planDraftKey(planId: string | null): string {
  return planId ? `plan:${planId}` : 'plan:new';
}

/** Draft key of a plan's reassessment form. */
export function reassessDraftKey(planId: string): string {
  return `reassess:${planId}`;
}
