import type { ApprovedEmail } from '../contract/index.js';
import type { ApprovedEmailRecord } from '../models/index.js';
import { iso } from './dates.js';

/** An approved sign-in address as the coach's Platform Access list shows it. */
export function presentApprovedEmail(record: ApprovedEmailRecord): ApprovedEmail {
  return { id: record._id, email: record.email, addedBy: record.addedBy ?? null, createdAt: iso(record.createdAt) };
}
