import { Link, useParams } from '@app/kit/router';
import { formatDate } from '@app/api/contract';
import { useSite } from '@app/kit/api';
import { CheckInHistory, PlanOutcome } from '@app/kit/outcomes';
import { Card } from '@app/kit/panels';
import { Button, PageSkeleton, buttonClass } from '@app/kit/ui';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Printer from 'lucide-react/icons/printer';
import { useCoachClient } from '../api/coach-api';
import { useClientOutcomes } from '../api/outcomes-api';
import { CoachFrame } from '../components/CoachFrame';
import { ClientNotFound } from '../components/client-detail/ClientNotFound';
import { LoadFailure } from '../components/LoadFailure';
import { checkInSummary } from '../lib/check-in-summary';
import { studentName } from '../lib/client-search';
import { failureStatus } from '../lib/server-message';

/**
 * The end-of-engagement report for the family (/client/{id}/report): each goal with its levels and score history,
 * then consistency (days checked in a week) and estimate accuracy over the last 12 weeks, every figure written out
 * in tables beside the charts. Printing ("Save as PDF") leaves out the app's bar and the page's buttons.
 */
export default function ClientReport() {
  const { id = '' } = useParams();
  const client = useCoachClient(id);
  const outcomes = useClientOutcomes(id);
  const site = useSite();

  if (client.isLoading || outcomes.isLoading) {
    return (
      <CoachFrame>
        <PageSkeleton />
      </CoachFrame>
    );
  }
  const status = failureStatus(client.error ?? outcomes.error);
  if (status === 404 || status === 400) {
    return (
      <CoachFrame>
        <ClientNotFound />
      </CoachFrame>
    );
  }
  const clientPath = `/client/${encodeURIComponent(id)}`;
  const backLink = (
    <Link to={clientPath} className={buttonClass({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
      <ArrowLeft className="h-4 w-4 shrink-0" />
      Back to client
    </Link>
  );
  if (!client.data || !outcomes.data) {
    return (
      <CoachFrame>
        <main id="main" tabIndex={-1} className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6 sm:px-6">
          {backLink}
          <LoadFailure
            what="this report"
            onRetry={() => {
              void client.refetch();
              void outcomes.refetch();
            }}
          />
        </main>
      </CoachFrame>
    );
  }

  const name = studentName(client.data);
  const { plans, checkIns } = outcomes.data;
  const weeks = checkIns.weeks;
  return (
    <CoachFrame>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-6 sm:px-6 print:max-w-none print:bg-white print:p-0 print:text-black"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
          {backLink}
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer className="h-4 w-4 shrink-0" />
            Print or save as PDF
          </Button>
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-muted-foreground print:text-black">{site.businessName}</p>
          <h1 className="break-words text-2xl font-bold text-foreground sm:text-3xl">Progress report: {name}</h1>
          <p className="text-sm text-muted-foreground print:text-black">
            {client.data.gradeLevel} · Prepared {formatDate(new Date())}
          </p>
        </div>
        <section aria-labelledby="report-goals" className="flex flex-col gap-4">
          <h2 id="report-goals" className="border-b border-border pb-1 text-xl font-semibold">
            Goals and attainment
          </h2>
          <p className="text-sm text-muted-foreground print:text-black">
            Each goal has five levels of attainment, from -2 (much less than expected) through 0 (the expected outcome)
            to +2 (much more than expected). The student and the coach scored progress on that scale.
          </p>
          {plans.length === 0 ? (
            <p className="text-sm">No goals were set.</p>
          ) : (
            plans.map((plan) => (
              <Card
                key={plan.planId}
                className="flex flex-col gap-4 p-4 sm:p-5 print:break-inside-avoid print:shadow-none"
              >
                <PlanOutcome plan={plan} report />
              </Card>
            ))
          )}
        </section>
        <section aria-labelledby="report-check-ins" className="flex flex-col gap-4 print:break-before-page">
          <h2 id="report-check-ins" className="border-b border-border pb-1 text-xl font-semibold">
            Consistency and estimate accuracy
          </h2>
          <p className="text-sm text-muted-foreground print:text-black">
            Each week: the days the student checked in on their work (of 7), how long the work took against the time
            planned (1.00 means exactly as planned; above 1, it took longer), and the share of work started on time.
          </p>
          <Card className="flex flex-col gap-3 p-4 sm:p-5 print:shadow-none">
            <p className="text-sm font-medium">{checkInSummary(weeks)}</p>
            <CheckInHistory weeks={weeks} report />
          </Card>
        </section>
      </main>
    </CoachFrame>
  );
}
