import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_GRADE_LEVELS, HONEYPOT_FIELD } from '@app/api/contract';
import { ConsultationForm } from './consultation-form';
import { loadFormCheck } from './form-check-loader';

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConsultationForm />
    </QueryClientProvider>,
  );
}

/** A form control by its visible label (a required field's label ends with its asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

/** Submits the form and waits for its check (loaded on demand) to run. */
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Free Consultation' }));
    await loadFormCheck();
  });
}

const REQUIRED = ['Student First Name', 'Student Last Name', 'Grade Level', 'Best Contact Number', 'Email Address'];

describe('ConsultationForm', () => {
  it('has the fields of the spec, required ones marked with an asterisk', () => {
    const { container } = renderForm();
    for (const label of REQUIRED) {
      const control = field(label);
      expect(control.getAttribute('aria-required'), label).toBe('true');
      expect(container.querySelector(`label[for="${control.id}"]`)?.textContent, label).toBe(`${label}*`);
    }
    for (const label of ['Parent/Guardian Name', 'Current Challenges']) {
      const control = field(label);
      expect(control.hasAttribute('aria-required'), label).toBe(false);
      expect(container.querySelector(`label[for="${control.id}"]`)?.textContent, label).toBe(label);
    }
    expect(field('Email Address').getAttribute('type')).toBe('email');
    expect(field('Best Contact Number').getAttribute('type')).toBe('tel');
    for (const time of ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends']) {
      expect(field(time).getAttribute('type')).toBe('checkbox');
    }
    const options = Array.from((field('Grade Level') as HTMLSelectElement).options).filter((o) => o.value);
    expect(options.map((o) => o.textContent)).toEqual(CONSULTATION_GRADE_LEVELS.map((g) => g.label));
    expect(screen.getByRole('button', { name: 'Schedule Free Consultation' }).getAttribute('type')).toBe('submit');
  });

  it('hides the honeypot from people: off screen, out of the tab order and the accessibility tree', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).not.toBeNull();
    expect(honeypot!.tabIndex).toBe(-1);
    expect(honeypot!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows an inline message under each required field and focuses the first one', async () => {
    renderForm();
    await submit();
    const expected: Record<string, string> = {
      'Student First Name': 'First name is required',
      'Student Last Name': 'Last name is required',
      'Grade Level': 'Please select a grade level',
      'Best Contact Number': 'Phone number is required',
      'Email Address': 'Email is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const control = field(label);
      expect(control.getAttribute('aria-invalid'), label).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent, label).toBe(message);
    }
    expect(document.activeElement).toBe(field('Student First Name'));
    expect(screen.queryByText('Form Submitted Successfully!')).toBeNull();
  });

  it('clears a message once its field is corrected, and checks the e-mail format', async () => {
    renderForm();
    await submit();
    fireEvent.change(field('Student First Name'), { target: { value: 'Maya' } });
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(field('Student First Name').hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(field('Email Address'), { target: { value: 'maya@' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });
});
