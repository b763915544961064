import { useState } from 'react';
import { CheckInHistory, PlanOutcome, useNearScreen } from '@app/kit/outcomes';
import { Card } from '@app/kit/panels';
import { useMyOutcomes } from '../data/outcomes';
import { LoadFailed, Loading } from '../layout/QueryState';

/**
 * Your Progress Over Time: the student's own weeks of check-ins, and each plan that has levels of attainment or
 * scores, with its levels and score history. Read once the section is about to show, so the page's first content
 * does not wait for it.
 */
export function OutcomesSection() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const outcomes = useMyOutcomes(useNearScreen(element));
  const plans = outcomes.data?.plans.filter((plan) => plan.levels || plan.scores.length > 0) ?? [];
  return (
    <section ref={setElement} aria-labelledby="outcomes-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="outcomes-heading" className="text-xl font-semibold">
          Your Progress Over Time
        </h2>
        <p className="text-sm text-muted-foreground">
          Your check-ins week by week, and how you and your coach scored your goals.
        </p>
      </div>
      {outcomes.isPending ? (
        <Loading label="Loading your progress..." />
      ) : outcomes.isError ? (
        <LoadFailed message="Your progress could not be loaded." onRetry={() => void outcomes.refetch()} />
      ) : (
        <>
          <Card className="flex flex-col gap-3 p-4 sm:p-6">
            <h3 className="text-lg font-semibold leading-tight">Check-ins by week</h3>
            <CheckInHistory weeks={outcomes.data.checkIns.weeks} />
          </Card>
          {plans.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              When a plan describes its levels of attainment, its goal and scores show here.
            </p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {plans.map((plan) => (
                <Card key={plan.planId} className="flex flex-col gap-4 p-4 sm:p-6">
                  <PlanOutcome plan={plan} />
                </Card>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
