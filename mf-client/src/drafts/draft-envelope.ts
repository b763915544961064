/** A form's draft as kept on the device: the values and when the student last changed them. */
export interface DraftEnvelope<T> {
  values: T;
  /** Milliseconds since the epoch of the last change. */
  editedAt: number;
}

/** Wraps form values for storage. */
export function envelope<T>(values: T, editedAt = Date.now()): DraftEnvelope<T> {
  return { values, editedAt };
}

/** Reads a stored draft, ignoring anything that is not an envelope (e.g. left by an older version). */
export function readEnvelope<T>(stored: unknown): DraftEnvelope<T> | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const candidate = stored as Partial<DraftEnvelope<T>>;
  if (candidate.values === undefined || typeof candidate.editedAt !== 'number') return undefined;
  return candidate as DraftEnvelope<T>;
}

/** Structural equality of plain form values (strings, arrays, objects). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What to do with a draft found on the device, given the server's copy. */
export type DraftDecision = 'none' | 'discard' | 'restore' | 'ask';

/**
 * Decides how a stored draft meets the server's copy: nothing to do without a draft; a draft equal to the
 * server's copy is discarded (it was sent); a draft newer than the server's copy (or with no server copy) is
 * restored; a draft older than the server's copy (saved meanwhile, e.g. on another device) is never applied
 * silently: the student is asked.
 */
export function decideDraft<T>(
  draft: DraftEnvelope<T> | undefined,
  server: { values: T; updatedAt?: string | null } | undefined,
): DraftDecision {
  if (!draft) return 'none';
  if (!server) return 'restore';
  if (sameValues(draft.values, server.values)) return 'discard';
  const serverTime = server.updatedAt ? Date.parse(server.updatedAt) : Number.NaN;
  if (!Number.isNaN(serverTime) && serverTime > draft.editedAt) return 'ask';
  return 'restore';
}
