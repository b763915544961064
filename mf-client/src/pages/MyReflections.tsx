import { useState } from 'react';
import { Link } from '@app/kit/router';
import { formatDate, formatDateTime, type ReflectionItem } from '@app/api/contract';
import { cn, buttonClass, FOCUS_RING } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { useReflections } from '../data/queries';
import { LoadFailed, Loading } from '../layout/QueryState';
import { PageTitle, StudentPage } from '../layout/StudentPage';
import { REFLECTION_FILTERS, countByFilter, filterReflections, type ReflectionFilter } from '../reflections/categories';

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-bold sm:text-2xl">{value}</p>
    </Card>
  );
}

function EmptyReflections() {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <h2 className="text-xl font-semibold">No Reflections Yet</h2>
      <p className="max-w-md text-muted-foreground">
        Your responses to the orientation questions will appear here, so you can look back at them and see how you have grown.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Link to="/orientation" className={buttonClass()}>
          Start Orientation
        </Link>
        <Link to="/the-boat" className={buttonClass({ variant: 'outline' })}>
          Learn About The Boat
        </Link>
      </div>
    </Card>
  );
}

function ReflectionList({ items }: { items: ReflectionItem[] }) {
  const [filter, setFilter] = useState<ReflectionFilter>('all');
  const counts = countByFilter(items);
  const shown = filterReflections(items, filter);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Responses" value={String(items.length)} />
        <StatCard label="Completed On" value={formatDate(items[0]?.completedAt)} />
        <StatCard label="Orientation Status" value="Complete" />
      </div>

      <section aria-labelledby="reflections-heading" className="flex flex-col gap-4">
        <h2 id="reflections-heading" className="text-xl font-semibold">
          Your Responses
        </h2>
        <div role="group" aria-label="Filter responses by category" className="flex flex-wrap gap-2">
          {REFLECTION_FILTERS.map((entry) => {
            const active = filter === entry.value;
            const count = counts[entry.value];
            return (
              <button
                key={entry.value}
                type="button"
                aria-pressed={active}
                disabled={count === 0}
                onClick={() => setFilter(entry.value)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors sm:min-h-0',
                  FOCUS_RING,
                  'disabled:cursor-not-allowed disabled:border-dashed disabled:bg-muted disabled:text-muted-foreground',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-white text-foreground hover:bg-muted',
                )}
              >
                {entry.label}
                <span
                  className={cn(
                    'rounded-full px-2 text-xs font-semibold',
                    active ? 'bg-white/20 text-primary-foreground' : 'bg-secondary text-secondary-foreground',
                  )}
                >
                  {count}
                </span>
              </button>
            );
          })}
        </div>

        <ol className="flex flex-col gap-4">
          {shown.map((item) => {
            const index = items.indexOf(item) + 1;
            return (
              <li key={item.id}>
                <Card className="p-5 sm:p-6">
                  <article aria-labelledby={`reflection-${item.id}`}>
                    <div className="flex items-start justify-between gap-3">
                      <h3 id={`reflection-${item.id}`} className="font-semibold">
                        {item.question}
                      </h3>
                      <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                        <span className="sr-only">Response </span>#{index}
                      </span>
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground">Answered {formatDateTime(item.completedAt)}</p>
                    <p className="mt-3 whitespace-pre-line break-words rounded-md bg-muted p-4 text-sm">{item.answer}</p>
                  </article>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>

      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 className="font-semibold">Keep going</h2>
          <p className="text-sm text-muted-foreground">Answer the orientation questions again to see how your thinking changes, or turn a goal into a plan.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/orientation" className={buttonClass({ variant: 'outline' })}>
            Retake Assessment
          </Link>
          <Link to="/barriers-strategies" className={buttonClass()}>
            Create Action Plan
          </Link>
        </div>
      </Card>
    </>
  );
}

/** My Reflections (/my-reflections): the student's answered questions, with stats and category filters. */
export default function MyReflections() {
  const reflections = useReflections();
  const items = reflections.data ?? [];
  return (
    <StudentPage>
      <PageTitle
        title="My Reflections"
        description="Everything you have written about yourself, your goals and your journey, in one place."
        actions={
          items.length > 0 ? (
            <Link to="/orientation" className={buttonClass({ variant: 'outline' })}>
              Update Responses
            </Link>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-6">
        {reflections.isLoading ? (
          <Loading label="Loading your reflections..." />
        ) : reflections.isError ? (
          <LoadFailed message="Your reflections could not be loaded." onRetry={() => void reflections.refetch()} />
        ) : items.length === 0 ? (
          <EmptyReflections />
        ) : (
          <ReflectionList items={items} />
        )}
      </div>
    </StudentPage>
  );
}
