import { ownsRecord, type Actor } from './actor.js';

/**
 * Who may do what with a plan: its student reads and changes it; the coach reads every plan; both score it on
 * its attainment scale.
 */
export const planPolicy = {
  read: (actor: Actor, plan: { clientId: string }) => ownsRecord(actor, plan) || actor.role === 'coach',
  update: (actor: Actor, plan: { clientId: string }) => ownsRecord(actor, plan),
  reassess: (actor: Actor, plan: { clientId: string }) => ownsRecord(actor, plan),
  score: (actor: Actor, plan: { clientId: string }) => ownsRecord(actor, plan) || actor.role === 'coach',
} as const;
