import { z } from 'zod';
import { optionalMultilineText } from './fields.js';

/**
 * Orientation answers: every field optional, so a student may save part of it. Reflections and the three
 * SMART goals are text areas: free text.
 */
export const orientationSchema = z.strictObject({
  whoAreYou: optionalMultilineText(),
  whatAreYouInControl: optionalMultilineText(),
  whoDoYouFeelCalled: optionalMultilineText(),
  visionOfFuture: optionalMultilineText(),
  goalOne: optionalMultilineText(),
  goalTwo: optionalMultilineText(),
  goalThree: optionalMultilineText(),
});
export type OrientationInput = z.input<typeof orientationSchema>;
export type OrientationPayload = z.output<typeof orientationSchema>;

/** The single orientation record of a student. */
export interface OrientationResponse extends OrientationPayload {
  id: string;
  clientId: string;
  createdAt: string;
  updatedAt: string;
}

/** One answered question, as My Reflections lists them (GET /api/orientation-responses/reflections). */
export interface ReflectionItem {
  id: string;
  question: string;
  answer: string;
  completedAt: string;
}
