/** The student header's navigation, in the spec's order (Logout follows as a button). */
export const STUDENT_NAV = [
  { to: '/my-reflections', label: 'My Reflections' },
  { to: '/orientation', label: 'Orientation' },
  { to: '/barriers-strategies', label: 'Barriers & Strategies' },
  { to: '/the-boat', label: 'The Boat' },
  { to: '/reminders', label: 'Reminders' },
] as const;

/** Label of the log-out button. */
export const LOGOUT_LABEL = 'Logout';
