import { useMutation, useQueryClient } from '@app/kit/query';
import { API_PATHS, type ConsultationRequestPayload } from '@app/api/contract';
import { apiRequest } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { SUCCESS_TOAST } from './messages';
import { describeSubmissionError } from './submission-error';

/** Where a consultation request is sent (SPEC section 7). */
export const CONSULTATION_REQUEST_PATH = '/api/consultation-request';

/**
 * Sends a consultation request. On success the admin's cached list is invalidated, the success toast
 * shows and `onSubmitted` runs; on failure the error is logged and the destructive toast shows.
 */
export function useConsultationSubmission(onSubmitted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ConsultationRequestPayload) => {
      await apiRequest('POST', CONSULTATION_REQUEST_PATH, payload);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [API_PATHS.consultationRequests] });
      onSubmitted();
      toast(SUCCESS_TOAST);
    },
    onError: (error) => {
      console.error('Consultation request failed', error);
      toast({ ...describeSubmissionError(error), variant: 'destructive' });
    },
  });
}
