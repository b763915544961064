import { useCurrentUser, useSite } from '@app/kit/api';
import { coachGreeting } from '../../lib/greeting';

/** The dashboard's title: the greeting ('Dr.' and last name) and what the page is for. */
export function DashboardHeader() {
  const { user } = useCurrentUser();
  const site = useSite();
  return (
    <div>
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{coachGreeting(user, site.coachName)}</h1>
      <p className="mt-1 text-sm text-muted-foreground">Manage your clients and who may sign in.</p>
    </div>
  );
}
