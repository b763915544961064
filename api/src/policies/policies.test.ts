import { describe, expect, it } from 'vitest';
import { translateError } from '../middleware/errors.js';
import type { Actor } from './actor.js';
import { ownsRecord } from './actor.js';
import { activityCompletionPolicy } from './activityCompletion.js';
import { authorizeRecord } from './authorizeRecord.js';
import { clientProfilePolicy } from './clientProfile.js';
import { orientationResponsePolicy } from './orientationResponse.js';
import { planPolicy } from './plan.js';

const studentA: Actor = { role: 'client', userId: 'user-a', profileId: 'profile-a' };
const studentB: Actor = { role: 'client', userId: 'user-b', profileId: 'profile-b' };
const newStudent: Actor = { role: 'client', userId: 'user-c', profileId: null };
const coach: Actor = { role: 'coach', userId: 'coach', profileId: null };
const recordOfA = { clientId: 'profile-a' };

describe('record policies', () => {
  it('let a student read and change only their own records', () => {
    for (const policy of [planPolicy, activityCompletionPolicy, orientationResponsePolicy]) {
      expect(policy.read(studentA, recordOfA)).toBe(true);
      expect(policy.update(studentA, recordOfA)).toBe(true);
      expect(policy.read(studentB, recordOfA)).toBe(false);
      expect(policy.update(studentB, recordOfA)).toBe(false);
    }
    expect(planPolicy.reassess(studentB, recordOfA)).toBe(false);
  });

  it('let the coach read every record but change none', () => {
    for (const policy of [planPolicy, activityCompletionPolicy, orientationResponsePolicy]) {
      expect(policy.read(coach, recordOfA)).toBe(true);
      expect(policy.update(coach, recordOfA)).toBe(false);
    }
  });

  it('never match a student without a profile to a record', () => {
    expect(ownsRecord(newStudent, { clientId: '' })).toBe(false);
  });

  it('keep the notes on a profile for the coach', () => {
    const profileOfA = { _id: 'profile-a', userId: 'user-a' };
    expect(clientProfilePolicy.read(studentA, profileOfA)).toBe(true);
    expect(clientProfilePolicy.read(studentB, profileOfA)).toBe(false);
    expect(clientProfilePolicy.read(coach, profileOfA)).toBe(true);
    expect(clientProfilePolicy.readNotes(studentA)).toBe(false);
    expect(clientProfilePolicy.updateNotes(coach)).toBe(true);
  });
});

describe('authorizeRecord', () => {
  it('answers a missing record and a forbidden one with the same 404', () => {
    const missing = () => authorizeRecord(null, () => true, 'Plan not found');
    const forbidden = () => authorizeRecord(recordOfA, () => false, 'Plan not found');
    for (const attempt of [missing, forbidden]) {
      expect(attempt).toThrow('Plan not found');
      try {
        attempt();
      } catch (error) {
        expect(translateError(error).status).toBe(404);
      }
    }
    expect(authorizeRecord(recordOfA, () => true, 'Plan not found')).toBe(recordOfA);
  });
});
