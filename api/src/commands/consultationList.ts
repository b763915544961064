import { NEW_REQUEST_STATUS, type ConsultationRequest as PresentedRequest, type RequestStatus } from '../contract/index.js';
import { ConsultationRequest, type ConsultationRequestRecord } from '../models/index.js';
import { presentConsultationRequest } from '../presenters/consultationRequest.js';
import { afterCursor, cursorOf, type PageCursor } from './consultationCursor.js';

/** The order the export uses: newest first; a missing createdAt sorts below every date (oldest). */
export const NEWEST_FIRST = { createdAt: -1 } as const;

/**
 * The order of the admin's pages: newest first, undated last, ties broken by id so that the order is
 * total and a cursor names one place in it. The model's { createdAt: -1, _id: -1 } index serves it, on
 * MongoDB and on the embedded store alike: a page is read by walking that index from the cursor on.
 */
export const PAGE_ORDER = { createdAt: -1, _id: -1 } as const;

/** One page of the list: its requests as the admin sees them, and the cursor of its last when older ones exist. */
export interface ListPage {
  requests: PresentedRequest[];
  next: string | null;
}

/** The filter for requests in one of `statuses`; a request stored before triage existed counts as new. */
export function statusFilter(statuses: readonly RequestStatus[]): Record<string, unknown> {
  const values: Array<RequestStatus | null> = [...statuses];
  if (statuses.includes(NEW_REQUEST_STATUS)) values.push(null);
  return { status: { $in: values } };
}

/**
 * Reads one page from the store: at most `limit` requests in PAGE_ORDER, after `before` when given, only
 * those in one of `statuses` when given.
 */
export async function listPage(limit: number, before?: PageCursor, statuses?: readonly RequestStatus[]): Promise<ListPage> {
  const filters = [...(before ? [afterCursor(before)] : []), ...(statuses ? [statusFilter(statuses)] : [])];
  const filter = filters.length > 1 ? { $and: filters } : (filters[0] ?? {});
  // One more than the page holds tells whether an older page exists, without counting.
  const records = (await ConsultationRequest.find(filter)
    .sort(PAGE_ORDER)
    .limit(limit + 1)
    .lean()) as ConsultationRequestRecord[];
  const shown = records.slice(0, limit);
  const next = records.length > limit ? cursorOf(shown[shown.length - 1]!) : null;
  return { requests: shown.map(presentConsultationRequest), next };
}
