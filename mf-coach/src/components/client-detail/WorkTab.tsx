import type { ReactNode } from 'react';
import {
  decodeList,
  planNumber,
  planTitle,
  readableNextReassessment,
  formatCalendarDate,
  formatDate,
  type WorkEntry,
} from '@app/api/contract';
import { Badge, Card } from '@app/kit/panels';
import { useClientWork } from '../../api/coach-api';
import { categoryLabel } from '../../lib/progress';
import { EmptyState } from '../EmptyState';
import { LoadFailure, Loading } from '../LoadFailure';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line break-words text-foreground">{children}</dd>
    </>
  );
}

function Entries({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span className="text-muted-foreground">None written</span>;
  return (
    <ul className="list-disc pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Each plan's number as the student sees it ("Plan #1" is the first they made), from the plans in the timeline.
 * Returns the plan's title, or null for a plan the timeline does not hold.
 */
function planTitles(entries: readonly WorkEntry[]): (planId: string) => string | null {
  const plans = entries
    .flatMap((entry) => (entry.kind === 'plan' ? [entry.plan] : []))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (planId) => {
    const number = planNumber(plans, planId);
    return number ? planTitle(number) : null;
  };
}

/** What each kind of entry is called in the timeline; plans by the student's own numbers. */
function entryTitle(entry: WorkEntry, titleOf: (planId: string) => string | null): string {
  switch (entry.kind) {
    case 'orientation':
      return 'Orientation answers';
    case 'plan':
      return `${titleOf(entry.plan.id) ?? 'Plan'}: ${entry.plan.selectedGoal}`;
    case 'reassessment':
      return `Reassessment ${entry.number} of ${titleOf(entry.planId) ?? 'the plan'}: ${entry.planGoal}`;
    case 'activity':
      return `${entry.completion.completed ? 'Completed' : 'Started'}: ${entry.completion.activity?.title ?? 'an activity no longer in the library'}`;
  }
}

function EntryBody({ entry }: { entry: WorkEntry }) {
  switch (entry.kind) {
    case 'orientation':
      return (
        <dl className="grid gap-x-4 gap-y-2 text-sm">
          {entry.answers.map((item) => (
            <div key={item.question} className="flex flex-col gap-0.5">
              <dt className="font-medium text-muted-foreground">{item.question}</dt>
              <dd className="whitespace-pre-line break-words text-foreground">{item.answer}</dd>
            </div>
          ))}
        </dl>
      );
    case 'plan': {
      const { plan } = entry;
      return (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
          <Row label="Internal barriers">
            <Entries items={decodeList(plan.internalBarriers)} />
          </Row>
          <Row label="External barriers">
            <Entries items={decodeList(plan.externalBarriers)} />
          </Row>
          <Row label="Strategies">
            <Entries items={decodeList(plan.strategies)} />
          </Row>
          <Row label="Implementation plan">{plan.implementationPlan}</Row>
          <Row label="Reassessment date">{formatCalendarDate(plan.reassessmentDate) || 'Not set'}</Row>
          <Row label="Reassessments">{plan.reassessments.length === 0 ? 'None yet' : plan.reassessments.length}</Row>
        </dl>
      );
    }
    case 'reassessment': {
      const { reassessment } = entry;
      return (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">
          <Row label="Current status">{reassessment.currentStatus}</Row>
          {reassessment.whatWorked && <Row label="What worked">{reassessment.whatWorked}</Row>}
          {reassessment.whatDidntWork && <Row label="What didn't work">{reassessment.whatDidntWork}</Row>}
          {reassessment.newBarriers.length > 0 && (
            <Row label="New barriers">
              <Entries items={reassessment.newBarriers.map((barrier) => `${BARRIER_TYPE_LABEL[barrier.type]}: ${barrier.description}`)} />
            </Row>
          )}
          {reassessment.newStrategies.length > 0 && (
            <Row label="New strategies">
              <Entries
                items={reassessment.newStrategies.map((strategy) =>
                  [strategy.description, strategy.timeframe, strategy.resources].filter(Boolean).join(' · '),
                )}
              />
            </Row>
          )}
          {reassessment.updatedGoal && reassessment.updatedGoal !== entry.planGoal && (
            <Row label="Goal adjusted to">{reassessment.updatedGoal}</Row>
          )}
          {reassessment.nextReassessment && <Row label="Next reassessment">{readableNextReassessment(reassessment.nextReassessment)}</Row>}
        </dl>
      );
    }
    case 'activity': {
      const { completion } = entry;
      return (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {completion.activity && <span className="text-muted-foreground">{categoryLabel(completion.activity.category)}</span>}
          {completion.completed ? (
            <Badge variant="success">Completed</Badge>
          ) : (
            <Badge variant="warning">In Progress</Badge>
          )}
        </div>
      );
    }
  }
}

/** A new barrier's type as the student's form names it. */
const BARRIER_TYPE_LABEL = { internal: 'Internal', external: 'External' } as const;

const KIND_LABEL: Record<WorkEntry['kind'], string> = {
  orientation: 'Orientation',
  plan: 'Plan',
  reassessment: 'Reassessment',
  activity: 'Activity',
};

/**
 * The Work tab: what the student wrote and did, as one timeline newest first, each entry dated: the
 * orientation answers, each plan with its barriers, strategies and implementation plan, each reassessment
 * (together a plan's reassessment history), and each activity.
 */
export function WorkTab({ clientId }: { clientId: string }) {
  const query = useClientWork(clientId);
  if (query.isLoading) return <Loading what="work" />;
  if (query.isError || !query.data) return <LoadFailure what="this client’s work" onRetry={() => void query.refetch()} />;
  const { entries } = query.data;
  const titleOf = planTitles(entries);
  if (entries.length === 0) {
    return (
      <EmptyState title="No work yet">
        Orientation answers, plans, reassessments and activities appear here as the student writes and does them.
      </EmptyState>
    );
  }
  return (
    <ol aria-label="Work, newest first" className="flex flex-col gap-4">
      {entries.map((entry) => {
        const headingId = `work-${entry.kind}-${entry.id}`;
        return (
          <li key={`${entry.kind}-${entry.id}`}>
            <Card className="p-5">
              <article aria-labelledby={headingId} className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge variant="outline">{KIND_LABEL[entry.kind]}</Badge>
                  <time dateTime={entry.at} className="text-sm text-muted-foreground">
                    {formatDate(entry.at)}
                  </time>
                </div>
                <h3 id={headingId} className="break-words font-semibold text-foreground">
                  {entryTitle(entry, titleOf)}
                </h3>
                <EntryBody entry={entry} />
              </article>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
