import { describe, expect, it } from 'vitest';
import { CONSULTATION_GRADE_LEVELS, HONEYPOT_FIELD } from '@app/api/contract';
import { checkConsultationForm } from './check-form';
import { EMPTY_CONSULTATION_FORM, firstFieldInError, type ConsultationFormValues } from './form-values';

const filled: ConsultationFormValues = {
  ...EMPTY_CONSULTATION_FORM,
  studentFirstName: '  Maya ',
  studentLastName: 'Lopez',
  gradeLevel: '11th',
  phone: '(555) 010-2030',
  email: 'parent@example.com',
  weekend: true,
};

describe('checkConsultationForm', () => {
  it("reports the schema's message under each required field of an empty form", () => {
    const check = checkConsultationForm(EMPTY_CONSULTATION_FORM);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      studentFirstName: 'First name is required',
      studentLastName: 'Last name is required',
      gradeLevel: 'Please select a grade level',
      phone: 'Phone number is required',
      email: 'Email is required',
    });
  });

  it('rejects a malformed e-mail address and phone number with their own messages', () => {
    const check = checkConsultationForm({ ...filled, email: 'parent-at-example', phone: '12' });
    expect(check).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' },
    });
  });

  it('accepts every one of the eight grade values', () => {
    expect(CONSULTATION_GRADE_LEVELS).toHaveLength(8);
    for (const grade of CONSULTATION_GRADE_LEVELS) {
      expect(checkConsultationForm({ ...filled, gradeLevel: grade.value }).ok).toBe(true);
    }
    expect(checkConsultationForm({ ...filled, gradeLevel: 'kindergarten' }).ok).toBe(false);
  });

  it('gives the trimmed payload the API expects, honeypot included', () => {
    const check = checkConsultationForm(filled);
    expect(check).toEqual({
      ok: true,
      payload: {
        studentFirstName: 'Maya',
        studentLastName: 'Lopez',
        gradeLevel: '11th',
        parentName: '',
        phone: '(555) 010-2030',
        email: 'parent@example.com',
        challenges: '',
        weekdayMorning: false,
        weekdayAfternoon: false,
        weekdayEvening: false,
        weekend: true,
        [HONEYPOT_FIELD]: '',
      },
    });
  });
});

describe('firstFieldInError', () => {
  it('follows the order of the fields on screen', () => {
    expect(firstFieldInError({ email: 'x', studentLastName: 'y' })).toBe('studentLastName');
    expect(firstFieldInError({ challenges: 'x', phone: 'y' })).toBe('phone');
    expect(firstFieldInError({})).toBeUndefined();
  });
});
