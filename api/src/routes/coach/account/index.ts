import {
  API_PATHS,
  idParams,
  packageAssignmentSchema,
  packageSchema,
  paymentSchema,
  statementPeriodSchema,
} from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { sendStatementRefusal } from '../../../http/statementReply.js';
import {
  getClientAccount,
  getPackages,
  postClientPackage,
  postClientPayment,
  postPackage,
  postPackageRetire,
} from './account.js';
import { getClientStatement, postClientStatementSend } from './statement.js';

/**
 * The practice's business: its packages of sessions, what each client was sold and paid, their account, and its
 * statements.
 */
export const coachAccountRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachPackages,
    access: 'coach',
    summary: 'The practice’s packages of sessions, oldest first, retired ones marked',
    handler: getPackages,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachPackages,
    access: 'coach',
    summary: 'Add a package of sessions, with its price and an optional https: payment link',
    body: packageSchema,
    audit: audited.action('package.create'),
    handler: postPackage,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachPackageRetire.pattern,
    access: 'coach',
    summary: 'Retire a package: it stays listed, and can no longer be assigned',
    params: idParams,
    audit: audited.action('package.retire'),
    handler: postPackageRetire,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachClientPackages.pattern,
    access: 'coach',
    summary: 'Sell a client a package as it is now, charging its price to their account (409 for a retired one)',
    params: idParams,
    body: packageAssignmentSchema,
    audit: audited.client('client.package.assign'),
    handler: postClientPackage,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachClientPayments.pattern,
    access: 'coach',
    summary: 'Record a payment received for a client (dated today or earlier)',
    params: idParams,
    body: paymentSchema,
    audit: audited.client('client.payment.record'),
    handler: postClientPayment,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClientAccount.pattern,
    access: 'coach',
    summary: 'A client’s account: sessions left, balance due, packages, payments and charges',
    params: idParams,
    audit: audited.client('client.account.view'),
    handler: getClientAccount,
  }),
  defineRoute({
    method: 'GET',
    path: API_PATHS.coachClientStatement.pattern,
    access: 'coach',
    summary: 'A client’s statement of a period (?from=&to=, at most a year) as a printable HTML page',
    params: idParams,
    query: statementPeriodSchema,
    audit: audited.client('client.statement.view'),
    page: sendStatementRefusal,
    handler: getClientStatement,
  }),
  defineRoute({
    method: 'POST',
    path: API_PATHS.coachClientStatementSend.pattern,
    access: 'coach',
    summary: 'E-mail a statement link to the client and the guardians who see their account; answers who got it',
    params: idParams,
    body: statementPeriodSchema,
    audit: audited.client('client.statement.send'),
    handler: postClientStatementSend,
  }),
];
