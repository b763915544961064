import type { Plan, PlanSummary, Reassessment } from '../contract/index.js';
import { presentAttainmentLevels } from './attainment.js';
import { iso, isoOrNull } from './dates.js';

type Text = string | null | undefined;
type List = readonly string[] | null | undefined;

/** A reassessment as stored on a plan (hydrated or lean). */
interface StoredReassessment {
  currentStatus: string;
  whatWorked?: Text;
  whatDidntWork?: Text;
  newBarriers?: ReadonlyArray<{ type?: Text; description?: Text }> | null;
  newStrategies?: ReadonlyArray<{ description?: Text; timeframe?: Text; resources?: Text }> | null;
  updatedGoal?: Text;
  previousGoal?: Text;
  nextReassessment?: Text;
  createdAt?: Date | null;
}

/** A plan as stored (hydrated or lean): what the presenter reads. */
export interface StoredPlan {
  _id: string;
  clientId: string;
  selectedGoal: string;
  internalBarriers?: List;
  externalBarriers?: List;
  strategies?: List;
  implementationPlan?: Text;
  reassessmentDate?: Date | null;
  nextReassessment?: Text;
  reassessments?: ReadonlyArray<StoredReassessment> | null;
  attainmentLevels?: List;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

function presentReassessment(entry: StoredReassessment): Reassessment {
  return {
    currentStatus: entry.currentStatus,
    whatWorked: entry.whatWorked ?? '',
    whatDidntWork: entry.whatDidntWork ?? '',
    newBarriers: (entry.newBarriers ?? []).map((barrier) => ({
      type: barrier.type === 'external' ? 'external' : 'internal',
      description: barrier.description ?? '',
    })),
    newStrategies: (entry.newStrategies ?? []).map((strategy) => ({
      description: strategy.description ?? '',
      timeframe: strategy.timeframe ?? '',
      resources: strategy.resources ?? '',
    })),
    updatedGoal: entry.updatedGoal ?? '',
    nextReassessment: entry.nextReassessment ?? '',
    previousGoal: entry.previousGoal ?? '',
    createdAt: iso(entry.createdAt),
  };
}

/** A plan as its student (and the coach) see it: lists as JSON-encoded text, reassessments oldest first. */
export function presentPlan(record: StoredPlan): Plan {
  return {
    id: record._id,
    clientId: record.clientId,
    selectedGoal: record.selectedGoal,
    internalBarriers: JSON.stringify(record.internalBarriers ?? []),
    externalBarriers: JSON.stringify(record.externalBarriers ?? []),
    strategies: JSON.stringify(record.strategies ?? []),
    implementationPlan: record.implementationPlan ?? '',
    reassessmentDate: isoOrNull(record.reassessmentDate),
    nextReassessment: record.nextReassessment ?? null,
    reassessments: (record.reassessments ?? []).map(presentReassessment),
    attainmentLevels: presentAttainmentLevels(record.attainmentLevels),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

/** What the list of plans reads of each: no lists, of the history only when each reassessment was made. */
export const PLAN_SUMMARY_FIELDS = {
  clientId: 1,
  selectedGoal: 1,
  reassessmentDate: 1,
  nextReassessment: 1,
  'reassessments.createdAt': 1,
  createdAt: 1,
  updatedAt: 1,
} as const;

/** A plan as the list of plans shows it. */
export function presentPlanSummary(record: StoredPlan): PlanSummary {
  return {
    id: record._id,
    clientId: record.clientId,
    selectedGoal: record.selectedGoal,
    reassessmentDate: isoOrNull(record.reassessmentDate),
    nextReassessment: record.nextReassessment ?? null,
    lastReassessedAt: isoOrNull(record.reassessments?.at(-1)?.createdAt),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}
