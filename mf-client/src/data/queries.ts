import { useQuery } from '@app/kit/query';
import {
  API_PATHS,
  type Activity,
  type ActivityCompletion,
  type CheckInSummary,
  type OrientationResponse,
  type Plan,
  type PlanSummary,
  type ReflectionItem,
} from '@app/api/contract';
import { failureStatus } from '@app/kit/api';
import { isOffline } from './connection';

/** Query keys of the student's data: API paths, so the default loader GETs them. */
export const queryKeys = {
  activities: [API_PATHS.activities],
  progress: [API_PATHS.myProgress],
  orientation: [API_PATHS.orientation],
  reflections: [API_PATHS.reflections],
  plans: [API_PATHS.plans],
  plan: (id: string) => [API_PATHS.plans, encodeURIComponent(id)],
  checkInSummary: [API_PATHS.checkInSummary],
  outcomes: [API_PATHS.myOutcomes],
} as const;

/** The activity library. */
export function useActivities() {
  return useQuery<Activity[]>({ queryKey: queryKeys.activities });
}

/** The student's progress records. */
export function useMyProgress() {
  return useQuery<ActivityCompletion[]>({ queryKey: queryKeys.progress });
}

/** The student's one orientation record, or null before the first save. */
export function useOrientation() {
  return useQuery<OrientationResponse | null>({ queryKey: queryKeys.orientation });
}

/** My Reflections' list form of the orientation answers. */
export function useReflections() {
  return useQuery<ReflectionItem[]>({ queryKey: queryKeys.reflections });
}

/** Summaries of the student's plans, newest first: the whole plan is read by id (usePlan). */
export function usePlans() {
  return useQuery<PlanSummary[]>({ queryKey: queryKeys.plans });
}

/** One of the student's plans (none asked for when id is null); a 404 (missing or someone else's) fails with a 404 ApiError. */
export function usePlan(id: string | null) {
  return useQuery<Plan>({ queryKey: queryKeys.plan(id ?? ''), enabled: id !== null });
}

/** How consistently the student checks in (days of the last week), their estimate ratio, and whether paused. */
export function useCheckInSummary() {
  return useQuery<CheckInSummary>({ queryKey: queryKeys.checkInSummary });
}

/** Whether a failed call was the server saying "not found". */
export function isNotFound(error: unknown): boolean {
  return failureStatus(error) === 404;
}

/** Whether a failed call never reached the server (fetch's TypeError, or the browser says it is offline). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (!!error && isOffline());
}
