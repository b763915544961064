import type { ReactNode } from 'react';
import {
  decodeList,
  formatDate,
  formatDateTime,
  hasAccountHistory,
  sessionWhen,
  type CoachingSession,
  type FamilySectionValues,
  type Plan,
  type PlanOutcome as PlanOutcomeData,
  type ReflectionItem,
  type SharingSection,
  type StudentAccount,
} from '@app/api/contract';
import { CheckInHistory, PlanOutcome } from '@app/kit/outcomes';
import { AccountSummary } from '../account/AccountSummary';
import { StatementLinks } from '../account/StatementLinks';
import { CHECK_IN_TEXT } from '../messages';
import { nextReassessmentText } from '../plans/PlanSummary';

/*
 * Each shared section as a guardian reads it, from what the student's own screen reads for it (FamilySectionValues).
 * Read-only: no buttons, no links into the student's workspace (the account's Pay buttons open the practice's payment
 * page; its statement links open the account's printable statements). A section with nothing in it says so in a plain line.
 */

/** The heading levels a section's parts use, below the section's own heading. */
export type PartHeading = 'h4' | 'h5';

const asList = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

const SESSION_STATUS_TEXT: Record<CoachingSession['status'], string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Missed',
  'late-cancel': 'Cancelled late',
};

function Sessions({ value }: { value: unknown }) {
  const sessions = [...asList<CoachingSession>(value)].sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  if (sessions.length === 0) return <Empty>No sessions yet.</Empty>;
  return (
    <ul className="flex flex-col divide-y divide-border text-sm">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <span className="font-medium">{sessionWhen(session.start)}</span>
          <span className="text-muted-foreground">{SESSION_STATUS_TEXT[session.status] ?? session.status}</span>
        </li>
      ))}
    </ul>
  );
}

function Goals({ value }: { value: unknown }) {
  const goals = asList<string>(value);
  if (goals.length === 0) return <Empty>No goals written yet.</Empty>;
  return (
    <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
      {goals.map((goal, index) => (
        <li key={index} className="break-words">
          {goal}
        </li>
      ))}
    </ol>
  );
}

/** The heading one level below a part's. */
const subHeading = (heading: PartHeading) => (heading === 'h4' ? 'h5' : 'h6');

function TextList({ title, entries, Heading }: { title: string; entries: string[]; Heading: 'h5' | 'h6' }) {
  return (
    <div>
      <Heading className="text-sm font-semibold text-muted-foreground">{title}</Heading>
      {entries.length === 0 ? (
        <Empty>None listed.</Empty>
      ) : (
        <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm">
          {entries.map((entry, index) => (
            <li key={index} className="break-words">
              {entry}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Plans({ value, Heading }: { value: unknown; Heading: PartHeading }) {
  const plans = asList<Plan>(value);
  if (plans.length === 0) return <Empty>No plans yet.</Empty>;
  return (
    <ul className="flex flex-col gap-4">
      {plans.map((plan) => (
        <li key={plan.id} className="flex flex-col gap-3 rounded-md border border-border p-4">
          <Heading className="break-words font-semibold">{plan.selectedGoal}</Heading>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Started</dt>
            <dd>{formatDate(plan.createdAt)}</dd>
            <dt className="text-muted-foreground">Next reassessment</dt>
            <dd>{nextReassessmentText(plan)}</dd>
          </dl>
          <TextList title="Internal barriers" entries={decodeList(plan.internalBarriers)} Heading={subHeading(Heading)} />
          <TextList title="External barriers" entries={decodeList(plan.externalBarriers)} Heading={subHeading(Heading)} />
          <TextList title="Strategies" entries={decodeList(plan.strategies)} Heading={subHeading(Heading)} />
        </li>
      ))}
    </ul>
  );
}

function Activities({ value }: { value: unknown }) {
  const records = asList<FamilySectionValues['activities'][number]>(value);
  if (records.length === 0) return <Empty>No activities started yet.</Empty>;
  const finished = records.filter((record) => record.completed).length;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium">
        {records.length} started, {finished} finished
      </p>
      <ul className="flex flex-col divide-y divide-border">
        {records.map((record) => (
          <li key={record.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <span className="break-words">{record.activity?.title ?? 'A skill activity'}</span>
            <span className="text-muted-foreground">
              {record.completed ? `Finished ${formatDate(record.completedAt)}` : `Started ${formatDate(record.createdAt)}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Reflections({ value, Heading }: { value: unknown; Heading: PartHeading }) {
  const items = asList<ReflectionItem>(value);
  if (items.length === 0) return <Empty>No answers yet.</Empty>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="text-sm">
          <Heading className="font-semibold">{item.question}</Heading>
          <p className="text-xs text-muted-foreground">Answered {formatDateTime(item.completedAt)}</p>
          <p className="mt-1 whitespace-pre-line break-words rounded-md bg-muted p-3">{item.answer}</p>
        </li>
      ))}
    </ul>
  );
}

function CheckIns({ value }: { value: unknown }) {
  const data = value as Partial<FamilySectionValues['checkIns']> | null;
  const summary = data?.summary ?? null;
  const weeks = data?.weeks ?? [];
  return (
    <div className="flex flex-col gap-3 text-sm">
      {!summary ? (
        <Empty>No check-ins yet.</Empty>
      ) : summary.paused ? (
        <p>Check-ins are paused (holiday or illness): nothing is counted for now.</p>
      ) : (
        <p className="font-medium">{CHECK_IN_TEXT.consistency(summary.daysWithCheckIn, summary.of)}</p>
      )}
      {summary?.estimateRatio != null && <p className="text-muted-foreground">{CHECK_IN_TEXT.estimateRatio(summary.estimateRatio)}</p>}
      {weeks.length > 0 && <CheckInHistory weeks={weeks} />}
    </div>
  );
}

function Outcomes({ value }: { value: unknown }) {
  const plans = asList<PlanOutcomeData>(value).filter((plan) => plan.levels || plan.scores.length > 0);
  if (plans.length === 0) return <Empty>No goal scores yet.</Empty>;
  return (
    <ul className="flex flex-col gap-4">
      {plans.map((plan) => (
        <li key={plan.planId} className="flex flex-col gap-3 rounded-md border border-border p-4">
          <PlanOutcome plan={plan} headingLevel={4} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The account as the student reads it, with the Pay buttons and the statements of this month and last month; before
 * anything was sold or paid, a plain line.
 */
function Account({ value, studentId }: { value: unknown; studentId: string }) {
  const account = value as StudentAccount | null;
  if (!hasAccountHistory(account)) return <Empty>Nothing sold or paid yet.</Empty>;
  return (
    <div className="flex flex-col gap-4">
      <AccountSummary account={account} />
      <StatementLinks student={studentId} />
    </div>
  );
}

/** One shared section's content, below its heading. */
export function SectionView({
  section,
  value,
  partHeading,
  studentId,
}: {
  section: SharingSection;
  value: unknown;
  partHeading: PartHeading;
  /** The student the section is of (the account's statements name them). */
  studentId: string;
}) {
  switch (section) {
    case 'sessions':
      return <Sessions value={value} />;
    case 'goals':
      return <Goals value={value} />;
    case 'plans':
      return <Plans value={value} Heading={partHeading} />;
    case 'activities':
      return <Activities value={value} />;
    case 'reflections':
      return <Reflections value={value} Heading={partHeading} />;
    case 'checkIns':
      return <CheckIns value={value} />;
    case 'outcomes':
      return <Outcomes value={value} />;
    case 'account':
      return <Account value={value} studentId={studentId} />;
  }
}
