import type { ReactNode } from 'react';
import { AppFrame, type FrameLink, type MenuItem } from '@app/kit/ui';

/** The coach workspace's pages: the frame's navigation (Logout ends the person's menu). */
export const COACH_NAV: readonly FrameLink[] = [
  { to: '/coach-dashboard', label: 'Dashboard' },
  { to: '/admin', label: 'Consultations' },
];

/**
 * More entries of the coach's own menu, above Logout: add a page (`{ label, to }`) or an action
 * (`{ label, onSelect }`) here and every coach page's menu shows it.
 */
export const COACH_MENU: readonly MenuItem[] = [];

/** Frame of every coach page: the app frame with the coach's pages and menu around the page's own `<main id="main">`. */
export function CoachFrame({ children }: { children: ReactNode }) {
  return (
    <AppFrame home="/coach-dashboard" nav={COACH_NAV} navLabel="Coach" menu={COACH_MENU}>
      {children}
    </AppFrame>
  );
}
