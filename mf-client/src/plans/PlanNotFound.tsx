import { Link } from '@app/kit/router';
import { buttonClass } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { PLAN_NOT_FOUND_TITLE } from './plan-messages';

/** The page shown for a plan that does not exist or is not the student's own. */
export function PlanNotFound() {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-10 text-center">
      <h1 className="text-2xl font-bold">{PLAN_NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">This plan does not exist, or it is not one of yours.</p>
      <Link to="/dashboard" className={buttonClass({ className: 'mt-2' })}>
        Back to Dashboard
      </Link>
    </Card>
  );
}
