/** The ring an element shows while it has the keyboard's focus, or focus moved to it: one look on every page. */
export const FOCUS_RING =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';
