import type { AppFrameProps, FrameLink, MenuItem } from '@app/kit/ui';

/** The coach area's pages, in the order the frame's navigation shows them (Logout ends the person's menu). */
export const COACH_NAV: readonly FrameLink[] = [
  { to: '/coach-dashboard', label: 'Dashboard' },
  { to: '/admin', label: 'Consultations' },
  { to: '/availability', label: 'Availability' },
  { to: '/practice-profile', label: 'Practice profile' },
  { to: '/report', label: 'Report' },
];

/**
 * More entries of the coach's own menu, above Logout: add a page (`{ label, to }`) or an action
 * (`{ label, onSelect }`) here and every coach page's menu shows it.
 */
export const COACH_MENU: readonly MenuItem[] = [];

/** The app frame's settings on every page the coach opens: `<AppFrame {...COACH_FRAME}>`. */
export const COACH_FRAME = {
  home: '/coach-dashboard',
  nav: COACH_NAV,
  navLabel: 'Coach',
  menu: COACH_MENU,
} as const satisfies AppFrameProps;
