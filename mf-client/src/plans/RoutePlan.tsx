import type { ReactNode } from 'react';
import { useParams } from '@app/kit/router';
import { planNumber, type Plan } from '@app/api/contract';
import { isNotFound, usePlan, usePlans } from '../data/queries';
import { LoadFailed, Loading } from '../layout/QueryState';
import { StudentPage } from '../layout/StudentPage';
import { PlanNotFound } from './PlanNotFound';

interface RoutePlanProps {
  /** Shown above the plan, and above its loading and failure states. */
  header?: ReactNode;
  /** The page for the loaded plan; `number` is its place among the student's plans (null while unknown). */
  children: (plan: Plan, number: number | null) => ReactNode;
}

/**
 * A student page about the plan the route's id names: 'Plan Not Found' when it is missing or another student's,
 * a loading line, or a failure with Retry; otherwise the page itself.
 */
export function RoutePlan({ header, children }: RoutePlanProps) {
  const { id = '' } = useParams();
  const plan = usePlan(id);
  const plans = usePlans();

  if (plan.isError && isNotFound(plan.error)) {
    return (
      <StudentPage>
        <PlanNotFound />
      </StudentPage>
    );
  }
  return (
    <StudentPage>
      {header}
      {plan.isLoading ? (
        <Loading label="Loading your plan..." />
      ) : plan.isError || !plan.data ? (
        <LoadFailed message="This plan could not be loaded. Check your connection and try again." onRetry={() => void plan.refetch()} />
      ) : (
        children(plan.data, planNumber(plans.data ?? [], id))
      )}
    </StudentPage>
  );
}
