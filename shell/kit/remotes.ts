/** The remotes' names, for the shell, its build and the browser tests (written once in the API contract). */
export { remoteNames, type RemoteName } from '@app/api/contract/remotes';
