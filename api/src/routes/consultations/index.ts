import {
  consultationListQuerySchema,
  consultationRequestSchema,
  exportQuerySchema,
  idParams,
} from '../../contract/index.js';
import { audited } from '../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import { deleteRequest, exportRequests, listRequests, submitRequest } from './consultations.js';

/** Free-consultation requests: public submission, the admin's inbox, deletion and export. */
export const consultationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/consultation-request',
    access: 'public',
    rateLimit: 'consultation',
    summary: 'Submit a free-consultation request (honeypot, announced to the admin)',
    body: consultationRequestSchema,
    handler: (ctx, { body }) => submitRequest(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/consultation-requests',
    access: 'admin',
    summary: 'One page of requests, newest first (?limit=, ?before=; Link rel="next")',
    query: consultationListQuerySchema,
    handler: (ctx, { query }) => listRequests(ctx, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/consultation-requests/export',
    access: 'admin',
    summary: 'Download all requests as .xlsx (dates in ?tz=)',
    query: exportQuerySchema,
    audit: audited.action('consultation.export'),
    handler: (ctx, { query }) => exportRequests(ctx, query.tz),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/consultation-request/:id',
    access: 'admin',
    summary: 'Delete one request',
    params: idParams,
    audit: audited.request('consultation.delete'),
    handler: (ctx, { params }) => deleteRequest(ctx, params.id),
  }),
];
