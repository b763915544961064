import type { AccessAction, AccessLogEntry } from '../contract/index.js';
import type { AccessLogEntryRecord } from '../models/index.js';
import { iso } from './dates.js';

/** An access-log entry as the coach (and, in an export, the student) reads it. */
export function presentAccessLogEntry(record: AccessLogEntryRecord): AccessLogEntry {
  return {
    id: record._id,
    at: iso(record.createdAt),
    action: record.action as AccessAction,
    actor: {
      kind: record.actor?.kind ?? 'admin',
      userId: record.actor?.userId ?? null,
      email: record.actor?.email ?? null,
    },
    clientId: record.clientId ?? null,
    requestId: record.requestId ?? null,
    subject: record.subject ?? null,
    ip: record.ip ?? '',
  };
}
