/** The server's message of a failed call, and its status: shared by every remote through the kit. */
export { serverMessage, failureStatus } from '@app/kit/api';
