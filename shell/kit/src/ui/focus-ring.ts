/**
 * The ring on the element's own edge, for scrolling regions, panels and links in running text, where an offset
 * would be clipped or crowd the text.
 */
export const FOCUS_RING_FLUSH = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The ring an element shows while it has the keyboard's focus, or focus moved to it: one look on every page. */
export const FOCUS_RING = `${FOCUS_RING_FLUSH} focus-visible:ring-offset-2`;
