import type { z } from 'zod';
import {
  ATTAINMENT_SCORES,
  STUDENT_BOUNDS,
  STUDENT_BOUND_MESSAGES,
  calendarDayInstant,
  calendarDayKey,
  joinNextReassessment,
  splitNextReassessment,
  type AttainmentLevels,
  type planPayloadSchema,
} from '../contract/index.js';
import { TooLargeError } from '../domain/errors.js';
import { Plan, newId, type PlanDoc } from '../models/index.js';
import { createInPlace } from './boundedPlaces.js';

/** A validated plan payload: the three lists already decoded and checked. */
export type PlanFields = z.output<typeof planPayloadSchema>;

/**
 * Refuses (too large) a plan whose stored form, its reassessments included, would pass the size bound:
 * each field is bounded on its own, but not what they add up to over many reassessments.
 */
export function assertPlanFits(fields: object, reassessments: readonly unknown[]): void {
  const bytes = Buffer.byteLength(JSON.stringify({ ...fields, reassessments }), 'utf8');
  if (bytes > STUDENT_BOUNDS.planKilobytes * 1024) throw new TooLargeError(STUDENT_BOUND_MESSAGES.planSize);
}

/** The stored form of a plan's attainment levels: the five descriptions, -2 first; undefined for none. */
function storedLevels(levels: AttainmentLevels | null): string[] | undefined {
  return levels ? ATTAINMENT_SCORES.map((score) => levels[`${score}`]) : undefined;
}

/**
 * The stored form of a plan's fields: the lists as validated, the date as a date, the attainment levels as a
 * list (left out when the payload leaves them out, so an edit without them keeps the plan's).
 */
function storedFields(fields: PlanFields) {
  return {
    ...(fields.attainmentLevels === undefined ? {} : { attainmentLevels: storedLevels(fields.attainmentLevels) }),
    selectedGoal: fields.selectedGoal,
    internalBarriers: fields.internalBarriers,
    externalBarriers: fields.externalBarriers,
    strategies: fields.strategies,
    implementationPlan: fields.implementationPlan,
    // The day picked, as midnight UTC, also when an older page sent its local midnight.
    reassessmentDate: new Date(calendarDayInstant(calendarDayKey(fields.reassessmentDate))!),
  };
}

/** Saves a new plan for a student. */
export async function createPlan(clientId: string, fields: PlanFields): Promise<PlanDoc> {
  const stored = storedFields(fields);
  assertPlanFits(stored, []);
  return createInPlace(
    () => Plan.find({ clientId }, { place: 1 }).lean(),
    STUDENT_BOUNDS.plans,
    () => STUDENT_BOUND_MESSAGES.plans,
    (place) => Plan.create({ _id: newId(), clientId, ...stored, place }),
  );
}

/**
 * Replaces a plan's fields with an edited version; its reassessment history stays. The next-reassessment text a
 * reassessment wrote, which every screen shows before the date, takes a changed date and keeps its note.
 */
export async function updatePlan(plan: PlanDoc, fields: PlanFields): Promise<PlanDoc> {
  const stored = storedFields(fields);
  const next = plan.nextReassessment?.trim();
  const day = calendarDayKey(stored.reassessmentDate);
  const moved = !plan.reassessmentDate || calendarDayKey(plan.reassessmentDate) !== day;
  const nextReassessment =
    next && moved ? joinNextReassessment(day, splitNextReassessment(next).note) : plan.nextReassessment;
  assertPlanFits({ attainmentLevels: plan.attainmentLevels, ...stored, nextReassessment }, plan.reassessments);
  plan.set({ ...stored, nextReassessment });
  return plan.save();
}
