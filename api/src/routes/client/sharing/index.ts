import { API_PATHS, guardianParams, sharingSchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { getMyBriefs, getSharing, getSharingPreview, putSharing } from './sharing.js';

/** What the student shares with each guardian, who looked, and the briefs their family was sent. */
export const sharingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.sharing,
    access: 'client',
    summary: 'The student’s guardians, what each sees, and when each looked at what',
    handler: getSharing,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.sharingGuardian.pattern,
    access: 'client',
    rateLimit: 'studentWrite',
    summary: 'Set every section one of the student’s own guardians may see',
    params: guardianParams,
    body: sharingSchema,
    handler: putSharing,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.sharingPreview.pattern,
    access: 'client',
    summary: 'Exactly what one of the student’s guardians sees of the student now',
    params: guardianParams,
    handler: getSharingPreview,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.myBriefs,
    access: 'client',
    summary: 'The briefs the coach sent the student’s family, as sent, newest first',
    handler: getMyBriefs,
  }),
];
