import {
  ATTAINMENT_SCORES,
  formatCalendarDate,
  type AttainmentLevels,
  type AttainmentScoreValue,
  type Scorer,
} from '@app/api/contract';

/** What each score on the attainment scale means when a plan describes no levels of its own. */
export const SCORE_MEANINGS: Record<AttainmentScoreValue, string> = {
  '-2': 'Much less than expected',
  '-1': 'Less than expected',
  0: 'Expected outcome',
  1: 'More than expected',
  2: 'Much more than expected',
};

/** The scores from highest to lowest: the order a plan's levels are read in. */
export const SCORES_HIGH_FIRST: readonly AttainmentScoreValue[] = [...ATTAINMENT_SCORES].reverse();

/** A score as people write it: "+2", "+1", "0", "-1", "-2". */
export function signedScore(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}

/** What a score means for a plan: its own level text, else the scale's general meaning. */
export function levelText(levels: AttainmentLevels | null, score: number): string {
  const key = String(score) as keyof AttainmentLevels;
  return levels?.[key] ?? SCORE_MEANINGS[score as AttainmentScoreValue] ?? '';
}

/** Who gave a score, as a label. */
export function scorerName(by: Scorer): string {
  return by === 'coach' ? 'Coach' : 'Student';
}

/** A week of check-ins by its Monday (YYYY-MM-DD): "Mar 3, 2025". */
export function weekDate(weekStart: string): string {
  return formatCalendarDate(weekStart);
}

/** Days checked in of a week's seven: "3 of 7". */
export function daysText(days: number): string {
  return `${days} of 7`;
}

/** An estimate ratio (actual ÷ planned minutes, 1.00 = on estimate) to 2 decimals; a dash for a week without one. */
export function ratioText(ratio: number | null): string {
  return ratio === null ? '—' : ratio.toFixed(2);
}

/** A share from 0 to 1 as a whole percentage; a dash for a week without check-ins. */
export function shareText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}
