import { useMutation, useQuery, queryClient } from '@app/kit/query';
import { apiRequest, failureStatus } from '@app/kit/api';
import {
  API_PATHS,
  type Brief,
  type Family,
  type FamilyAgreement,
  type FamilyStudent,
  type Sharing,
  type SharingSection,
} from '@app/api/contract';

const familyKey = [API_PATHS.family];
const agreementKey = [API_PATHS.familyAgreement];
const sharingKey = [API_PATHS.sharing];

/** The guardian's students and the practice's details; a 403 until the current agreement is accepted. */
export function useFamily() {
  return useQuery<Family>({ queryKey: familyKey });
}

/** Whether GET /api/family was refused because the agreement waits to be accepted. */
export function needsAgreement(error: unknown): boolean {
  return failureStatus(error) === 403;
}

/** The practice's agreement for families and whether this guardian accepted its current version. */
export function useFamilyAgreement() {
  return useQuery<FamilyAgreement>({ queryKey: agreementKey });
}

/** Accepts one version of the agreement, then reads the family view again. */
export function useAcceptAgreement() {
  return useMutation({
    mutationFn: (version: number) => apiRequest('POST', API_PATHS.familyAgreement, { version }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: agreementKey }), queryClient.refetchQueries({ queryKey: familyKey })]),
  });
}

/** The student's guardians, what each sees, and who looked when. */
export function useSharing() {
  return useQuery<Sharing>({ queryKey: sharingKey });
}

/** Sets everything one guardian may see; the previews and the list are read again afterwards. */
export function useSaveSharing() {
  return useMutation({
    mutationFn: ({ guardianId, sections }: { guardianId: string; sections: SharingSection[] }) =>
      apiRequest('PUT', API_PATHS.sharingGuardian(guardianId), { sections }),
    onSuccess: (_reply, { guardianId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKey }),
        queryClient.invalidateQueries({ queryKey: [API_PATHS.sharingPreview(guardianId)] }),
      ]),
  });
}

/** Exactly what one guardian sees of the student now (read afresh each time the preview opens). */
export function useSharingPreview(guardianId: string) {
  return useQuery<FamilyStudent>({ queryKey: [API_PATHS.sharingPreview(guardianId)], staleTime: 0 });
}

/** The briefs the coach sent the student's family, as sent. */
export function useMyBriefs() {
  return useQuery<Brief[]>({ queryKey: [API_PATHS.myBriefs] });
}
