/**
 * Handshake and session commands. The store presents itself as a MongoDB 7.0 standalone (wire
 * version 21): no setName, so the driver neither retries writes nor starts transactions against it;
 * no topologyVersion, so the driver polls with hello every heartbeat instead of holding an awaitable
 * hello open; no compression, so every frame is plain OP_MSG.
 */
import { MAX_BSON_OBJECT_SIZE } from '../bson.js';
import type { Doc } from '../values.js';
import type { CommandContext, Handler } from './context.js';

/** Largest message accepted or sent (MongoDB's value). */
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
const MAX_WRITE_BATCH_SIZE = 100_000;
const MAX_WIRE_VERSION = 21;
const SERVER_VERSION = '7.0.0';

/** The hello / isMaster reply; `legacy` answers isMaster with `ismaster` as MongoDB does. */
export function helloReply(cmd: Doc, ctx: Pick<CommandContext, 'connectionId'>, legacy: boolean): Doc {
  return {
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    ...(cmd.helloOk === true ? { helloOk: true } : {}),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

/** Handshake, diagnostics and session commands. */
export const handshakeCommands: Record<string, Handler> = {
  hello: (cmd, ctx) => helloReply(cmd, ctx, false),
  isMaster: (cmd, ctx) => helloReply(cmd, ctx, true),
  ismaster: (cmd, ctx) => helloReply(cmd, ctx, true),
  ping: () => ({ ok: 1 }),
  buildInfo: () => ({
    version: SERVER_VERSION,
    gitVersion: 'embedded-sqlite',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['sqlite'],
    ok: 1,
  }),
  // Sessions carry no server state here: lsid fields are ignored, so ending them is a no-op.
  endSessions: () => ({ ok: 1 }),
  whatsmyuri: (_cmd, ctx) => ({ you: ctx.remoteAddress, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
};
handshakeCommands.buildinfo = handshakeCommands.buildInfo!;
