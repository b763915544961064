import { describe, expect, it } from 'vitest';
import { coachGreeting, lastNameOf } from './greeting';

describe('coachGreeting', () => {
  it("greets with 'Dr.' and the account's last name", () => {
    expect(coachGreeting({ lastName: 'Rivera' }, 'Dr. Sarah Mitchell')).toBe('Welcome back, Dr. Rivera');
  });

  it("uses the practice coach's last name when the account has none", () => {
    expect(coachGreeting({ lastName: null }, 'Dr. Sarah Mitchell')).toBe('Welcome back, Dr. Mitchell');
    expect(coachGreeting(null, 'Sarah Mitchell, PhD')).toBe('Welcome back, Dr. Mitchell');
  });

  it('greets without a name when none is known', () => {
    expect(coachGreeting({ lastName: '  ' }, '')).toBe('Welcome back');
  });
});

describe('lastNameOf', () => {
  it('skips titles before and after the name', () => {
    expect(lastNameOf('Prof. Ada King, PhD')).toBe('King');
    expect(lastNameOf('Dr.')).toBe('');
  });
});
