import { API_PATHS, clientProfileSchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { createProfile, readProfilePrefill } from './profile.js';

/** The student's profile set-up. */
export const profileRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: API_PATHS.clientProfile,
    access: 'clientAccount',
    rateLimit: 'studentWrite',
    summary: 'Create the signed-in student’s profile (once; 409 if it exists)',
    body: clientProfileSchema,
    handler: createProfile,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.profilePrefill,
    access: 'clientAccount',
    summary: 'Profile set-up prefilled from the consultation request of the signed-in address (404: none)',
    handler: readProfilePrefill,
  }),
];
