import type { ClientStatus, CoachClientCard } from '../contract/index.js';
import { ClientProfile, type ClientProfileRecord } from '../models/index.js';
import { loadClientCards } from './coachRoster.js';
import { afterCursor, cursorOf, type PageCursor } from './consultationCursor.js';

/**
 * The order of the coach's client list: newest profile first, ties by id, so that a cursor names one place in
 * it. The profiles' { createdAt: -1, _id: -1 } index serves it: a page is read by walking that index from the
 * cursor on, testing the search and status on each profile met, until the page is full.
 */
export const CLIENT_ORDER = { createdAt: -1, _id: -1 } as const;

/** One page of the client list and the cursor of its last client when more follow. */
export interface ClientPage {
  clients: CoachClientCard[];
  next: string | null;
}

/** What one page asks for. */
export interface ClientPageQuery {
  limit: number;
  before?: PageCursor;
  /** Kept when the full student name, grade level or parent name contains it, ignoring case. */
  q?: string;
  status: ClientStatus;
}

/** Text as a regular expression that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The filter for profiles whose full student name ("first last"), grade level or parent name contains `text`,
 * ignoring case. A text found in the full name lies in the first name, in the last name, or across the space
 * between them: then, for the space at which it crosses, the first name ends with what precedes that space and
 * the last name starts with what follows it. Plain field conditions only, so any store answers it.
 */
export function searchFilter(text: string): Record<string, unknown> {
  const contains = (field: string, pattern: string) => ({ [field]: { $regex: pattern, $options: 'i' } });
  const across: Record<string, unknown>[] = [];
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) {
    across.push({
      $and: [
        contains('studentFirstName', `${literal(text.slice(0, at))}$`),
        contains('studentLastName', `^${literal(text.slice(at + 1))}`),
      ],
    });
  }
  const pattern = literal(text);
  return {
    $or: [
      contains('studentFirstName', pattern),
      contains('studentLastName', pattern),
      ...across,
      contains('gradeLevel', pattern),
      contains('parentName', pattern),
    ],
  };
}

/** The filter for the profiles a status keeps (a profile stored before deactivation existed is active). */
export function statusFilter(status: ClientStatus): Record<string, unknown> {
  if (status === 'active') return { isActive: { $ne: false } };
  if (status === 'inactive') return { isActive: false };
  return {};
}

/**
 * Reads one page of the coach's client list: at most `limit` clients in CLIENT_ORDER after `before`, only those
 * the search and the status keep, as their cards show them. The related records are read for the page's clients
 * alone, so the cost follows the page, not the practice.
 */
export async function readClientPage(query: ClientPageQuery): Promise<ClientPage> {
  const text = query.q?.trim() ?? '';
  const parts = [...(query.before ? [afterCursor(query.before)] : []), ...(text ? [searchFilter(text)] : [])];
  const filter = { ...statusFilter(query.status), ...(parts.length > 0 ? { $and: parts } : {}) };
  // One more than the page holds tells whether another page follows, without counting.
  const profiles = (await ClientProfile.find(filter)
    .sort(CLIENT_ORDER)
    .limit(query.limit + 1)
    .lean()) as ClientProfileRecord[];
  const shown = profiles.slice(0, query.limit);
  return {
    clients: await loadClientCards(shown),
    next: profiles.length > query.limit ? cursorOf(shown[shown.length - 1]!) : null,
  };
}
