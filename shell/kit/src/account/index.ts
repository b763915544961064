/**
 * "@app/kit/account": a student's account as the coach, the student and a guardian read it first. Not shared: each
 * remote that shows it bundles its own copy, so it imports no other part of the kit (see self-contained.test.ts).
 */
export { AccountFigures, type AccountFiguresProps } from './account-figures';
