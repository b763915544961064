import { useMutation, useQuery, useQueryClient } from '@app/kit/query';
import { API_PATHS, type PracticeProfileInfo, type PracticeProfileInput } from '@app/api/contract';
import { apiRequest, setSite, throwIfResNotOk } from '@app/kit/api';

/** Query key of the practice profile as the coach edits it (GET /api/coach/practice-profile, with the meeting link). */
export const PROFILE_KEY = [API_PATHS.practiceProfile] as const;

/** The practice profile, read fresh for editing. */
export function usePracticeProfile() {
  return useQuery<PracticeProfileInfo>({ queryKey: PROFILE_KEY });
}

/** Every change replies with the profile: it becomes the edited copy and the app's shown identity at once. */
function useProfileChange<T>(send: (value: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => (await (await send(value)).json()) as PracticeProfileInfo,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The app's shown identity is the public profile: the meeting link stays out of it.
      const { meetingUrl: _meetingUrl, ...site } = profile;
      setSite(site);
    },
  });
}

/** PUT /api/site: saves everything but the photo. */
export function useSaveProfile() {
  return useProfileChange((body: PracticeProfileInput) => apiRequest('PUT', API_PATHS.site, body));
}

/** PUT /api/site/photo with the chosen file's bytes (the server checks, resizes and stores it). */
export function useUploadPhoto() {
  return useProfileChange(async (file: File) => {
    const res = await fetch(API_PATHS.sitePhoto, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
    await throwIfResNotOk(res);
    return res;
  });
}

/** DELETE /api/site/photo: back to the drawn portrait. */
export function useRemovePhoto() {
  return useProfileChange(() => apiRequest('DELETE', API_PATHS.sitePhoto));
}
