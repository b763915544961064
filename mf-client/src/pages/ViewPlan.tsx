import { Link } from '@app/kit/router';
import { decodeList, planTitle, formatDate, type Plan } from '@app/api/contract';
import { useSite } from '@app/kit/api';
import { Button, buttonClass } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { PageTitle } from '../layout/StudentPage';
import { nextReassessmentText } from '../plans/PlanSummary';
import { ReassessmentHistory } from '../plans/ReassessmentHistory';
import { ScorePlanCard } from '../plans/ScorePlanCard';
import { RoutePlan } from '../plans/RoutePlan';

function PlanList({ title, entries }: { title: string; entries: string[] }) {
  return (
    <Card className="p-5 print:break-inside-avoid print:shadow-none">
      <h2 className="font-semibold">{title}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">None listed.</p>
      ) : (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
          {entries.map((entry, index) => (
            <li key={index} className="break-words">
              {entry}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PlanDetails({ plan, title }: { plan: Plan; title: string }) {
  const site = useSite();
  return (
    <>
      <p className="mb-4 hidden text-sm print:block">
        {site.businessName} · printed {formatDate(new Date().toISOString())}
      </p>
      <PageTitle
        title={title}
        description="Your goal, what stands in the way, your strategies and how you are putting them to work."
        actions={
          <>
            <Link to={`/reassess-plan/${encodeURIComponent(plan.id)}`} className={buttonClass()}>
              Reassess Plan
            </Link>
            <Link to={`/barriers-strategies?plan=${encodeURIComponent(plan.id)}`} className={buttonClass({ variant: 'outline' })}>
              Edit Plan
            </Link>
            <Button variant="outline" onClick={() => window.print()}>
              Print
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <Card className="border-l-4 border-l-primary p-5 sm:p-6 print:shadow-none">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Goal</h2>
          <p className="mt-1 break-words text-lg font-semibold">{plan.selectedGoal}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Created</dt>
              <dd className="font-medium">{formatDate(plan.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Last updated</dt>
              <dd className="font-medium">{formatDate(plan.updatedAt)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Next reassessment</dt>
              <dd className="font-medium">{nextReassessmentText(plan)}</dd>
            </div>
          </dl>
        </Card>
        <div className="grid gap-4 lg:grid-cols-3 print:grid-cols-1">
          <PlanList title="Internal Barriers" entries={decodeList(plan.internalBarriers)} />
          <PlanList title="External Barriers" entries={decodeList(plan.externalBarriers)} />
          <PlanList title="Strategies" entries={decodeList(plan.strategies)} />
        </div>
        <Card className="p-5 print:break-inside-avoid print:shadow-none">
          <h2 className="font-semibold">Implementation Plan</h2>
          <p className="mt-2 whitespace-pre-line break-words text-sm">{plan.implementationPlan}</p>
        </Card>
        {plan.attainmentLevels && <ScorePlanCard planId={plan.id} levels={plan.attainmentLevels} />}
        <ReassessmentHistory history={plan.reassessments} />
        <Link to="/dashboard" className={buttonClass({ variant: 'ghost', className: 'self-start print:hidden' })}>
          ← Back to Dashboard
        </Link>
      </div>
    </>
  );
}

/** View plan (/view-plan/{id}): the whole plan, printable, with its reassessments newest first. */
export default function ViewPlan() {
  return <RoutePlan>{(plan, number) => <PlanDetails plan={plan} title={number ? planTitle(number) : 'Your Plan'} />}</RoutePlan>;
}
