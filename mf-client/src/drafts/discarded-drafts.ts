/** Forms on screen, each listening for the key of its draft: the student discarded the save made with it. */
const listeners = new Set<(draftKey: string) => void>();

/** Tells the form showing this draft that its save was discarded, so it shows the saved copy again. */
export function announceDiscardedDraft(draftKey: string): void {
  for (const listener of listeners) listener(draftKey);
}

/** Listens for discarded drafts; returns a function that stops listening. */
export function onDiscardedDraft(listener: (draftKey: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
