import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/api/contract';
import { setCurrentUser } from '../api/current-user';
import { AppFrame } from './app-frame';

const student: CurrentUser = {
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  profileImageUrl: null,
  role: 'client',
  isCoach: false,
  isClient: true,
  clientProfile: { id: 'p1', studentFirstName: 'Sam', studentLastName: 'Lee' },
};

const NAV = [
  { to: '/my-reflections', label: 'My Reflections' },
  { to: '/orientation', label: 'Orientation' },
];

/** Makes `(min-width: …)` queries match as on a screen `width` px wide. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderFrame(menu: { label: string; to: string }[] = []) {
  render(
    <MemoryRouter>
      <AppFrame nav={NAV} navLabel="Student" menu={menu}>
        <main id="main" />
      </AppFrame>
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

/** Opens the person's menu and reads its entries. */
function menuEntries(banner: HTMLElement): string[] {
  fireEvent.pointerDown(within(banner).getByRole('button', { name: /^Menu for / }), {
    button: 0,
    pointerType: 'mouse',
  });
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  setCurrentUser(student);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppFrame', () => {
  it('on a wide screen, follows the navigation with a Logout button; the menu holds the other entries', () => {
    screenWidth(1280);
    const banner = renderFrame([{ label: 'Reminders', to: '/reminders' }]);
    const nav = within(banner).getByRole('navigation', { name: 'Student' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Reflections', 'Orientation']);
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(menuEntries(banner)).toEqual(['Reminders']);
  });

  it('on a wide screen with no other entries, shows Logout and no menu', () => {
    screenWidth(1280);
    const banner = renderFrame();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: /^Menu for / })).toBeNull();
  });

  it("on a phone, keeps everything in the person's menu, ending in Logout", () => {
    screenWidth(390);
    const banner = renderFrame([{ label: 'Reminders', to: '/reminders' }]);
    expect(within(banner).queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(menuEntries(banner)).toEqual(['My Reflections', 'Orientation', 'Reminders', 'Logout']);
  });
});
