/**
 * The goal attainment scale, apart from the schemas that check requests: a page can read it without loading the
 * validation library.
 */

/** The five scores, lowest first: also the order a plan's levels are kept in. */
export const ATTAINMENT_SCORES = [-2, -1, 0, 1, 2] as const;
export type AttainmentScoreValue = (typeof ATTAINMENT_SCORES)[number];

/** The longest description of one level. */
export const ATTAINMENT_LEVEL_MAX = 200;
/** The longest note given with a score. */
export const ATTAINMENT_NOTE_MAX = 500;
