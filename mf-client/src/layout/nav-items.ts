import { API_PATHS } from '@app/api/contract';
import type { FrameLink, MenuItem } from '@app/kit/ui';

/** The student workspace's pages, in their order in the frame's navigation (Logout ends the person's menu). */
export const STUDENT_NAV: readonly FrameLink[] = [
  { to: '/my-reflections', label: 'My Reflections' },
  { to: '/orientation', label: 'Orientation' },
  { to: '/barriers-strategies', label: 'Barriers & Strategies' },
  { to: '/the-boat', label: 'The Boat' },
];

/**
 * More entries of the student's own menu, above Logout: add a page of the workspace (`{ label, to }`) or an
 * action (`{ label, onSelect }`) here and every student page's menu shows it.
 */
export const STUDENT_MENU: readonly MenuItem[] = [
  // Everything held about the student as a JSON file (GET /api/my-data answers with an attachment).
  { label: 'Reminders', to: '/reminders' },
  { label: 'Sharing with family', to: '/sharing' },
  { label: 'Download my data', href: API_PATHS.myData },
];
