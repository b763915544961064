import { API_PATHS } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { getMyAccount } from './account.js';

/** The student's own account with the practice. */
export const myAccountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.myAccount,
    access: 'client',
    summary: 'The student’s own account: sessions left, balance due, packages, payments and charges',
    handler: getMyAccount,
  }),
];
