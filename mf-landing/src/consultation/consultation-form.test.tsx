import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, CONSULTATION_GRADE_LEVELS, HONEYPOT_FIELD } from '@app/api/contract';
import { onInvalidateCached, type StaleData } from '@app/kit/api';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { serveTestApi } from '../../../shell/kit/test-api';
import { ConsultationForm } from './consultation-form';
import { loadFormCheck } from './form-check-loader';

function renderForm() {
  return render(<ConsultationForm />);
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

describe('sending the form', () => {
  /** The status the test API answers POST /api/consultation-request with. */
  let status = 201;
  const api = serveTestApi(
    (req, res) => {
      if (req.method !== 'POST' || req.url !== API_PATHS.requestConsultation) return res.writeHead(404).end();
      res.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? '{"id":"r1"}' : '{"message":"Internal Server Error"}');
    },
    { relativeFetches: true },
  );
  afterEach(() => dismissToasts());

  const fillRequired = () => {
    fireEvent.change(field('Student First Name'), { target: { value: 'Maya' } });
    fireEvent.change(field('Student Last Name'), { target: { value: 'Chen' } });
    fireEvent.change(field('Grade Level'), { target: { value: CONSULTATION_GRADE_LEVELS[0]!.value } });
    fireEvent.change(field('Best Contact Number'), { target: { value: '555-123-4567' } });
    fireEvent.change(field('Email Address'), { target: { value: 'parent@example.com' } });
  };

  it("shows 'Submitting...', then the banner, a reset form and the toast, and invalidates the admin's list", async () => {
    status = 201;
    const invalidated: StaleData[] = [];
    const stop = onInvalidateCached((stale) => invalidated.push(stale));
    try {
      renderForm();
      fillRequired();
      await submit();
      expect(screen.getByRole('button', { name: 'Submitting...' }).hasAttribute('disabled')).toBe(true);
      await screen.findByText('Form Submitted Successfully!');
      expect(JSON.parse(api.seen[0]!.body)).toMatchObject({ studentFirstName: 'Maya', email: 'parent@example.com' });
      expect((field('Student First Name') as HTMLInputElement).value).toBe('');
      expect(screen.getByRole('button', { name: 'Schedule Free Consultation' }).hasAttribute('disabled')).toBe(false);
      expect(openToasts()).toMatchObject([{ title: 'Consultation Request Submitted!', variant: 'default' }]);
      expect(invalidated).toEqual([{ queryKey: [API_PATHS.consultationRequests] }]);
    } finally {
      stop();
    }
  });

  it('keeps the values and shows the destructive toast when the server fails', async () => {
    status = 500;
    const invalidated: StaleData[] = [];
    const stop = onInvalidateCached((stale) => invalidated.push(stale));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderForm();
      fillRequired();
      await submit();
      await waitFor(() => expect(openToasts()).toHaveLength(1));
      expect(openToasts()[0]).toMatchObject({ title: 'Submission Failed', variant: 'destructive' });
      expect((field('Student First Name') as HTMLInputElement).value).toBe('Maya');
      expect(screen.queryByText('Form Submitted Successfully!')).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule Free Consultation' }).hasAttribute('disabled')).toBe(false));
      expect(invalidated).toEqual([]);
    } finally {
      stop();
    }
  });
});
