import { Link } from '@app/kit/router';
import { MAX_GOALS, orientationGoals } from '@app/api/contract';
import { buttonClass } from '@app/kit/ui';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { useOrientation } from '../data/queries';
import { LoadFailed, Loading } from '../layout/QueryState';

/** Your Goals: the up to three orientation goals, numbered; or a way to set them. */
export function GoalsCard() {
  const orientation = useOrientation();
  const goals = orientationGoals(orientation.data).slice(0, MAX_GOALS);
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Your Goals</h2>
        <CardDescription>The SMART goals you set in orientation.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {orientation.isLoading ? (
          <Loading label="Loading your goals..." />
        ) : orientation.isError ? (
          <LoadFailed message="Your goals could not be loaded." onRetry={() => void orientation.refetch()} />
        ) : goals.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">You have not set any goals yet. Orientation helps you choose up to three.</p>
            <Link to="/orientation" className={buttonClass()}>
              Complete Orientation
            </Link>
          </div>
        ) : (
          <ol className="flex flex-col gap-3">
            {goals.map((goal, index) => (
              <li key={index} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <span className="min-w-0 break-words pt-0.5 text-sm">
                  <span className="sr-only">Goal {index + 1}: </span>
                  {goal}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
