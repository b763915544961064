import { API_PATHS, accessLogQuerySchema, idParams } from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { deleteClient, exportClient, listAccessLog } from './records.js';

/** A student's records as a whole: export, deletion, and the log of who accessed them. */
export const studentRecordRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClientExport.pattern,
    access: 'coach',
    summary: 'Download everything held about a client as JSON, private notes labelled',
    params: idParams,
    audit: audited.client('client.export'),
    handler: exportClient,
  }),
  defineRoute({
    method: 'DELETE',
    path: API_PATHS.coachClient.pattern,
    access: 'coach',
    summary: 'Delete a client and every record held about them (finished at the next start if cut short)',
    params: idParams,
    audit: audited.client('client.delete'),
    handler: deleteClient,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.accessLog,
    access: 'coach',
    summary: 'One page of the access log, newest first (?clientId=, ?limit=, ?before=; Link rel="next")',
    query: accessLogQuerySchema,
    handler: listAccessLog,
  }),
];
