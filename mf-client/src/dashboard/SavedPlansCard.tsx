import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { Link, useNavigate } from '@app/kit/router';
import { SAVED_PLAN_GOAL_CUT, planTitle, truncate, formatDate } from '@app/api/contract';
import { DropdownMenu, buttonClass, FOCUS_RING_FLUSH } from '@app/kit/ui';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { usePlans } from '../data/queries';
import { LoadFailed, Loading } from '../layout/QueryState';

/** Your Saved Plans: 'Plan #n', the goal cut to 60 characters, the created date, and a menu to reassess or view. */
export function SavedPlansCard() {
  const plans = usePlans();
  const navigate = useNavigate();
  const list = plans.data ?? [];
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h2 className="text-xl font-semibold leading-tight">Your Saved Plans</h2>
          <CardDescription>The plans you made on Barriers & Strategies, newest first.</CardDescription>
        </div>
        {list.length > 0 && (
          <Link to="/barriers-strategies" className={buttonClass({ variant: 'outline', size: 'sm', className: 'shrink-0' })}>
            Create Plan
          </Link>
        )}
      </CardHeader>
      <CardContent className="flex-1">
        {plans.isLoading ? (
          <Loading label="Loading your plans..." />
        ) : plans.isError ? (
          <LoadFailed message="Your plans could not be loaded." onRetry={() => void plans.refetch()} />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">
              No saved plans yet. A plan names the barriers in your way and the strategies to get past them.
            </p>
            <Link to="/barriers-strategies" className={buttonClass()}>
              Create Your First Plan
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {list.map((plan, index) => {
              const title = planTitle(list.length - index);
              return (
                <li key={plan.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <h3 className="font-semibold">
                      <Link
                        to={`/view-plan/${encodeURIComponent(plan.id)}`}
                        className={`inline-flex min-h-11 items-center rounded-sm hover:underline ${FOCUS_RING_FLUSH} sm:min-h-0`}
                      >
                        {title}
                      </Link>
                    </h3>
                    <p className="break-words text-sm text-foreground">{truncate(plan.selectedGoal, SAVED_PLAN_GOAL_CUT)}</p>
                    <p className="mt-1 text-xs text-muted-foreground">Created {formatDate(plan.createdAt)}</p>
                  </div>
                  <DropdownMenu
                    trigger={<EllipsisVertical className="h-5 w-5" />}
                    triggerLabel={`Actions for ${title}`}
                    size="icon"
                    items={[
                      { label: 'Reassess Plan', onSelect: () => navigate(`/reassess-plan/${encodeURIComponent(plan.id)}`) },
                      { label: 'View Plan', onSelect: () => navigate(`/view-plan/${encodeURIComponent(plan.id)}`) },
                    ]}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
