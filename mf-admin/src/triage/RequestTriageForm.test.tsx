import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsultationRequest } from '@app/api/contract';
import { QueryClient, QueryClientProvider } from '@app/kit/query';
import { RequestTriageForm } from './RequestTriageForm';

const request = (change: Partial<ConsultationRequest> = {}): ConsultationRequest => ({
  id: 'r1',
  studentFirstName: 'Noor',
  studentLastName: 'Haddad',
  gradeLevel: '10th',
  parentName: 'Sara Haddad',
  phone: '555-000-1111',
  email: 'sara@example.com',
  challenges: '',
  weekdayMorning: false,
  weekdayAfternoon: false,
  weekdayEvening: false,
  weekend: false,
  createdAt: '2026-11-30T10:00:00.000Z',
  status: 'new',
  note: '',
  clientId: null,
  invitedAt: null,
  invitedEmail: null,
  joinedAt: null,
  ...change,
});

const client = new QueryClient();
const form = (value: ConsultationRequest) => (
  <QueryClientProvider client={client}>
    <RequestTriageForm request={value} />
  </QueryClientProvider>
);

describe('RequestTriageForm', () => {
  it('follows a change saved elsewhere in place, keeping a note being typed', () => {
    const view = render(form(request()));
    const note = screen.getByLabelText('Note (optional)') as HTMLInputElement;
    note.focus();
    fireEvent.change(note, { target: { value: 'Calling back Tuesday' } });

    view.rerender(form(request({ status: 'contacted', note: 'Left a voicemail' })));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('contacted');
    expect(note.value).toBe('Calling back Tuesday');
    // The same field, still focused: the form was not rebuilt.
    expect(document.activeElement).toBe(note);

    view.rerender(form(request({ status: 'contacted', note: 'Calling back Tuesday' })));
    view.rerender(form(request({ status: 'closed', note: 'Booked' })));
    expect(note.value).toBe('Booked');
  });

  it('hands the focus to its list only for a status the list hides, and takes it back when the save fails', async () => {
    const calls: string[] = [];
    const list = {
      hides: (status: string) => status === 'closed',
      focus: { removing: (id: string) => calls.push(`removing ${id}`), cancel: () => calls.push('cancel') },
    };
    render(
      <QueryClientProvider client={client}>
        <RequestTriageForm request={request()} list={list} />
      </QueryClientProvider>,
    );
    // No server answers here: each save fails.
    const failed = () => client.getMutationCache().findAll({ status: 'error' }).length;
    const save = async (status: string) => {
      const before = failed();
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: status } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Status' }));
      await waitFor(() => expect(failed()).toBe(before + 1));
    };
    await save('contacted');
    expect(calls).toEqual([]);
    await save('closed');
    await waitFor(() => expect(calls).toEqual(['removing r1', 'cancel']));
  });
});
