import {
  API_PATHS,
  coachClientListQuerySchema,
  coachClientUpdateSchema,
  idParams,
  type CoachClientCard,
} from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { getClient, getClientWork, getStats, listClients, updateClient } from './clients.js';

/** The coach's client list, dashboard figures and client detail with private notes. */
export const coachClientRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClients,
    access: 'coach',
    summary: 'One page of client cards, newest first (?limit=, ?before=, ?q=, ?status=; Link rel="next")',
    query: coachClientListQuerySchema,
    audit: audited.students('client.list', (clients: CoachClientCard[]) => clients.map((client) => client.id)),
    handler: listClients,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachStats,
    access: 'coach',
    summary: 'Dashboard figures, counted by the store: clients, average completion, reassessments due, sessions this week',
    handler: getStats,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClient.pattern,
    access: 'coach',
    summary: 'Read one client with every progress record',
    params: idParams,
    audit: audited.client('client.view'),
    handler: getClient,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClientWork.pattern,
    access: 'coach',
    summary: 'Read a client’s orientation answers, plans, reassessments and activities as one timeline',
    params: idParams,
    audit: audited.client('client.work.view'),
    handler: getClientWork,
  }),
  defineRoute({
    method: 'PUT',
    path: API_PATHS.coachClient.pattern,
    access: 'coach',
    summary: 'Replace the coach’s private notes on a client, or deactivate / reactivate them',
    params: idParams,
    body: coachClientUpdateSchema,
    audit: (_ctx, { params, body }) => [
      ...(body.notes !== undefined ? [{ action: 'client.notes.update' as const, clientId: params.id }] : []),
      ...(body.isActive !== undefined
        ? [
            {
              action: body.isActive ? ('client.reactivate' as const) : ('client.deactivate' as const),
              clientId: params.id,
            },
          ]
        : []),
    ],
    handler: updateClient,
  }),
];
