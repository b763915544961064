import Menu from 'lucide-react/icons/menu';
import type { ReactNode } from 'react';
import type { CurrentUser } from '@app/api/contract';
import { logout, useCurrentUser } from '@app/kit/api';
import { Link, NavLink } from '@app/kit/router';
import { Brand, brandLinkClass, frameBarClass, frameRowClass } from './brand';
import { Button, buttonClass } from './button';
import { cn } from './cn';
import { DropdownMenu, type MenuItem } from './dropdown-menu';
import { toast } from './toast';
import { useMedia } from './use-media';

/** A page of the signed-in workspace, as the frame's navigation links to it. */
export interface FrameLink {
  to: string;
  label: string;
}

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** Where the logo leads. */
  home?: string;
  /**
   * The workspace's pages: on wide screens links in the bar, followed by a Logout button; on narrow ones the first
   * entries of the person's menu, which then ends in Logout.
   */
  nav?: readonly FrameLink[];
  /** Accessible name of that navigation ("Student", "Coach"). */
  navLabel?: string;
  /**
   * More entries of the signed-in person's menu (above 'Logout' on narrow screens; on wide ones the whole menu,
   * which is left out when this is empty). A feature adds its own here (a page of the app with `to`, an action
   * with `onSelect`), so the frame itself never needs to change for it.
   */
  menu?: readonly MenuItem[];
  /** Something the bar shows beside the menu (on phones, in a row below it), such as the sync state of saves. */
  status?: ReactNode;
  /** The page: its own `<main id="main">`. */
  children?: ReactNode;
}

/** Label of the log-out entry. */
export const LOGOUT_LABEL = 'Logout';

/** From Tailwind's `lg` breakpoint the navigation sits in the bar; from `sm` the status does. */
const WIDE = '(min-width: 1024px)';
const NOT_PHONE = '(min-width: 640px)';

/** The name the person's menu shows: the student's name, else the account's, else the address. */
export function personName(user: CurrentUser | null): string {
  if (!user) return '';
  const profile = user.clientProfile;
  const name = profile
    ? `${profile.studentFirstName} ${profile.studentLastName}`
    : [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name.trim() || user.email;
}

/** Leaves through /api/logout; a failure before leaving gets a 'Failed to log out properly' toast. */
async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    toast({ title: 'Error', description: 'Failed to log out properly.', variant: 'destructive' });
  }
}

/**
 * The one frame of every signed-in page (student, coach): a sticky bar with the logo and the practice's name,
 * the workspace's navigation and 'Logout' (on phones and tablets, the signed-in person's menu holds both); a
 * skip link to the page's `<main id="main">`. The shell shows the same bar while a page's code and data load, so it appears at once.
 */
export function AppFrame({ home = '/', nav = [], navLabel = 'Main', menu = [], status, children }: AppFrameProps) {
  const { user } = useCurrentUser();
  const wide = useMedia(WIDE);
  const phone = !useMedia(NOT_PHONE);
  const name = personName(user);
  const items: MenuItem[] = wide
    ? [...menu]
    : [
        ...nav.map((link) => ({ label: link.label, to: link.to })),
        ...menu,
        { label: LOGOUT_LABEL, onSelect: () => void signOut() },
      ];

  return (
    <div className="min-h-dvh bg-background print:bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className={frameBarClass}>
        <div className={frameRowClass}>
          <Link to={home} className={brandLinkClass}>
            <Brand />
          </Link>
          {nav.length > 0 && (
            <nav aria-label={navLabel} className="hidden items-center gap-1 lg:flex">
              {nav.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  className={({ isActive }) =>
                    cn(buttonClass({ variant: 'ghost', size: 'sm' }), isActive && 'bg-muted text-primary')
                  }
                >
                  {link.label}
                </NavLink>
              ))}
            </nav>
          )}
          <div className="flex min-w-0 items-center gap-2">
            {!phone && status}
            {user && items.length > 0 && (
              <DropdownMenu
                variant="outline"
                triggerLabel={`Menu for ${name}`}
                trigger={
                  <>
                    <Menu aria-hidden="true" className="h-5 w-5" />
                    <span className="sm:hidden">Menu</span>
                    <span className="hidden max-w-48 truncate sm:inline">{name}</span>
                  </>
                }
                items={items}
              />
            )}
            {user && wide && (
              <Button variant="outline" onClick={() => void signOut()}>
                {LOGOUT_LABEL}
              </Button>
            )}
          </div>
        </div>
        {phone && status && <div className="border-t border-border px-4 py-2">{status}</div>}
      </header>
      {children}
    </div>
  );
}
