import { describe, expect, it } from 'vitest';
import { coachGreeting, isFirstVisit, lastNameOf } from './greeting';

describe('coachGreeting', () => {
  it("greets with 'Dr.' and the account's last name: 'Welcome' on a first visit, 'Welcome back' after", () => {
    expect(coachGreeting({ lastName: 'Rivera' }, 'Dr. Sarah Mitchell', false)).toBe('Welcome back, Dr. Rivera');
    expect(coachGreeting({ lastName: 'Rivera' }, 'Dr. Sarah Mitchell', true)).toBe('Welcome, Dr. Rivera');
  });

  it("uses the practice coach's last name when the account has none", () => {
    expect(coachGreeting({ lastName: null }, 'Dr. Sarah Mitchell', false)).toBe('Welcome back, Dr. Mitchell');
    expect(coachGreeting(null, 'Sarah Mitchell, PhD', false)).toBe('Welcome back, Dr. Mitchell');
  });

  it('greets without a name when none is known', () => {
    expect(coachGreeting({ lastName: '  ' }, '', false)).toBe('Welcome back');
    expect(coachGreeting({ lastName: '  ' }, '', true)).toBe('Welcome');
  });
});

describe('isFirstVisit', () => {
  it('holds until an address is approved or a client has a profile', () => {
    expect(isFirstVisit({ approvedEmails: 0, clients: 0 })).toBe(true);
    expect(isFirstVisit({ approvedEmails: 1, clients: 0 })).toBe(false);
    expect(isFirstVisit({ approvedEmails: 0, clients: 1 })).toBe(false);
  });
});

describe('lastNameOf', () => {
  it('skips titles before and after the name', () => {
    expect(lastNameOf('Prof. Ada King, PhD')).toBe('King');
    expect(lastNameOf('Dr.')).toBe('');
  });
});
