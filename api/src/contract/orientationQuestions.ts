import type { OrientationPayload } from './orientation.js';

/**
 * The orientation's four reflection questions and three SMART goals, keyed by their stored field.
 * The question text is what My Reflections shows and groups by keyword, so it is written once, here.
 */
export const ORIENTATION_QUESTIONS = [
  {
    field: 'whoAreYou',
    question: 'Who are you? Describe yourself, including your strengths and what you are good at.',
  },
  {
    field: 'whatAreYouInControl',
    question: 'What are you in control of, and which challenges feel outside your control?',
  },
  { field: 'whoDoYouFeelCalled', question: 'Who do you feel called to be as you take the helm of your own boat?' },
  { field: 'visionOfFuture', question: 'What is your vision of your future, five or ten years from now?' },
  { field: 'goalOne', question: 'Goal 1: What is one SMART goal you want to achieve?' },
  { field: 'goalTwo', question: 'Goal 2: What is a second SMART goal you want to achieve?' },
  { field: 'goalThree', question: 'Goal 3: What is a third SMART goal you want to achieve?' },
] as const;

export type OrientationField = (typeof ORIENTATION_QUESTIONS)[number]['field'];

/** The seven answers of a stored record in order, a missing one as an empty string. */
export function orientationAnswers(record: Partial<Record<OrientationField, string | null>>): OrientationPayload {
  return Object.fromEntries(
    ORIENTATION_QUESTIONS.map(({ field }) => [field, record[field] ?? '']),
  ) as OrientationPayload;
}

/** The up to three non-empty goals of an orientation record, in order. */
export function orientationGoals(record: Partial<OrientationPayload> | null | undefined): string[] {
  if (!record) return [];
  return [record.goalOne, record.goalTwo, record.goalThree].filter((goal): goal is string => !!goal?.trim());
}
