import { ATTAINMENT_SCORES, type AttainmentLevels } from '@app/api/contract';

/**
 * Goal attainment levels as the student writes and reads them. Free of the validation library, so the plan's
 * view can show them without loading it.
 */

/** A level's key, its score as text: "-2" to "2". */
export type LevelKey = keyof AttainmentLevels;

/** The five keys, lowest score first. */
export const LEVEL_KEYS = ATTAINMENT_SCORES.map(String) as LevelKey[];

/** The five level descriptions as the plan form holds them, in score order. */
export type LevelValues = Record<LevelKey, string>;

/** The example goal the levels' explanations describe. */
export const LEVELS_EXAMPLE_GOAL = 'Finish homework before 9 pm';

/** Each level: its score as shown (a true minus sign), its meaning, and an example for {@link LEVELS_EXAMPLE_GOAL}. */
export const LEVEL_GUIDE: Record<LevelKey, { sign: string; meaning: string; example: string }> = {
  '-2': { sign: '−2', meaning: 'Much less than expected', example: 'homework done before 9 on 0–1 nights' },
  '-1': { sign: '−1', meaning: 'Somewhat less', example: '2–3 nights' },
  '0': { sign: '0', meaning: 'Expected by the reassessment date', example: '4 nights' },
  '1': { sign: '+1', meaning: 'Somewhat more', example: '5 nights' },
  '2': { sign: '+2', meaning: 'Much more', example: 'every night' },
};

/**
 * The five descriptions in score order, missing ones blank. Always built here, so two copies of the same levels
 * are equal key for key and a draft compares equal to the saved plan.
 */
export function levelValues(source?: Partial<Record<LevelKey, string>> | null): LevelValues {
  return Object.fromEntries(LEVEL_KEYS.map((key) => [key, source?.[key] ?? ''])) as LevelValues;
}

/** Whether anything is written in any level (kept as the student types it, spaces included). */
export function hasLevels(levels: Partial<Record<LevelKey, string>> | null | undefined): boolean {
  return !!levels && LEVEL_KEYS.some((key) => (levels[key] ?? '') !== '');
}

/** The form field path of a level's message ("attainmentLevels.-2"). */
export const levelPath = (key: LevelKey) => `attainmentLevels.${key}`;
