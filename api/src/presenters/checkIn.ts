import type { CheckIn, ExportedCheckInPause } from '../contract/index.js';
import { iso } from './dates.js';

/** A check-in as stored (hydrated or lean): what the presenter reads. */
export interface StoredCheckIn {
  _id: string;
  task: string;
  plannedMinutes: number;
  actualMinutes: number;
  startedOnTime: boolean;
  barrier?: string | null;
  planId?: string | null;
  date: string;
  createdAt?: Date | null;
}

/** A check-in as its student (and the export) read it. */
export function presentCheckIn(record: StoredCheckIn): CheckIn {
  return {
    id: record._id,
    task: record.task,
    plannedMinutes: record.plannedMinutes,
    actualMinutes: record.actualMinutes,
    startedOnTime: record.startedOnTime,
    barrier: record.barrier || null,
    planId: record.planId || null,
    date: record.date,
    createdAt: iso(record.createdAt),
  };
}

/** Whether counting is paused, and since when (the export's section). */
export function presentCheckInPause(record: { paused: boolean; since: Date }): ExportedCheckInPause {
  return { paused: record.paused, since: iso(record.since) };
}
