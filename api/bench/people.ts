/** The documents the store benchmark stores and finds, shared with the no-op server that answers in their shape. */
import { randomBytes } from 'node:crypto';

export interface Person {
  _id: string;
  email: string;
  n: number;
  name: string;
  createdAt: Date;
  tags: string[];
}

/** Inserted one by one, then with j:true; the finds and the listing read all of them. */
export const INSERTS = 10_000;
export const JOURNALED_INSERTS = 2_000;
/** Documents in a sorted listing: those with the highest n. */
export const LISTING_SIZE = 1_000;

/** The n-th person, with a random 16-character `_id`. */
export function person(n: number): Person {
  return {
    _id: randomBytes(12).toString('base64url'),
    email: `person${n}@example.com`,
    n,
    name: `Person ${n}`,
    createdAt: new Date(1_700_000_000_000 + n * 1000),
    tags: ['client', n % 2 === 0 ? 'even' : 'odd'],
  };
}

/** The sorted listing's documents: the highest n first. */
export function topOfSort(): Person[] {
  const last = INSERTS + JOURNALED_INSERTS - 1;
  return Array.from({ length: LISTING_SIZE }, (_, i) => person(last - i));
}
