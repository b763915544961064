import type { Plan, PlanSummary } from '@app/api/contract';
import { usePlan, usePlans } from '../data/queries';

/** The newest of the student's plans: its summary from the list, with its goal, barriers and strategies once read. */
export type NewestPlan = PlanSummary & Partial<Pick<Plan, 'internalBarriers' | 'externalBarriers' | 'strategies'>>;

/** The newest plan (the list gives summaries, so the whole plan is read by id for its barriers and strategies). */
export function useNewestPlan() {
  const plans = usePlans();
  const summary = [...(plans.data ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0] ?? null;
  const full = usePlan(summary?.id ?? null);
  const newest: NewestPlan | null = summary ? { ...summary, ...(full.data ?? {}) } : null;
  return {
    plans,
    newest,
    isLoading: plans.isLoading || (summary !== null && full.isLoading),
    isError: plans.isError,
  };
}
