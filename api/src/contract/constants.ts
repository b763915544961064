/** Product constants shared by the API and every frontend: choices offered, bounds, cuts and timings. */

/** Grade levels offered on the public consultation form: value and label. */
export const CONSULTATION_GRADE_LEVELS = [
  { value: '9th', label: '9th Grade' },
  { value: '10th', label: '10th Grade' },
  { value: '11th', label: '11th Grade' },
  { value: '12th', label: '12th Grade' },
  { value: 'college-freshman', label: 'College Freshman' },
  { value: 'college-sophomore', label: 'College Sophomore' },
  { value: 'college-junior', label: 'College Junior' },
  { value: 'college-senior', label: 'College Senior' },
] as const;

/** A consultation grade's label ('college-junior' reads 'College Junior'); an unknown value as stored. */
export function consultationGradeLabel(value: string): string {
  return CONSULTATION_GRADE_LEVELS.find((grade) => grade.value === value)?.label ?? value;
}

/** The four session-time preferences of a request, in the order the form, the inbox and the alert e-mail list them. */
export const PREFERRED_TIMES = [
  { field: 'weekdayMorning', label: 'Weekday Mornings' },
  { field: 'weekdayAfternoon', label: 'Weekday Afternoons' },
  { field: 'weekdayEvening', label: 'Weekday Evenings' },
  { field: 'weekend', label: 'Weekends' },
] as const;

/** One of the session-time preferences' fields. */
export type PreferredTimeField = (typeof PREFERRED_TIMES)[number]['field'];

/** Said instead of the preferred times when the family chose none. */
export const NO_PREFERENCES = 'No preferences specified';

/** The labels of the times a request prefers, in order (empty when none is set). */
export function preferredTimeLabels(
  request: Readonly<Record<PreferredTimeField, boolean | null | undefined>>,
): string[] {
  return PREFERRED_TIMES.filter((time) => request[time.field]).map((time) => time.label);
}

/** Said for an empty optional field of a request, such as the parent's name. */
export const NOT_PROVIDED = 'Not provided';

/** The ten grade levels of the student profile form. */
export const PROFILE_GRADE_LEVELS = [
  '9th Grade',
  '10th Grade',
  '11th Grade',
  '12th Grade',
  'College Freshman',
  'College Sophomore',
  'College Junior',
  'College Senior',
  'Graduate Student',
  'Young Adult',
] as const;

export const ACTIVITY_CATEGORIES = [
  { value: 'time_management', label: 'Time Management' },
  { value: 'planning', label: 'Planning' },
  { value: 'organization', label: 'Organization' },
  { value: 'attention', label: 'Focus & Attention' },
  { value: 'working_memory', label: 'Working Memory' },
] as const;

export const ACTIVITY_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

export type ConsultationGradeLevel = (typeof CONSULTATION_GRADE_LEVELS)[number]['value'];
export type ProfileGradeLevel = (typeof PROFILE_GRADE_LEVELS)[number];
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number]['value'];
export type ActivityDifficulty = (typeof ACTIVITY_DIFFICULTIES)[number];

/** Input bounds: no screen states them; they keep stored data sane. */
export const LIMITS = {
  name: 100,
  text: 5000,
  email: 254,
  notes: 20000,
  listItems: 50,
  /** One barrier or strategy of a plan; room for a reassessed strategy with its timeframe and resources. */
  listItem: 1000,
  /** A new strategy's description or resources in a reassessment. */
  strategyPart: 400,
  password: 200,
} as const;

/**
 * What one student may store: enough for years of work, little enough that one student cannot fill
 * the store. A plan's size is its JSON with every reassessment.
 */
export const STUDENT_BOUNDS = {
  plans: 100,
  reassessmentsPerPlan: 50,
  planKilobytes: 64,
  /** Check-ins dated the same day. */
  checkInsPerDay: 20,
  /** Attainment scores of one plan, the student's and the coach's together. */
  scoresPerPlan: 200,
} as const;

/** What the student is told when a bound, or the limit on saves a minute, is reached. */
export const STUDENT_BOUND_MESSAGES = {
  plans: `You can keep at most ${STUDENT_BOUNDS.plans} plans`,
  reassessments: `This plan already has ${STUDENT_BOUNDS.reassessmentsPerPlan} reassessments; please create a new plan`,
  planSize: `This plan is too large to save: a plan with its reassessments holds at most ${STUDENT_BOUNDS.planKilobytes} KB. Please shorten some entries or create a new plan.`,
  saves: 'You are saving too quickly. Please wait a minute and try again.',
  checkIns: `You can record at most ${STUDENT_BOUNDS.checkInsPerDay} check-ins for one day`,
  scores: `This plan already has ${STUDENT_BOUNDS.scoresPerPlan} attainment scores; please create a new plan`,
} as const;

export const DEFAULT_ROLE = 'client';
export const DEFAULT_DIFFICULTY = 'beginner';
export const DEFAULT_COMPLETION_RATING = 'medium';
export const MAX_GOALS = 3;
export const SAVED_PLAN_GOAL_CUT = 60;
export const GOAL_DROPDOWN_CUT = 80;
export const SUCCESS_BANNER_MS = 8000;
export const NOTIFICATION_SOUND_VOLUME = 0.1;

/** Name of the hidden form field that only bots fill in. */
export const HONEYPOT_FIELD = 'website';

export const NEW_CONSULTATION_EVENT = 'new_consultation_request';

/** Cuts text to `max` characters, adding an ellipsis when anything was removed. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Rounded percentage of done out of total; 0 when there is nothing to do. */
export function percent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}
