import { defineRoute, type AnyRoute } from '../../http/route.js';
import { siteInfo } from './site.js';

/** The practice's public identity, shown on the public pages. */
export const siteRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/site',
    access: 'public',
    summary: 'Business name, coach and price',
    handler: (ctx) => siteInfo(ctx),
  }),
];
