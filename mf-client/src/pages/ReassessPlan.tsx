import { useParams } from '@app/kit/router';
import { isNotFound, usePlan, usePlans } from '../data/queries';
import { LoadFailed, Loading } from '../layout/QueryState';
import { PageTitle, StudentPage } from '../layout/StudentPage';
import { planNumber, planTitle } from '../plans/plan-number';
import { PlanNotFound } from '../plans/PlanNotFound';
import { PlanSummary } from '../plans/PlanSummary';
import { ReassessForm } from '../reassess/ReassessForm';

/** Reassess plan (/reassess-plan/{id}): the original plan's summary, then the reassessment form. */
export default function ReassessPlan() {
  const { id = '' } = useParams();
  const plan = usePlan(id);
  const plans = usePlans();
  const number = planNumber(plans.data ?? [], id);

  if (plan.isError && isNotFound(plan.error)) {
    return (
      <StudentPage>
        <PlanNotFound />
      </StudentPage>
    );
  }

  return (
    <StudentPage>
      <PageTitle
        title="Reassess Your Plan"
        description="Look back at how your plan is working, then adjust it. Small changes count."
      />
      {plan.isLoading ? (
        <Loading label="Loading your plan..." />
      ) : plan.isError || !plan.data ? (
        <LoadFailed message="This plan could not be loaded. Check your connection and try again." onRetry={() => void plan.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <PlanSummary plan={plan.data} title={number ? `Original plan: ${planTitle(number)}` : 'Original plan'} />
          <ReassessForm key={plan.data.id} plan={plan.data} />
        </div>
      )}
    </StudentPage>
  );
}
