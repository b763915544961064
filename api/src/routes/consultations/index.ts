import {
  API_PATHS,
  consultationListQuerySchema,
  consultationRequestSchema,
  exportQuerySchema,
  idParams,
  invitationSchema,
  requestStatusSchema,
  type ConsultationRequest,
} from '../../contract/index.js';
import { audited } from '../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import {
  auditExport,
  auditInvitation,
  auditRequestChange,
  deleteRequest,
  exportRequests,
  inviteRequest,
  listRequests,
  submitRequest,
  updateRequestStatus,
} from './consultations.js';

/**
 * Free-consultation requests: public submission, then the inbox (list, triage, deletion, export), which
 * the admin reaches with the shared password and the coach with their own session.
 */
export const consultationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: API_PATHS.requestConsultation,
    access: 'public',
    rateLimit: 'consultation',
    summary: 'Submit a free-consultation request (honeypot, announced to the admin)',
    body: consultationRequestSchema,
    handler: (ctx, { body }) => submitRequest(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.consultationRequests,
    access: 'staff',
    summary: 'One page of requests, newest first (?limit=, ?before=, ?status=; Link rel="next")',
    query: consultationListQuerySchema,
    // A request a student joined by is among their records: its reading is logged under them.
    audit: audited.students('consultation.list', (reply: ConsultationRequest[]) =>
      reply.flatMap((request) => (request.clientId ? [request.clientId] : [])),
    ),
    handler: (ctx, { query }) => listRequests(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.consultationExport,
    access: 'staff',
    summary: 'Download all requests as .xlsx (dates in ?tz=)',
    query: exportQuerySchema,
    audit: auditExport,
    handler: (ctx, { query }) => exportRequests(ctx, query.tz),
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.consultationRequest.pattern,
    access: 'staff',
    summary: 'Set a request’s triage status and short note',
    params: idParams,
    body: requestStatusSchema,
    audit: auditRequestChange.update,
    handler: (ctx, { params, body }) => updateRequestStatus(ctx, params.id, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: API_PATHS.consultationRequest.pattern,
    access: 'staff',
    summary: 'Delete one request',
    params: idParams,
    audit: auditRequestChange.delete,
    handler: (ctx, { params }) => deleteRequest(ctx, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.consultationInvite.pattern,
    access: 'coach',
    summary: 'Invite the family as a client: approve the address, e-mail a 7-day sign-in link (resend: once a minute)',
    params: idParams,
    body: invitationSchema,
    audit: auditInvitation,
    handler: (ctx, { params, body }) => inviteRequest(ctx, params.id, body.email),
  }),
];
