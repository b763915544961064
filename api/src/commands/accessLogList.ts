import type { AccessLogEntry as AccessLogEntryReply } from '../contract/index.js';
import { AccessLogEntry, type AccessLogEntryRecord } from '../models/index.js';
import { presentAccessLogEntry } from '../presenters/accessLogEntry.js';
import { afterCursor, cursorOf, type PageCursor } from './consultationCursor.js';

/** The order of the access log's pages: newest first, ties by id (the same as the admin's list). */
const PAGE_ORDER = { createdAt: -1, _id: -1 } as const;

/** One page of the access log and the cursor of its last entry when older ones exist. */
export interface AccessLogPage {
  entries: AccessLogEntryReply[];
  next: string | null;
}

/** Reads one page of the access log, all students' or one's, after `before` when given. */
export async function readAccessLogPage(options: {
  clientId?: string;
  limit: number;
  before?: PageCursor;
}): Promise<AccessLogPage> {
  const filter = {
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.before ? afterCursor(options.before) : {}),
  };
  // One more than the page holds tells whether an older page exists, without counting.
  const records = (await AccessLogEntry.find(filter)
    .sort(PAGE_ORDER)
    .limit(options.limit + 1)
    .lean()) as AccessLogEntryRecord[];
  const shown = records.slice(0, options.limit);
  return {
    entries: shown.map(presentAccessLogEntry),
    next: records.length > options.limit ? cursorOf(shown[shown.length - 1]!) : null,
  };
}
