import { SESSION_PATHS, type CoachingSession } from '@app/api/contract';
import { apiRequest } from '../api/api-request';

/** Moves a session to another time (PUT /api/sessions/{id}); the server decides which times the caller may pick. */
export async function moveSession({ id, start }: { id: string; start: string }): Promise<CoachingSession> {
  const res = await apiRequest('PUT', SESSION_PATHS.session(id), { start });
  return (await res.json()) as CoachingSession;
}

/** Cancels a session (DELETE /api/sessions/{id}). */
export async function cancelSession(id: string): Promise<void> {
  await apiRequest('DELETE', SESSION_PATHS.session(id));
}
