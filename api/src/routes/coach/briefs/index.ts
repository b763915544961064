import { API_PATHS, briefSchema, clientBriefParams, idParams } from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { getBriefs, postBrief, postBriefSend } from './briefs.js';

/** The coach's briefs to a student's guardians: written as drafts, sent once, read by the student as sent. */
export const coachBriefRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClientBriefs.pattern,
    access: 'coach',
    summary: 'A client’s briefs to their family, newest first, and a first draft from the last 7 days',
    params: idParams,
    audit: audited.client('client.briefs.view'),
    handler: getBriefs,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachClientBriefs.pattern,
    access: 'coach',
    summary: 'Save a draft brief to a client’s family',
    params: idParams,
    body: briefSchema,
    audit: audited.client('client.brief.write'),
    handler: postBrief,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachClientBriefSend.pattern,
    access: 'coach',
    summary: 'Send a draft brief by e-mail to the client’s guardians who accepted the agreement (409 once sent)',
    params: clientBriefParams,
    audit: audited.client('client.brief.send'),
    handler: postBriefSend,
  }),
];
