import { ownsRecord, type Actor } from './actor.js';

/** Who may do what with a progress record: its student reads and completes it; the coach reads all. */
export const activityCompletionPolicy = {
  read: (actor: Actor, record: { clientId: string }) => ownsRecord(actor, record) || actor.role === 'coach',
  update: (actor: Actor, record: { clientId: string }) => ownsRecord(actor, record),
} as const;
