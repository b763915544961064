import { db } from './database';

/** Keeps a form's current content on this device (call as the student types). */
export async function saveDraft(userId: string, key: string, value: unknown): Promise<void> {
  await db.drafts.put({ userId, key, value, updatedAt: Date.now() });
}

/** Reads a form's kept content, or undefined when there is none. */
export async function loadDraft<T>(userId: string, key: string): Promise<T | undefined> {
  const row = await db.drafts.get([userId, key]);
  return row?.value as T | undefined;
}

/** Forgets a form's kept content (after the server accepted it). */
export async function deleteDraft(userId: string, key: string): Promise<void> {
  await db.drafts.delete([userId, key]);
}
