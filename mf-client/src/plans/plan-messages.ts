/** Title of the page for a missing plan. */
export const PLAN_NOT_FOUND_TITLE = 'Plan Not Found';

/** Draft key of a plan form: "plan:new" for a new plan, "plan:{id}" when editing one. */
export function planDraftKey(planId: string | null): string {
  return planId ? `plan:${planId}` : 'plan:new';
}

/** Draft key of a plan's reassessment form. */
export function reassessDraftKey(planId: string): string {
  return `reassess:${planId}`;
}
