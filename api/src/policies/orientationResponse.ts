import { ownsRecord, type Actor } from './actor.js';

/** Who may do what with orientation answers: their student reads and changes them; the coach reads them. */
export const orientationResponsePolicy = {
  read: (actor: Actor, record: { clientId: string }) => ownsRecord(actor, record) || actor.role === 'coach',
  update: (actor: Actor, record: { clientId: string }) => ownsRecord(actor, record),
} as const;
