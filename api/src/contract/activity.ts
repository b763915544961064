import { z } from 'zod';
import { DEFAULT_COMPLETION_RATING, LIMITS, type ActivityCategory, type ActivityDifficulty } from './constants.js';
import { ONE_LINE_MESSAGE, idField, isOneLine, optionalMultilineText } from './fields.js';

/** A skill activity from the library. */
export interface Activity {
  id: string;
  title: string;
  description: string;
  category: ActivityCategory;
  difficulty: ActivityDifficulty;
  instructions: string;
  createdAt: string;
}

/** A student's progress record on one activity. */
export interface ActivityCompletion {
  id: string;
  clientId: string;
  activityId: string;
  completed: boolean;
  rating: string | null;
  notes: string | null;
  completedAt: string | null;
  createdAt: string;
}

/** Start Activity: creates the progress record (POST /api/activity-completion). */
export const startActivitySchema = z.strictObject({
  activityId: idField,
  completed: z.literal(false).default(false),
});
export type StartActivityPayload = z.input<typeof startActivitySchema>;

/** Mark Complete (PUT /api/activity-completion/{id}). */
export const completeActivitySchema = z.strictObject({
  completed: z.literal(true),
  rating: z.string().trim().max(LIMITS.name).refine(isOneLine, ONE_LINE_MESSAGE).default(DEFAULT_COMPLETION_RATING),
  notes: optionalMultilineText(),
  completedAt: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'completedAt must be an ISO date-time')
    .optional(),
});
export type CompleteActivityPayload = z.input<typeof completeActivitySchema>;
