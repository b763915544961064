import { queryClient, useMutation } from '@app/kit/query';
import { apiRequest } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { TOASTS } from '../messages';
import { API_PATHS, requestStatusLabel, type ConsultationRequest, type RequestStatusPayload } from '@app/api/contract';
import { isUnauthorized, markSignedOut, REQUESTS_KEY } from '../session/admin-session';

/** PUT /api/consultation-request/{id} with { status, note }; the inbox is then read again (the filter may hide it). */
export function useSetRequestStatus(id: string) {
  return useMutation({
    mutationFn: async (change: RequestStatusPayload) => {
      const res = await apiRequest('PUT', API_PATHS.consultationRequest(id), change);
      return (await res.json()) as ConsultationRequest;
    },
    onSuccess: async (request) => {
      toast(
        TOASTS.statusUpdated(
          `${request.studentFirstName} ${request.studentLastName}`,
          requestStatusLabel(request.status),
        ),
      );
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    },
    onError: (error) => {
      toast(TOASTS.statusUpdateFailed);
      if (isUnauthorized(error)) markSignedOut();
    },
  });
}
