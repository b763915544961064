import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Activity } from '@app/api/contract';
import { ActivityCard } from '../dashboard/ActivityCard';
import { logsAsCheckIn } from './check-in-link';

const activity = (category: Activity['category']): Activity => ({
  id: `a-${category}`,
  title: `An activity of ${category}`,
  description: 'What it trains',
  category,
  difficulty: 'beginner',
  instructions: '1. Guess how long it takes\n2. Time it',
  createdAt: '2030-01-01T00:00:00.000Z',
});

describe('the link from an activity to the check-in', () => {
  it('is offered by the time-management activities, by their category', () => {
    expect(logsAsCheckIn(activity('time_management'))).toBe(true);
    for (const category of ['planning', 'organization', 'attention', 'working_memory'] as const) {
      expect(logsAsCheckIn(activity(category)), category).toBe(false);
    }
  });

  it('leads to the dashboard’s check-in card', () => {
    const card = (category: Activity['category']) => (
      <ActivityCard activity={activity(category)} action={{ kind: 'start' }} busy={false} onStart={() => {}} onComplete={() => {}} />
    );
    const { rerender } = render(card('time_management'));
    expect(screen.getByRole('link', { name: 'Log it as a check-in' }).getAttribute('href')).toBe('#check-in');
    rerender(card('planning'));
    expect(screen.queryByRole('link', { name: 'Log it as a check-in' })).toBeNull();
  });
});
