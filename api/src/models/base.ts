import { randomBytes } from 'node:crypto';

/** A random, URL-safe text id (ids are text on the wire). */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

/** The `_id` path of every model: a random text id. */
export const textId = { type: String, default: newId } as const;

/** JSON of every record: `id` instead of `_id`, no version key. */
export const recordOptions = {
  versionKey: false,
  toJSON: {
    transform: (_doc: unknown, ret: Record<string, unknown>) => {
      ret.id = ret._id;
      delete ret._id;
      return ret;
    },
  },
} as const;

/** Records that are written once: the store sets createdAt only. */
export const createdOnly = { createdAt: true, updatedAt: false } as const;
