import { API_PATHS, adminLoginSchema } from '../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import { checkAdmin, loginAdmin, logoutAdmin } from './admin.js';

/** The shared-password admin session. */
export const adminRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.adminCheck,
    access: 'staff',
    summary: 'Whether this session may open the inbox (the admin, or a signed-in coach)',
    handler: (ctx) => checkAdmin(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.adminSignIn,
    access: 'public',
    rateLimit: 'adminLogin',
    summary: 'Admin log-in with the shared password (constant-time compare)',
    body: adminLoginSchema,
    handler: (ctx, { body }) => loginAdmin(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.adminSignOut,
    access: 'public',
    summary: 'Drop the admin flag from the session',
    handler: (ctx) => logoutAdmin(ctx),
  }),
];
