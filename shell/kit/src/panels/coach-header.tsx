import { Link, NavLink } from '@app/kit/router';
import { logout, useSite } from '@app/kit/api';
import { Button, cn, toast } from '@app/kit/ui';

/** The coach area's places, in the order the navigation shows them. */
export const COACH_PLACES = [
  { to: '/coach-dashboard', label: 'Dashboard' },
  { to: '/admin', label: 'Consultations' },
  { to: '/practice-profile', label: 'Practice profile' },
] as const;

/** Leaves through /api/logout; a failure before leaving gets the spec's toast. */
async function signOut() {
  try {
    await logout();
  } catch {
    toast({ title: 'Error', description: 'Failed to log out properly.', variant: 'destructive' });
  }
}

/**
 * The coach's frame on pages outside the dashboard (the inbox, notification settings, the practice profile):
 * the practice's name, the coach area's places with the current one marked, and Logout.
 */
export function CoachHeader() {
  const site = useSite();
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Link to="/coach-dashboard" className="w-fit text-sm font-semibold text-primary underline-offset-4 hover:underline">
          {site.businessName}
        </Link>
        <nav aria-label="Coach" className="flex flex-wrap items-center gap-1">
          {COACH_PLACES.map((place) => (
            <NavLink
              key={place.to}
              to={place.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive && 'bg-secondary text-secondary-foreground',
                )
              }
            >
              {place.label}
            </NavLink>
          ))}
          <Button variant="ghost" className="min-h-11" onClick={() => void signOut()}>
            Logout
          </Button>
        </nav>
      </div>
    </header>
  );
}
