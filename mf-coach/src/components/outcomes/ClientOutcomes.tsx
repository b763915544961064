import { useId } from 'react';
import { Link } from '@app/kit/router';
import { CheckInHistory, PlanOutcome } from '@app/kit/outcomes';
import { Card } from '@app/kit/panels';
import { buttonClass } from '@app/kit/ui';
import { useClientOutcomes } from '../../api/outcomes-api';
import { LoadFailure, Loading } from '../LoadFailure';
import { ScoreForm } from './ScoreForm';

/** Where a client's end-of-engagement report for the family is. */
export const reportPath = (clientId: string) => `/client/${encodeURIComponent(clientId)}/report`;

/**
 * The client's outcomes on the Progress tab: 12 weeks of check-ins, and each plan's levels and score history,
 * with the coach's score form for each plan that describes its levels; a link to the family's report.
 */
export function ClientOutcomes({ clientId }: { clientId: string }) {
  const titleId = useId();
  const outcomes = useClientOutcomes(clientId);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold text-foreground">
          Outcomes
        </h2>
        <Link to={reportPath(clientId)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
          Family report
        </Link>
      </div>
      {outcomes.isPending ? (
        <Loading what="the outcomes" />
      ) : outcomes.isError ? (
        <LoadFailure what="the outcomes" onRetry={() => void outcomes.refetch()} />
      ) : (
        <>
          <Card className="flex flex-col gap-3 p-4 sm:p-5">
            <h3 className="text-base font-semibold text-foreground">Check-ins by week</h3>
            <CheckInHistory weeks={outcomes.data.checkIns.weeks} />
          </Card>
          <h3 className="text-lg font-semibold text-foreground">Goal attainment</h3>
          {outcomes.data.plans.length === 0 ? (
            <p className="text-sm text-muted-foreground">No plans yet.</p>
          ) : (
            outcomes.data.plans.map((plan) => (
              <Card key={plan.planId} className="flex flex-col gap-4 p-4 sm:p-5">
                <PlanOutcome plan={plan} headingLevel={4} />
                {plan.levels && (
                  <ScoreForm clientId={clientId} planId={plan.planId} goal={plan.goal} levels={plan.levels} />
                )}
              </Card>
            ))
          )}
        </>
      )}
    </section>
  );
}
