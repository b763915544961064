import type { QueuedSave } from '@app/kit/drafts';

/**
 * The student's offline database (form drafts and the outbox of saves) as the student pages use it. It loads with
 * import() when a page first needs it, so a page that saves nothing (the dashboard) does not wait for it; the shell
 * provides the one instance every page shares.
 */
const database = () => import('@app/kit/drafts');

export const saveDraft = async (userId: string, key: string, value: unknown) =>
  (await database()).saveDraft(userId, key, value);
export const loadDraft = async <T>(userId: string, key: string) => (await database()).loadDraft<T>(userId, key);
export const deleteDraft = async (userId: string, key: string) => (await database()).deleteDraft(userId, key);
export const enqueue = async (save: QueuedSave) => (await database()).enqueue(save);
export const flushOutbox = async (userId: string) => (await database()).flushOutbox(userId);
export const listOutbox = async (userId: string) => (await database()).listOutbox(userId);
export const discardQueuedSave = async (userId: string, id: number) => (await database()).discardQueuedSave(userId, id);
export const keepQueuedSave = async (userId: string, id: number) => (await database()).keepQueuedSave(userId, id);
