import { useEffect, useState } from 'react';
import { API_PATHS, type ProfilePrefill } from '@app/api/contract';
import { apiRequest } from '@app/kit/api';
import type { ProfileFormValues } from './profile-form';

/**
 * Fills profile set-up from the family's consultation request (GET /api/client-profile/prefill), once, leaving
 * any field the student already typed. Returns whether it did; no matching request (404) leaves the form empty.
 */
export function useProfilePrefill(fill: (update: (current: ProfileFormValues) => ProfileFormValues) => void): boolean {
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    let active = true;
    apiRequest('GET', API_PATHS.profilePrefill)
      .then((response) => response.json() as Promise<ProfilePrefill>)
      .then((prefill) => {
        if (!active) return;
        fill((current) => {
          const next = { ...current };
          for (const key of Object.keys(prefill) as Array<keyof ProfilePrefill>) {
            if (!next[key].trim() && prefill[key]) next[key] = prefill[key];
          }
          return next;
        });
        setPrefilled(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [fill]);
  return prefilled;
}
