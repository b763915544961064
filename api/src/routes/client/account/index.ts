import { API_PATHS, myStatementQuerySchema } from '../../../contract/index.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { sendStatementRefusal } from '../../../http/statementReply.js';
import { getMyAccount } from './account.js';
import { auditMyStatement, getMyStatement } from './statement.js';

/** The student's own account with the practice, and its statements (a guardian's too, when shared). */
export const myAccountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.myAccount,
    access: 'client',
    summary: 'The student’s own account: sessions left, balance due, packages, payments and charges',
    handler: getMyAccount,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.myStatement,
    access: 'family',
    summary: 'The account of a period (?from=&to=) as a printable page: the student’s own, or (&student=) one who shares it',
    query: myStatementQuerySchema,
    page: sendStatementRefusal,
    audit: auditMyStatement,
    handler: getMyStatement,
  }),
];
