import { useId, useState } from 'react';
import { Link, NavLink } from '@app/kit/router';
import { logout, useCurrentUser, useSite } from '@app/kit/api';
import { SyncStatusBadge, useSyncStatus } from '@app/kit/drafts';
import { buttonClass, cn } from '@app/kit/ui';
import { DownloadMyData } from './DownloadMyData';
import { greetingName } from './greeting';
import { LOGOUT_LABEL, STUDENT_NAV } from './nav-items';

function LogoMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 20l7-7 7 7" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The student workspace's header: a greeting with the student's first name, the navigation (My Reflections,
 * Orientation, Barriers & Strategies, The Boat, Logout), collapsed behind a menu button on small screens, and
 * the sync status of saves made on this device (on phones only while something is waiting). Hidden when printing.
 */
export function StudentHeader() {
  const { user } = useCurrentUser();
  const site = useSite();
  const phase = useSyncStatus((state) => state.phase);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const name = greetingName(user);

  const navClass = ({ isActive }: { isActive: boolean }) =>
    cn(buttonClass({ variant: 'ghost', size: 'sm' }), isActive && 'bg-muted text-primary');
  const logoutButton = (mobile: boolean) => (
    <button
      type="button"
      className={cn(buttonClass({ variant: 'outline', size: 'sm' }), mobile && 'w-full justify-start')}
      onClick={() => void logout()}
    >
      {LOGOUT_LABEL}
    </button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white print:hidden">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <Link
          to="/dashboard"
          className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LogoMark />
          <span className="min-w-0">
            <span className="block truncate text-xs font-medium text-muted-foreground">{site.businessName}</span>
            <span className="block truncate text-base font-semibold text-foreground">Welcome back, {name}!</span>
          </span>
        </Link>

        <div className="flex items-center gap-2">
          <SyncStatusBadge className="hidden sm:inline-flex" />
          <nav aria-label="Student" className="hidden items-center gap-1 lg:flex">
            {STUDENT_NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={navClass}>
                {item.label}
              </NavLink>
            ))}
            <DownloadMyData />
            {logoutButton(false)}
          </nav>
          <button
            type="button"
            className={cn(buttonClass({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>
      </div>
      {phase !== 'saved' && (
        <div className="border-t border-border px-4 py-2 sm:hidden">
          <SyncStatusBadge />
        </div>
      )}
      {menuOpen && (
        <nav id={menuId} aria-label="Student menu" className="border-t border-border px-4 pb-4 pt-2 lg:hidden">
          <ul className="flex flex-col gap-1">
            {STUDENT_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={(state) => cn(navClass(state), 'w-full justify-start')}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <DownloadMyData mobile />
            </li>
            <li className="mt-2 border-t border-border pt-2">{logoutButton(true)}</li>
          </ul>
        </nav>
      )}
    </header>
  );
}
