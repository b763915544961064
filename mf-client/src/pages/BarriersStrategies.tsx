import { useSearchParams } from '@app/kit/router';
import { MAX_GOALS, orientationGoals } from '@app/api/contract';
import { isNotFound, useOrientation, usePlan } from '../data/queries';
import { LoadFailed, Loading } from '../layout/QueryState';
import { PageTitle, StudentPage } from '../layout/StudentPage';
import { PlanForm } from '../plans/PlanForm';
import { PlanNotFound } from '../plans/PlanNotFound';

/**
 * Barriers & Strategies (/barriers-strategies): a new plan, or with ?plan={id} the edit of an existing one.
 */
export default function BarriersStrategies() {
  const [params] = useSearchParams();
  const planId = params.get('plan');
  const plan = usePlan(planId);
  const orientation = useOrientation();
  const goals = orientationGoals(orientation.data).slice(0, MAX_GOALS);

  if (planId && plan.isError && isNotFound(plan.error)) {
    return (
      <StudentPage>
        <PlanNotFound />
      </StudentPage>
    );
  }

  const loading = orientation.isLoading || (planId !== null && plan.isLoading);
  return (
    <StudentPage>
      <PageTitle
        title="Barriers & Strategies"
        description={
          planId
            ? 'Update your plan: what stands in your way, and what you will do about it.'
            : 'Make a plan for one of your goals: name what stands in your way, choose strategies to get past it, and decide when to check how it is going.'
        }
      />
      {loading ? (
        <Loading label="Loading your plan..." />
      ) : planId && plan.isError ? (
        <LoadFailed message="This plan could not be loaded. Check your connection and try again." onRetry={() => void plan.refetch()} />
      ) : (
        <PlanForm key={planId ?? 'new'} plan={planId ? (plan.data ?? null) : null} goals={goals} />
      )}
    </StudentPage>
  );
}
