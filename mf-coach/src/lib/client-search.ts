import type { ClientProfile } from '@app/api/contract';

/** The student's full name as the coach reads it (and searches it): first then last. */
export function studentName(client: Pick<ClientProfile, 'studentFirstName' | 'studentLastName'>): string {
  return `${client.studentFirstName} ${client.studentLastName}`.trim();
}
