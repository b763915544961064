import { useCurrentUser, useSite } from '@app/kit/api';
import { useApprovedEmails, useCoachStats } from '../../api/coach-api';
import { coachGreeting, isFirstVisit } from '../../lib/greeting';

/**
 * The dashboard's title: the greeting ('Dr.' and last name; "Welcome" on a first visit, "Welcome back" after)
 * and what the page is for. Held invisible until the records tell which, so it never changes under the coach's eyes.
 */
export function DashboardHeader() {
  const { user } = useCurrentUser();
  const site = useSite();
  const stats = useCoachStats();
  const approved = useApprovedEmails();
  const known = stats.isSuccess && approved.isSuccess;
  const failed = stats.isError || approved.isError;
  const firstVisit = known && isFirstVisit({ approvedEmails: approved.data.length, clients: stats.data.totalClients });
  return (
    <div>
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
        <span className={known || failed ? undefined : 'invisible'}>{coachGreeting(user, site.coachName, firstVisit)}</span>
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">Manage your clients and who may sign in.</p>
    </div>
  );
}
