/**
 * "@app/kit/outcomes": a student's outcomes as the coach and the student see them: a plan's levels of attainment
 * and score history, and weeks of check-ins, each chart with its figures as a table. Not shared: each remote that
 * shows them bundles its own copy, so it imports no other part of the kit (a bundled copy of the controls would
 * come with it) and the callers frame it with their cards. The charts' library (recharts) is never part of a
 * page's code: the charts are fetched when the first is about to show (see ChartSlot).
 */
export { AttainmentHistory, AttainmentLevelsList, CheckInHistory } from './outcome-figures';
export { PlanOutcome } from './plan-outcome';
export { SCORES_HIGH_FIRST, levelText, signedScore } from './outcome-text';
export { useNearScreen } from './use-near-screen';
