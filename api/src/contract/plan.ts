import { z } from 'zod';
import { attainmentLevelsSchema, attainmentScoreField, type AttainmentLevels } from './attainment.js';
import { LIMITS } from './constants.js';
import { calendarDayKey, DAY_MS, dayKey } from './dates.js';
import {
  ONE_LINE_MESSAGE,
  isOneLine,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './fields.js';

/** A list of non-empty entries, each on one line, with their messages. */
const entryList = (emptyList: string, emptyEntry: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, emptyEntry)
        .max(LIMITS.listItem, `Must be at most ${LIMITS.listItem} characters`)
        .refine(isOneLine, ONE_LINE_MESSAGE),
    )
    .min(1, emptyList)
    .max(LIMITS.listItems, `At most ${LIMITS.listItems} entries`);

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Please enter a valid date');

/** The planning form's values (lists as arrays), validated in the browser. */
export const planFormSchema = z.object({
  selectedGoal: requiredMultilineText('Please select a goal', LIMITS.text),
  internalBarriers: entryList('Add at least one internal barrier', 'Barrier cannot be empty'),
  externalBarriers: entryList('Add at least one external barrier', 'Barrier cannot be empty'),
  strategies: entryList('Add at least one strategy', 'Strategy cannot be empty'),
  implementationPlan: requiredMultilineText('Implementation plan is required', LIMITS.text),
  reassessmentDate: isoDate('Reassessment date is required').refine(
    // The picked day (stored as midnight UTC of it) against the student's own today.
    (value) => Number.isNaN(Date.parse(value)) || calendarDayKey(value) >= dayKey(new Date()),
    'Reassessment date cannot be in the past',
  ),
});
export type PlanForm = z.infer<typeof planFormSchema>;

/** A list sent as JSON-encoded text, as the plan payload carries it on the wire. */
const encodedList = (list: z.ZodType<string[]>) =>
  z
    .string()
    .max(LIMITS.listItems * LIMITS.listItem * 2, 'List is too long')
    .transform((text, ctx) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be a JSON-encoded list' });
        return z.NEVER;
      }
      const parsed = list.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return parsed.data;
    });

/** The plan as sent to POST /api/barriers-strategies and PUT /api/barriers-strategies/{id}. */
export const planPayloadSchema = z.strictObject({
  selectedGoal: requiredMultilineText('Please select a goal', LIMITS.text),
  internalBarriers: encodedList(entryList('Add at least one internal barrier', 'Barrier cannot be empty')),
  externalBarriers: encodedList(entryList('Add at least one external barrier', 'Barrier cannot be empty')),
  strategies: encodedList(entryList('Add at least one strategy', 'Strategy cannot be empty')),
  implementationPlan: requiredMultilineText('Implementation plan is required', LIMITS.text),
  reassessmentDate: isoDate('Reassessment date is required').refine(
    // Server grace for the earliest date: a student's "today" may be a day behind UTC.
    (value) => Date.parse(value) >= Date.now() - 2 * DAY_MS,
    'Reassessment date cannot be in the past',
  ),
  /** The five levels of goal attainment; absent on an edit keeps the plan's, null removes them. */
  attainmentLevels: attainmentLevelsSchema.nullable().optional(),
});
export type PlanPayload = z.input<typeof planPayloadSchema>;

/** Turns the form's values into the wire payload: blank entries dropped, lists JSON-encoded. */
export function toPlanPayload(form: PlanForm): PlanPayload {
  const encode = (list: string[]) => JSON.stringify(list.map((entry) => entry.trim()).filter(Boolean));
  return {
    selectedGoal: form.selectedGoal.trim(),
    internalBarriers: encode(form.internalBarriers),
    externalBarriers: encode(form.externalBarriers),
    strategies: encode(form.strategies),
    implementationPlan: form.implementationPlan.trim(),
    reassessmentDate: new Date(form.reassessmentDate).toISOString(),
  };
}

export const BARRIER_TYPES = ['internal', 'external'] as const;

/** A reassessment of a plan: how it went, new barriers and strategies, an adjusted goal. */
export const reassessmentSchema = z.strictObject({
  currentStatus: requiredMultilineText('Please describe your current status', LIMITS.text),
  whatWorked: optionalMultilineText(),
  whatDidntWork: optionalMultilineText(),
  newBarriers: z
    .array(
      z.strictObject({
        type: z.enum(BARRIER_TYPES, { error: 'Choose internal or external' }),
        description: requiredText('Barrier description is required', LIMITS.listItem),
      }),
    )
    .max(LIMITS.listItems, `At most ${LIMITS.listItems} new barriers`)
    .default([]),
  newStrategies: z
    .array(
      z.strictObject({
        description: requiredText('Strategy description is required', LIMITS.strategyPart),
        timeframe: requiredText('Timeframe is required', LIMITS.name),
        resources: optionalText(LIMITS.strategyPart),
      }),
    )
    .max(LIMITS.listItems, `At most ${LIMITS.listItems} new strategies`)
    .default([]),
  /** Replaces the plan's goal when given, so it is one line as the goal is. */
  updatedGoal: optionalMultilineText(),
  nextReassessment: optionalText(LIMITS.name),
  /** A score on the plan's attainment scale, recorded as the student's with the reassessment. */
  score: attainmentScoreField.optional(),
});
export type ReassessmentInput = z.input<typeof reassessmentSchema>;
export type ReassessmentPayload = z.output<typeof reassessmentSchema>;

/** One past reassessment kept on the plan. */
export interface Reassessment extends Omit<ReassessmentPayload, 'score'> {
  previousGoal: string;
  createdAt: string;
}

/** A barriers-and-strategies plan; the three lists stay JSON-encoded text on the wire. */
export interface Plan {
  id: string;
  clientId: string;
  selectedGoal: string;
  internalBarriers: string;
  externalBarriers: string;
  strategies: string;
  implementationPlan: string;
  reassessmentDate: string | null;
  nextReassessment: string | null;
  /** Past reassessments, oldest first. */
  reassessments: Reassessment[];
  /** The five levels of goal attainment; the API always sends it, null when the plan has none. */
  attainmentLevels?: AttainmentLevels | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A plan as the list of plans gives it (GET /api/barriers-strategies): no lists, no history but when it was last
 * reassessed. The whole plan is read by id.
 */
export type PlanSummary = Pick<
  Plan,
  'id' | 'clientId' | 'selectedGoal' | 'reassessmentDate' | 'nextReassessment' | 'createdAt' | 'updatedAt'
> & {
  /** When the newest reassessment was made, or null: one made on or after the reassessment day answers it. */
  lastReassessedAt: string | null;
};
