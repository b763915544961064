import type { Plan } from '@app/api/contract';

/**
 * A plan's number in the order the student made them (the first plan is Plan #1), so a number never
 * changes when a newer plan is added. `plans` is the list as the API gives it, newest first.
 */
export function planNumber(plans: readonly Pick<Plan, 'id'>[], id: string): number | null {
  const index = plans.findIndex((plan) => plan.id === id);
  return index < 0 ? null : plans.length - index;
}

/** The title of a plan: "Plan #n". */
export function planTitle(n: number): string {
  return `Plan #${n}`;
}
