import type { Brief } from '../contract/index.js';
import type { BriefRecord } from '../models/index.js';
import { iso, isoOrNull } from './dates.js';

/** A brief as the coach, the student and the guardians read it. */
export function presentBrief(record: BriefRecord & { createdAt?: Date | null }): Brief {
  return {
    id: record._id,
    text: record.text,
    status: record.status === 'sent' ? 'sent' : 'draft',
    createdAt: iso(record.createdAt),
    sentAt: isoOrNull(record.sentAt),
    sentTo: record.sentTo ?? 0,
  };
}
