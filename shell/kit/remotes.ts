/**
 * The remotes' names, for the shell, its build and the browser tests (written once in the API contract).
 * A relative import: the build configurations load this file, and Node would not load a package's TypeScript.
 */
export { remoteNames, type RemoteName } from '../../api/src/contract/remotes.ts';
