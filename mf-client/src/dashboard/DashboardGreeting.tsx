import { useCurrentUser } from '@app/kit/api';
import { useMyProgress, useOrientation, usePlans } from '../data/queries';
import { greeting } from '../layout/greeting';

/**
 * The dashboard's greeting: "Welcome, Sam!" while the student has nothing saved or started (no orientation
 * answers, no plan, no activity), "Welcome back, Sam!" after. Held invisible until that is known, so it never
 * changes under the student's eyes.
 */
export function DashboardGreeting() {
  const { user } = useCurrentUser();
  const orientation = useOrientation();
  const plans = usePlans();
  const progress = useMyProgress();
  const known = orientation.isSuccess && plans.isSuccess && progress.isSuccess;
  const firstVisit = known && !orientation.data && plans.data.length === 0 && progress.data.length === 0;
  const failed = orientation.isError || plans.isError || progress.isError;
  return <span className={known || failed ? undefined : 'invisible'}>{greeting(user, firstVisit)}</span>;
}
