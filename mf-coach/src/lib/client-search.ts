import type { CoachClient } from '@app/api/contract';

/** The student's full name as the coach reads it: first then last. */
export function studentName(client: Pick<CoachClient, 'studentFirstName' | 'studentLastName'>): string {
  return `${client.studentFirstName} ${client.studentLastName}`.trim();
}

/**
 * The clients whose full student name, grade level or parent name contains the search text,
 * ignoring case and surrounding space; a blank search keeps all.
 */
export function filterClients<T extends CoachClient>(clients: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...clients];
  return clients.filter((client) =>
    [studentName(client), client.gradeLevel, client.parentName ?? ''].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}
