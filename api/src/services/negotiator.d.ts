/** The part of negotiator 1.x the API uses: an encoding chosen with the server's order among equal qualities. */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encoding<T extends string>(available: readonly T[], options?: { preferred?: readonly string[] }): T | undefined;
  }
}
