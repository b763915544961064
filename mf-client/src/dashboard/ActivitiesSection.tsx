import { useState } from 'react';
import { Button, cn, FOCUS_RING } from '@app/kit/ui';
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
import { doneThisWeek, doneThisWeekText, suggestedActivities } from './next-step';
import { useActivityActions } from './use-activity-actions';
import { useNewestPlan } from './use-newest-plan';

/** How many suggested cards the folded library shows. */
export const SUGGESTED_COUNT = 3;

/**
 * Activity Progress (completed of the library, with its percent bar), then the activity library, headed by what
 * the student did this week and has in progress: folded to a few cards suggested for the newest plan, with the
 * whole library and its category filters a button away.
 */
export function ActivitiesSection() {
  const activities = useActivities();
  const progress = useMyProgress();
  const { newest: newestPlan } = useNewestPlan();
  const actions = useActivityActions();
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [browsing, setBrowsing] = useState(false);

  const library = activities.data ?? [];
  const records = progress.data ?? [];
  const summary = progressSummary(library, records);
  // Today's completions stay among the suggestions, so a card does not vanish the moment it is marked complete.
  const today = new Date().toDateString();
  const stillSuggested = records.filter(
    (record) => !(record.completed && record.completedAt && new Date(record.completedAt).toDateString() === today),
  );
  const suggested = suggestedActivities(newestPlan, library, stillSuggested).slice(0, SUGGESTED_COUNT);
  const filtered = filter === 'all' ? library : library.filter((activity) => activity.category === filter);
  const shown = browsing ? filtered : suggested;
  const loading = activities.isLoading || progress.isLoading;
  const failed = activities.isError || progress.isError;
  const inProgress = records.filter((record) => !record.completed).length;

  return (
    <>
      <Card className="p-6">
        <h2 className="text-xl font-semibold leading-tight">Activity Progress</h2>
        {!loading && !failed && (
          <>
            <p className="mt-2 text-foreground" data-progress="completed">
              <span className="font-semibold">{summary.completed}</span> of{' '}
              <span className="font-semibold">{summary.total}</span> activities completed
            </p>
            <div className="mt-3 flex items-center gap-3">
              <Progress value={summary.percent} label="Activity progress" className="flex-1" />
              <span className="w-12 text-right text-sm font-semibold tabular-nums">{summary.percent}%</span>
            </div>
          </>
        )}
      </Card>

      <section aria-labelledby="activities-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="activities-heading" className="text-xl font-semibold">
            Skill Activities
          </h2>
          {!loading && !failed && (
            <p className="text-sm text-muted-foreground" data-progress="this-week">
              <span className="font-semibold text-foreground">
                {doneThisWeekText(doneThisWeek(records, new Date()))}
              </span>
              {inProgress > 0 && <span> · {inProgress} in progress</span>}
            </p>
          )}
        </div>
        {browsing ? (
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
                    'min-h-11 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors sm:min-h-0',
                    FOCUS_RING,
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
        ) : (
          library.length > 0 && <h3 className="text-base font-semibold text-foreground">Suggested for you</h3>
        )}

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
        ) : shown.length === 0 && (browsing || library.length === 0) ? (
          <Card className="flex flex-col items-center gap-1 p-10 text-center">
            <h3 className="text-lg font-semibold">No activities found</h3>
            <p className="text-sm text-muted-foreground">{emptyActivitiesText(library.length === 0)}</p>
          </Card>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have completed every activity. Well done!</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((activity) => (
              <li key={activity.id} id={`activity-${activity.id}`} className="scroll-mt-24">
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
        {!loading && !failed && library.length > 0 && (
          <Button variant="outline" className="w-fit" aria-expanded={browsing} onClick={() => setBrowsing(!browsing)}>
            {browsing ? 'Show suggestions only' : `Browse all ${library.length} activities`}
          </Button>
        )}
      </section>
    </>
  );
}
