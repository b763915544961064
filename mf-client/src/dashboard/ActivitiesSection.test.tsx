import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityCompletion } from '@app/api/contract';
import { queryKeys } from '../data/queries';
import { ActivitiesSection } from './ActivitiesSection';
import { activityAction, progressSummary } from './activity-progress';

const activity = (id: string, category: Activity['category'], difficulty: Activity['difficulty'] = 'beginner'): Activity => ({
  id,
  title: `Activity ${id}`,
  description: 'What it trains',
  category,
  difficulty,
  instructions: 'How to do it',
  createdAt: '2030-01-01T00:00:00.000Z',
});

const record = (activityId: string, completed: boolean): ActivityCompletion => ({
  id: `r-${activityId}`,
  clientId: 'c1',
  activityId,
  completed,
  rating: completed ? 'medium' : null,
  notes: completed ? '' : null,
  completedAt: completed ? '2030-03-04T10:00:00.000Z' : null,
  createdAt: '2030-03-01T10:00:00.000Z',
});

function renderWith(activities: Activity[], progress: ActivityCompletion[]) {
  // The app's hooks read through the client's default loader: here it rejects, naming the key, so a read not
  // seeded below leaves the section in its failed state and the assertions catch it.
  const queryFn = ({ queryKey }: { queryKey: readonly unknown[] }) =>
    Promise.reject(new Error(`not seeded: ${queryKey.join('/')}`));
  const client = new QueryClient({ defaultOptions: { queries: { queryFn, staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.activities, activities);
  client.setQueryData(queryKeys.progress, progress);
  client.setQueryData(queryKeys.plans, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<ActivitiesSection />, { wrapper });
}

describe('activity progress', () => {
  it('offers Start, then Mark Complete, then shows Completed!', () => {
    expect(activityAction('a', [])).toEqual({ kind: 'start' });
    expect(activityAction('a', [record('a', false)])).toEqual({ kind: 'complete', recordId: 'r-a' });
    expect(activityAction('a', [record('a', false), { ...record('a', true), id: 'r2' }])).toEqual({
      kind: 'done',
      completedAt: '2030-03-04T10:00:00.000Z',
    });
  });

  it('counts completed activities of the library and rounds the percent', () => {
    const library = [activity('a', 'planning'), activity('b', 'planning'), activity('c', 'attention')];
    expect(progressSummary(library, [record('a', true), record('b', false), record('gone', true)])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
    expect(progressSummary([], [])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe('ActivitiesSection', () => {
  it('shows completed of total with a percent bar, heads the library with the week, and unfolds the library whole', () => {
    const library = ['a', 'b', 'c', 'd', 'e'].map((id) => activity(id, 'planning'));
    const now = new Date().toISOString();
    const { container } = renderWith(library, [{ ...record('a', true), completedAt: now }, record('b', false)]);
    // Activity Progress: completed of total, and the percent bar.
    const card = screen.getByRole('heading', { level: 2, name: 'Activity Progress' }).parentElement!;
    expect(card.querySelector('[data-progress="completed"]')?.textContent).toBe('1 of 5 activities completed');
    expect(within(card).getByRole('progressbar', { name: 'Activity progress' }).getAttribute('aria-valuenow')).toBe('20');
    expect(card.textContent).toContain('20%');
    // The week's count heads Skill Activities.
    const section = screen.getByRole('region', { name: 'Skill Activities' });
    expect(card.querySelector('[data-progress="this-week"]')).toBeNull();
    expect(section.querySelector('[data-progress="this-week"]')?.textContent).toBe('1 activity done this week · 1 in progress');
    expect(container.querySelectorAll('li[id^="activity-"]').length).toBe(3);
    // The one in progress is suggested first.
    expect(container.querySelector('li[id^="activity-"]')?.id).toBe('activity-b');
    expect(screen.queryByRole('group', { name: 'Filter activities by category' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Browse all 5 activities' }));
    expect(screen.getByRole('group', { name: 'Filter activities by category' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).filter((node) => node.textContent?.startsWith('Activity ')).length).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show suggestions only' }));
    expect(screen.queryByRole('group', { name: 'Filter activities by category' })).toBeNull();
  });

  it('says no activities are available yet when the library is empty', () => {
    renderWith([], []);
    expect(screen.getByRole('heading', { name: 'No activities found' })).toBeTruthy();
    expect(screen.getByText('No activities available yet.')).toBeTruthy();
  });

  it('says a category is empty when its filter shows nothing', () => {
    const { container } = renderWith([activity('a', 'planning', 'advanced')], [record('a', true)]);
    expect(container.textContent).toContain('1 of 1 activities completed');
    expect(container.textContent).toContain('100%');
    // Folded: nothing left to suggest; the whole library is a button away.
    expect(screen.getByText('You have completed every activity. Well done!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse all 1 activities' }));
    expect(screen.getByText('Completed!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Working Memory' }));
    expect(screen.getByRole('button', { name: 'Working Memory' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'No activities found' })).toBeTruthy();
    expect(screen.getByText('No activities in this category.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All Activities' }));
    expect(screen.getByText('Activity a')).toBeTruthy();
    expect(screen.getByText('advanced').className).toContain('bg-red-100');
  });

  it('folds the steps of an activity not in progress, and unfolds them while it is', () => {
    const started = { ...activity('b', 'planning'), instructions: '1. Pick a task\n2. Set a timer' };
    renderWith([activity('a', 'planning'), started], [record('b', false)]);
    // Suggested first: the activity in progress.
    const [open, folded] = screen.getAllByRole('button', { name: /^Instructions/ });
    expect(folded!.getAttribute('aria-expanded')).toBe('false');
    expect(open!.getAttribute('aria-expanded')).toBe('true');
    expect(open!.textContent).toContain('(2 steps)');
    const steps = document.getElementById(open!.getAttribute('aria-controls')!)!;
    expect(Array.from(steps.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Pick a task', 'Set a timer']);
    fireEvent.click(folded!);
    expect(folded!.getAttribute('aria-expanded')).toBe('true');
  });
});
