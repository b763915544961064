import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, loadDraft, saveDraft } from './offline-database';
import { decideDraft, envelope, readEnvelope, sameValues, type DraftEnvelope } from './draft-envelope';
import { onDiscardedDraft } from './discarded-drafts';

/** The server's copy of a form, as the draft logic compares it. */
export interface ServerCopy<T> {
  values: T;
  updatedAt?: string | null;
}

/** Options of {@link useFormDraft}. */
export interface FormDraftOptions<T> {
  /** The form's draft key, e.g. "orientation", "plan:new", "plan:{id}", "reassess:{id}". */
  draftKey: string;
  /** The signed-in user; drafts are kept per user. */
  userId: string | undefined;
  /** True once the server's copy is known: loaded, absent, or unreachable (then `server` is undefined). */
  ready: boolean;
  /** The server's copy in form shape, when there is one. */
  server: ServerCopy<T> | undefined;
  /** The empty form. */
  initial: T;
}

/** A draft older than the server's copy, waiting for the student's choice. */
export interface DraftConflict<T> {
  draft: DraftEnvelope<T>;
  serverUpdatedAt: string | null | undefined;
}

/** What {@link useFormDraft} gives a form. */
export interface FormDraft<T> {
  values: T;
  /** Changes the form as the student types; the draft is written to the device at once. */
  setValues: (update: (current: T) => T) => void;
  /** False until the device's draft has been looked at (the form should wait). */
  loaded: boolean;
  /** When a draft from this device was put back into the form, its time. */
  restoredAt: number | null;
  /** A draft older than the server's copy: the form shows the server's copy until the student chooses. */
  conflict: DraftConflict<T> | null;
  /** The student chose the draft from this device over the server's copy. */
  keepDraft: () => void;
  /** The student chose the server's copy (or discarded their changes): the draft is forgotten. */
  keepServerCopy: () => void;
  /** The student closed the question without choosing: the saved copy stays on screen, the draft on the device. */
  postponeConflict: () => void;
  /** Time of the last draft written to the device in this visit. */
  draftSavedAt: number | null;
  /** Waits for the draft writes under way and returns the current values in their stored form (for a queued save). */
  settle: () => Promise<DraftEnvelope<T>>;
  /**
   * Forgets the draft after the server accepted the form, and shows the saved values; with `sent`, the draft as it
   * was sent, nothing typed since is lost: it stays on screen and on the device.
   */
  forget: (saved?: T, sent?: DraftEnvelope<T>) => Promise<void>;
  /**
   * Meets the device's draft with the server's copy again, as on opening the form: after a save was refused because
   * a copy was saved elsewhere meanwhile, the student is asked which to keep, never overwriting it unseen.
   */
  reconsider: () => Promise<void>;
}

/**
 * Keeps a form's content on the device as the student types, restores it after a reload or a crash, and never
 * silently applies a draft that is older than the server's copy: it asks instead.
 */
