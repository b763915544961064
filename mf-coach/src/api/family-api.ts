import { useMutation, useQuery, useQueryClient } from '@app/kit/query';
import {
  API_PATHS,
  type Brief,
  type CoachBriefs,
  type CoachFamilyAgreement,
  type Guardian,
  type GuardianPayload,
} from '@app/api/contract';
import { apiRequest } from '@app/kit/api';
import { accessLogKey } from '../components/client-records/records-api';

/** Query keys of the family's parts: the API paths, which the default loader GETs. */
export const familyKeys = {
  guardians: (clientId: string) => API_PATHS.coachClientGuardians.parts(clientId),
  briefs: (clientId: string) => API_PATHS.coachClientBriefs.parts(clientId),
  agreement: [API_PATHS.coachFamilyAgreement] as const,
};

/** The student's guardians, with what each sees and where each stands with the agreement. */
export function useGuardians(clientId: string) {
  return useQuery<Guardian[]>({ queryKey: familyKeys.guardians(clientId) });
}

/** Adds a guardian and e-mails them an invitation (POST /api/coach/client/{id}/guardians). */
export function useAddGuardian(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (guardian: GuardianPayload) =>
      (await (await apiRequest('POST', API_PATHS.coachClientGuardians(clientId), guardian)).json()) as Guardian,
    // Read again after a refusal too: a 409 may mean the list on screen is behind the server's.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: familyKeys.guardians(clientId) });
      void queryClient.invalidateQueries({ queryKey: accessLogKey(clientId) });
    },
  });
}

/** Unlinks a guardian from the student (DELETE /api/coach/client/{id}/guardians/{guardianId}). */
export function useRemoveGuardian(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: string) => apiRequest('DELETE', API_PATHS.coachClientGuardian(clientId, guardianId)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: familyKeys.guardians(clientId) });
      void queryClient.invalidateQueries({ queryKey: accessLogKey(clientId) });
    },
  });
}

/** The student's briefs, newest first, and a first draft written from the week. */
export function useBriefs(clientId: string) {
  return useQuery<CoachBriefs>({ queryKey: familyKeys.briefs(clientId) });
}

/** Saves a draft brief (POST /api/coach/client/{id}/briefs). */
export function useSaveBriefDraft(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await (await apiRequest('POST', API_PATHS.coachClientBriefs(clientId), { text })).json()) as Brief,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.briefs(clientId) }),
  });
}

/** E-mails a draft to every guardian who accepted the agreement (POST .../briefs/{briefId}/send). */
export function useSendBrief(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (briefId: string) =>
      (await (await apiRequest('POST', API_PATHS.coachClientBriefSend(clientId, briefId))).json()) as Brief,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.briefs(clientId) }),
  });
}

/** The practice's agreement for families and who accepted which version. */
export function useFamilyAgreement() {
  return useQuery<CoachFamilyAgreement>({ queryKey: familyKeys.agreement });
}

/** Saves the agreement's text (PUT /api/coach/family-agreement); a changed text becomes a new version. */
export function useSaveFamilyAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await (await apiRequest('PUT', API_PATHS.coachFamilyAgreement, { text })).json()) as CoachFamilyAgreement,
    onSuccess: (agreement) => queryClient.setQueryData(familyKeys.agreement, agreement),
  });
}
