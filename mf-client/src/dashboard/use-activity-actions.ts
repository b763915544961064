import { useState } from 'react';
import { useQueryClient } from '@app/kit/query';
import {
  API_PATHS,
  DEFAULT_COMPLETION_RATING,
  type ActivityCompletion,
  type CompleteActivityPayload,
  type StartActivityPayload,
} from '@app/api/contract';
import { apiRequest } from '@app/kit/api';
import { queryKeys } from '../data/queries';

/**
 * Start Activity (creates the progress record) and Mark Complete (completed, rating 'medium', empty notes,
 * completedAt now), each updating the progress list. Failures are not shown to the student;
 * the button simply becomes usable again. The payloads are typed by the contract and checked by the server, so
 * the dashboard loads no validation code.
 */
export function useActivityActions() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const store = (record: ActivityCompletion) =>
    queryClient.setQueryData<ActivityCompletion[]>(queryKeys.progress, (current = []) => [
      ...current.filter((entry) => entry.id !== record.id),
      record,
    ]);

  const run = async (activityId: string, work: () => Promise<Response>) => {
    setBusy(activityId);
    try {
      store((await (await work()).json()) as ActivityCompletion);
    } catch (error) {
      console.error('Activity progress was not saved', error);
    } finally {
      setBusy(null);
    }
  };

  const start = (activityId: string) =>
    run(activityId, () =>
      apiRequest('POST', API_PATHS.startActivity, { activityId, completed: false } satisfies StartActivityPayload),
    );

  const complete = (activityId: string, recordId: string) =>
    run(activityId, () =>
      apiRequest('PUT', API_PATHS.activityCompletion(recordId), {
        completed: true,
        rating: DEFAULT_COMPLETION_RATING,
        notes: '',
        completedAt: new Date().toISOString(),
      } satisfies CompleteActivityPayload),
    );

  return { busy, start, complete };
}
