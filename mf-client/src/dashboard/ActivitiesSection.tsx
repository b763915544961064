import { useState } from 'react';
import { cn } from '@app/kit/ui';
import { Card, Progress } from '@app/kit/panels';
import { useActivities, useMyProgress } from '../data/queries';
import { LoadFailed, Loading } from '../layout/QueryState';
import { ActivityCard } from './ActivityCard';
import {
  CATEGORY_FILTERS,
  activityAction,
  emptyActivitiesText,
  progressSummary,
  type CategoryFilter,
} from './activity-progress';
import { useActivityActions } from './use-activity-actions';

/** Activity Progress, the category filters and the activity cards. */
export function ActivitiesSection() {
  const activities = useActivities();
  const progress = useMyProgress();
  const actions = useActivityActions();
  const [filter, setFilter] = useState<CategoryFilter>('all');

  const library = activities.data ?? [];
  const records = progress.data ?? [];
  const summary = progressSummary(library, records);
  const shown = filter === 'all' ? library : library.filter((activity) => activity.category === filter);
  const loading = activities.isLoading || progress.isLoading;
  const failed = activities.isError || progress.isError;

  return (
    <>
      <Card className="p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-semibold leading-tight">Activity Progress</h2>
          {!loading && !failed && (
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{summary.completed}</span> of{' '}
              <span className="font-semibold text-foreground">{summary.total}</span> activities completed
            </p>
          )}
        </div>
        {!loading && !failed && (
          <div className="mt-4 flex items-center gap-3">
            <Progress value={summary.percent} label="Activity progress" className="flex-1" />
            <span className="w-12 text-right text-sm font-semibold tabular-nums">{summary.percent}%</span>
          </div>
        )}
      </Card>

      <section aria-labelledby="activities-heading" className="flex flex-col gap-4">
        <h2 id="activities-heading" className="text-xl font-semibold">
          Skill Activities
        </h2>
        <div role="group" aria-label="Filter activities by category" className="flex flex-wrap gap-2">
          {CATEGORY_FILTERS.map((category) => {
            const active = filter === category.value;
            return (
              <button
                key={category.value}
                type="button"
                aria-pressed={active}
                onClick={() => setFilter(category.value)}
                className={cn(
                  'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-white text-foreground hover:bg-muted',
                )}
              >
                {category.label}
              </button>
            );
          })}
        </div>

        {loading ? (
          <Loading label="Loading activities..." />
        ) : failed ? (
          <LoadFailed
            message="Activities could not be loaded."
            onRetry={() => {
              void activities.refetch();
              void progress.refetch();
            }}
          />
        ) : shown.length === 0 ? (
          <Card className="flex flex-col items-center gap-1 p-10 text-center">
            <h3 className="text-lg font-semibold">No activities found</h3>
            <p className="text-sm text-muted-foreground">{emptyActivitiesText(library.length === 0)}</p>
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((activity) => (
              <li key={activity.id}>
                <ActivityCard
                  activity={activity}
                  action={activityAction(activity.id, records)}
                  busy={actions.busy === activity.id}
                  onStart={() => void actions.start(activity.id)}
                  onComplete={(recordId) => void actions.complete(activity.id, recordId)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