export function useFormDraft<T>({ draftKey, userId, ready, server, initial }: FormDraftOptions<T>): FormDraft<T> {
  const [values, setValuesState] = useState<T>(initial);
  const [loaded, setLoaded] = useState(false);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [conflict, setConflict] = useState<DraftConflict<T> | null>(null);
  const [draftSavedAt, setDraftSavedAt] = useState<number | null>(null);
  const latest = useRef(values);
  const serverRef = useRef(server);
  const writing = useRef<Promise<void>>(Promise.resolve());
  const writeWaiting = useRef(false);
  const editedAt = useRef(0);

  const conflictRef = useRef(conflict);

  useEffect(() => {
    serverRef.current = server;
  }, [server]);
  useEffect(() => {
    conflictRef.current = conflict;
  }, [conflict]);

  // Look at the device's draft once the server's copy is known (or known to be unreachable), after the writes under
  // way: a change typed just before the form gave way to its loading line is in the draft read back.
  useEffect(() => {
    if (!ready || !userId || loaded) return;
    let cancelled = false;
    void writing.current
      .then(() => loadDraft<unknown>(userId, draftKey))
      .catch(() => undefined)
      .then(async (stored) => {
        if (cancelled) return;
        const draft = readEnvelope<T>(stored);
        const copy = serverRef.current;
        const decision = decideDraft(draft, copy);
        let next = copy?.values ?? initial;
        if (decision === 'discard') await deleteDraft(userId, draftKey).catch(() => undefined);
        if (decision === 'restore' && draft) {
          next = draft.values;
          editedAt.current = draft.editedAt;
          setRestoredAt(draft.editedAt);
        }
        if (decision === 'ask' && draft) {
          setConflict({ draft, serverUpdatedAt: copy?.updatedAt });
        }
        if (cancelled) return;
        latest.current = next;
        setValuesState(next);
        setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [ready, userId, draftKey, loaded, initial]);

  // Each change is written at once, so that a reload or a closed tab right after typing keeps it (a write put off
  // until the page is hidden does not finish before the page goes). While one write runs, at most one more waits,
  // and it writes the values as they are when it starts: fast typing costs no more writes than the device takes.
  const writeDraft = useCallback(() => {
    if (!userId || writeWaiting.current) return;
    writeWaiting.current = true;
    writing.current = writing.current
      .then(async () => {
        writeWaiting.current = false;
        const current = latest.current;
        const copy = serverRef.current;
        const unchanged = copy ? sameValues(current, copy.values) : false;
        const stamp = editedAt.current || Date.now();
        if (unchanged) {
          await deleteDraft(userId, draftKey);
        } else {
          await saveDraft(userId, draftKey, envelope(current, stamp));
          setDraftSavedAt(Date.now());
        }
      })
      .catch((error: unknown) => console.error('Could not keep the draft on this device', error));
  }, [userId, draftKey]);

  const setValues = useCallback(
    (update: (current: T) => T) => {
      const next = update(latest.current);
      latest.current = next;
      editedAt.current = Date.now();
      setValuesState(next);
      writeDraft();
    },
    [writeDraft],
  );

  const keepDraft = useCallback(() => {
    const current = conflictRef.current;
    if (!current) return;
    latest.current = current.draft.values;
    editedAt.current = Date.now();
    setValuesState(current.draft.values);
    setRestoredAt(current.draft.editedAt);
    setConflict(null);
    // Re-stamp the kept draft so it is not older than the server's copy next time.
    writeDraft();
  }, [writeDraft]);

  const forget = useCallback(
    async (saved?: T, sent?: DraftEnvelope<T>) => {
      await writing.current;
      if (sent && editedAt.current > sent.editedAt) return;
      editedAt.current = 0;
      if (saved !== undefined) {
        latest.current = saved;
        setValuesState(saved);
      }
      setRestoredAt(null);
      setConflict(null);
      if (userId) await deleteDraft(userId, draftKey).catch(() => undefined);
    },
    [userId, draftKey],
  );

  const keepServerCopy = useCallback(() => {
    void forget(serverRef.current?.values ?? initial);
  }, [forget, initial]);

  const postponeConflict = useCallback(() => setConflict(null), []);

  const reconsider = useCallback(async () => {
    await writing.current;
    setRestoredAt(null);
    setLoaded(false);
  }, []);

  // The student discarded the save made with this draft (the sync banner): show the form as it opens without it.
  useEffect(
    () =>
      onDiscardedDraft((key) => {
        if (key === draftKey) void reconsider();
      }),
    [draftKey, reconsider],
  );

  const settle = useCallback(async () => {
    await writing.current;
    return envelope(latest.current, editedAt.current || Date.now());
  }, []);

  return {
    values,
    setValues,
    loaded,
    restoredAt,
    conflict,
    keepDraft,
    keepServerCopy,
    postponeConflict,
    draftSavedAt,
    settle,
    forget,
    reconsider,
  };
}
