import { API_PATHS } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { exportMyData } from './myData.js';

/** The student's own copy of everything held about them. */
export const myDataRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.myData,
    access: 'client',
    rateLimit: 'ownDataExport',
    summary: 'Download everything held about me as JSON (nothing only the staff see)',
    audit: (ctx) => ({ action: 'client.export', clientId: ctx.state.profile?._id ?? null }),
    handler: exportMyData,
  }),
];
