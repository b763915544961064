import type { Actor } from './actor.js';

/**
 * Who may do what with a client profile: a student reads only their own (without the coach's notes);
 * the coach reads every profile and is the only one who writes the private notes.
 */
export const clientProfilePolicy = {
  read: (actor: Actor, profile: { _id: string; userId: string }) =>
    actor.role === 'coach' || (actor.role === 'client' && profile.userId === actor.userId),
  readNotes: (actor: Actor) => actor.role === 'coach',
  updateNotes: (actor: Actor) => actor.role === 'coach',
} as const;
