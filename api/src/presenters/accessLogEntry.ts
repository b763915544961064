import type { AccessAction, AccessLogEntry, SharingSection, StudentAccessLogEntry } from '../contract/index.js';
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
    ...(record.sections ? { sections: record.sections as SharingSection[] } : {}),
  };
}

/**
 * An access-log entry as the student reads it in their own export: what, when, and who by role only. A staff
 * member's address and the network address they came from stay with the staff; the student's own entries
 * show the address their own request came from.
 */
export function presentAccessLogEntryToStudent(
  record: AccessLogEntryRecord,
  studentUserId: string,
): StudentAccessLogEntry {
  const own = record.actor?.userId === studentUserId;
  return {
    id: record._id,
    at: iso(record.createdAt),
    action: record.action as AccessAction,
    actor: { kind: record.actor?.kind ?? 'admin' },
    ...(own ? { ip: record.ip ?? '' } : {}),
  };
}
