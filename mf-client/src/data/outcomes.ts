import { useQuery } from '@app/kit/query';
import type { Outcomes } from '@app/api/contract';
import { queryKeys } from './queries';

/**
 * The student's plans with their attainment levels and scores, and their last 12 weeks of check-ins; asked for
 * only once `enabled`.
 */
export function useMyOutcomes(enabled = true) {
  return useQuery<Outcomes>({ queryKey: queryKeys.outcomes, enabled });
}
