import { Schema, model, type InferSchemaType } from 'mongoose';
import { SESSION_CHANGES } from '../contract/sessionRules.js';
import { textId } from './base.js';

const sessionNoticeSchema = new Schema(
  {
    _id: textId,
    sessionId: { type: String, required: true },
    clientId: { type: String, ref: 'ClientProfile', required: true, index: true },
    change: { type: String, enum: SESSION_CHANGES, required: true },
    /** The session's start after the change (for a cancellation, the time it had). */
    start: { type: Date, required: true },
    /** For a move, the start it had before. */
    previousStart: { type: Date, default: undefined },
    /** When the change was made: the quarter hour it falls in is the e-mail that lists it. */
    at: { type: Date, required: true },
    /** The send that took it (its claim key), so that no two e-mails list it; null while it waits. */
    batch: { type: String, default: null },
    /** Removed by the store once surely sent (or lost with a process that claimed it and stopped). */
    expire: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);
sessionNoticeSchema.index({ batch: 1, at: 1 });

export type SessionNoticeRecord = InferSchemaType<typeof sessionNoticeSchema> & { _id: string };
/** A booking, move or cancellation waiting to go to the coach in the next combined e-mail (one per quarter hour). */
export const SessionNotice = model('SessionNotice', sessionNoticeSchema, 'session_notices');
