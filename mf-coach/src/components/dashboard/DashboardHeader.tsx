import { Link } from '@app/kit/router';
import { logout, useCurrentUser, useSite } from '@app/kit/api';
import { Button, buttonClass, toast } from '@app/kit/ui';
import { coachGreeting } from '../../lib/greeting';

/** Leaves through /api/logout; a failure before leaving gets the spec's toast. */
async function signOut() {
  try {
    await logout();
  } catch {
    toast({ title: 'Error', description: 'Failed to log out properly.', variant: 'destructive' });
  }
}

/** The dashboard's top bar: the greeting ('Dr.' and last name), the Consultations link and Logout. */
export function DashboardHeader() {
  const { user } = useCurrentUser();
  const site = useSite();
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="text-sm font-medium text-primary">{site.businessName}</p>
          <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{coachGreeting(user, site.coachName)}</h1>
          <p className="mt-1 text-sm text-muted-foreground">Manage your clients and who may sign in.</p>
        </div>
        <nav aria-label="Coach" className="flex flex-wrap gap-2">
          <Link to="/admin" className={buttonClass({ variant: 'outline' })}>
            Consultations
          </Link>
          <Link to="/availability" className={buttonClass({ variant: 'outline' })}>
            Availability
          </Link>
          <Link to="/practice-profile" className={buttonClass({ variant: 'outline' })}>
            Practice profile
          </Link>
          <Button variant="ghost" onClick={() => void signOut()}>
            Logout
          </Button>
        </nav>
      </div>
    </header>
  );
}
