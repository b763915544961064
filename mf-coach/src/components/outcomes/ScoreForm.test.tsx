import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, openToasts } from '@app/kit/ui';
import { ScoreForm } from './ScoreForm';

const LEVELS = {
  '-2': 'No essay early',
  '-1': 'One essay early',
  '0': 'Two essays early',
  '1': 'Three essays early',
  '2': 'Every essay early',
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ScoreForm clientId="c1" planId="p1" goal="Finish essays early" levels={LEVELS} />
    </QueryClientProvider>,
  );
}

beforeEach(() => dismissToasts());
afterEach(() => vi.restoreAllMocks());

describe('ScoreForm', () => {
  it('offers the five levels, +2 first, each named by its score and the plan’s words', () => {
    renderForm();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      '+2 Every essay early',
      '+1 Three essays early',
      '0 Two essays early',
      '-1 One essay early',
      '-2 No essay early',
    ]);
    expect(screen.getByRole('group', { name: 'Score for the goal: Finish essays early' })).toBeTruthy();
  });

  it('asks for a score before sending anything', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Record score' }));
    expect(screen.getByText('Choose a score')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the plan, the score and the trimmed note, then says so and clears the form', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ id: 's1', planId: 'p1', score: 1, note: 'Better week', by: 'coach', at: '2025-03-03' }),
        {
          status: 201,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '+1 Three essays early' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: '  Better week ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record score' }));
    await vi.waitFor(() => expect(openToasts().at(-1)?.title).toBe('Score recorded'));
    expect(openToasts().at(-1)?.description).toBe('+1 on "Finish essays early".');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/coach/client/c1/attainment');
    expect(fetchSpy.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ planId: 'p1', score: 1, note: 'Better week' }));
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Note (optional)').value).toBe('');
  });
});
