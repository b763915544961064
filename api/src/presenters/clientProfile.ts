import type { ClientProfile } from '../contract/index.js';
import type { ClientProfileRecord } from '../models/index.js';
import { iso } from './dates.js';

/** A profile as its student sees it: everything except the coach's private notes. */
export function presentClientProfile(record: ClientProfileRecord): ClientProfile {
  return {
    id: record._id,
    userId: record.userId,
    studentFirstName: record.studentFirstName,
    studentLastName: record.studentLastName,
    gradeLevel: record.gradeLevel,
    parentName: record.parentName ?? '',
    phone: record.phone ?? '',
    challenges: record.challenges ?? '',
    goals: record.goals ?? '',
    dateOfBirth: record.dateOfBirth ?? null,
    isActive: record.isActive ?? true,
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}
