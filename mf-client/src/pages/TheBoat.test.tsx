import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type CurrentUser } from '@app/api/contract';
import { setCurrentUser } from '@app/kit/api';
import { BOAT_PARTS } from '../boat/content';
import TheBoat from './TheBoat';

const student: CurrentUser = {
  id: 'u1',
  email: 'sam@example.test',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'client',
  isCoach: false,
  isClient: true,
  clientProfile: { id: 'p1', studentFirstName: 'Sam', studentLastName: 'Lee' },
};

function renderBoat(user: CurrentUser | null) {
  setCurrentUser(user);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/the-boat']}>
        <TheBoat />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('The Boat', () => {
  it("shows 'Access Required' with a Log In button to a visitor who is not signed in", () => {
    renderBoat(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(API_PATHS.signIn);
    expect(screen.queryByRole('heading', { name: 'The Hull' })).toBeNull();
  });

  it('shows every part, and each element toggles its panel with a reflection question and four questions', () => {
    const { container } = renderBoat(student);
    const titles = Array.from(container.querySelectorAll('main h2')).map((heading) => heading.textContent);
    expect(titles).toEqual(['The Hull', 'The Helm', 'The Sails', 'The Archipelago', 'The Horizon', 'The Winds and the Sea', 'The Big Picture', 'Connecting to Your Journey']);
    const elements = BOAT_PARTS.flatMap((part) => part.groups.flatMap((group) => group.elements));
    const buttons = Array.from(container.querySelectorAll<HTMLButtonElement>('main button[aria-expanded]'));
    expect(buttons).toHaveLength(elements.length);
    for (const [index, element] of elements.entries()) {
      const button = buttons[index]!;
      expect(button.textContent).toContain(element.name);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.hidden).toBe(true);
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(panel.hidden).toBe(false);
      expect(panel.textContent).toContain(element.description);
      expect(panel.textContent).toContain(element.reflection);
      expect(panel.querySelectorAll('li')).toHaveLength(4);
      fireEvent.click(button);
      expect(panel.hidden).toBe(true);
    }
    expect(elements).toHaveLength(27);
  });
});
