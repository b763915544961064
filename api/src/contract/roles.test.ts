import { describe, expect, it } from 'vitest';
import { asRole, isClientUser, isCoachUser, isGuardianUser } from './roles.js';

describe('isCoachUser and isClientUser', () => {
  it('read the flag or the role', () => {
    expect(isCoachUser({ isCoach: true, role: 'client' })).toBe(true);
    expect(isCoachUser({ isCoach: false, role: 'coach' })).toBe(true);
    expect(isCoachUser({ isCoach: false, role: 'client' })).toBe(false);
    expect(isClientUser({ isClient: false, role: 'client' })).toBe(true);
    expect(isClientUser({ isClient: false, role: 'coach' })).toBe(false);
    expect(isClientUser({ isClient: false, role: 'guardian' })).toBe(false);
    expect(isGuardianUser({ role: 'guardian' })).toBe(true);
    expect(isGuardianUser({ role: 'client' })).toBe(false);
  });
});

describe('asRole', () => {
  it('reads coach or guardian only when the stored role says so', () => {
    expect(asRole('coach')).toBe('coach');
    expect(asRole('guardian')).toBe('guardian');
    expect(asRole('client')).toBe('client');
    expect(asRole(undefined)).toBe('client');
    expect(asRole('admin')).toBe('client');
  });
});
