import { API_PATHS, approvedEmailParams, approvedEmailSchema } from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { approveEmail, listApprovedEmails, removeApprovedEmail } from './approvedEmails.js';

/** Platform Access: the addresses allowed to sign in. */
export const approvedEmailRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.approvedEmails,
    access: 'coach',
    summary: 'List the approved sign-in addresses, newest first',
    handler: listApprovedEmails,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.approvedEmails,
    access: 'coach',
    summary: 'Approve an address for sign-in (409 if already approved)',
    body: approvedEmailSchema,
    audit: audited.address('approval.add', 'body'),
    handler: approveEmail,
  }),
  defineRoute({
    method: 'DELETE',
    path: API_PATHS.approvedEmail.pattern,
    access: 'coach',
    summary: 'Withdraw an approved address (URL-encoded; 404 if absent)',
    params: approvedEmailParams,
    audit: audited.address('approval.remove', 'params'),
    handler: removeApprovedEmail,
  }),
];
