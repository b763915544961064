import { PageTitle } from '../layout/StudentPage';
import { planTitle } from '@app/api/contract';
import { PlanSummary } from '../plans/PlanSummary';
import { RoutePlan } from '../plans/RoutePlan';
import { ReassessForm } from '../reassess/ReassessForm';

/** Reassess plan (/reassess-plan/{id}): the original plan's summary, then the reassessment form. */
export default function ReassessPlan() {
  return (
    <RoutePlan
      header={
        <PageTitle
          title="Reassess Your Plan"
          description="Look back at how your plan is working, then adjust it. Small changes count."
        />
      }
    >
      {(plan, number) => (
        <div className="flex flex-col gap-6">
          <PlanSummary plan={plan} title={number ? `Original plan: ${planTitle(number)}` : 'Original plan'} />
          <ReassessForm key={plan.id} plan={plan} />
        </div>
      )}
    </RoutePlan>
  );
}
