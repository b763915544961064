import { API_PATHS } from '@app/api/contract';
import { queryClient, useMutation } from '@app/kit/query';
import { apiRequest, failureStatus } from '@app/kit/api';
import { toast } from '@app/kit/ui';
import { TOASTS } from '../messages';
import { isUnauthorized, markSignedOut, REQUESTS_KEY } from '../session/admin-session';

/** DELETE /api/consultation-request/{id}, then the list is fetched again, with a toast either way. */
export function useDeleteRequest() {
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', API_PATHS.consultationRequest(id)),
    onSuccess: async () => {
      toast(TOASTS.requestDeleted);
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
    },
    onError: async (error) => {
      toast(TOASTS.deleteFailed);
      if (isUnauthorized(error)) markSignedOut();
      // Already gone (deleted elsewhere): show the list as it is now.
      else if (failureStatus(error) === 404) {
        await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      }
    },
  });
}
