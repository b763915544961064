import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

describe('DropdownMenu', () => {
  function renderMenu(onReassess = vi.fn()) {
    render(
      <>
        <DropdownMenu
          trigger="Plan actions"
          items={[{ label: 'Reassess Plan', onSelect: onReassess }, { label: 'View Plan', href: '/view-plan/p1' }]}
        />
        <button type="button">Next control</button>
      </>,
    );
    return screen.getByRole('button', { name: 'Plan actions' });
  }

  /** Opens the menu from the keyboard, as a person on its focused button does. */
  function openWithKey(button: HTMLElement, key = 'Enter') {
    act(() => button.focus());
    fireEvent.keyDown(button, { key });
  }

  it('opens from the keyboard with the first item focused, and the arrows move between items, wrapping', async () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    openWithKey(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(button.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(items[0]));
    // The menu moves focus on the next turn of the event loop.
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(document.activeElement).toBe(items[1]));
    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0]!, { key: 'End' });
    await vi.waitFor(() => expect(document.activeElement).toBe(items[1]));
    expect(items[1]!.getAttribute('href')).toBe('/view-plan/p1');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const button = renderMenu();
    openWithKey(button, 'ArrowDown');
    const [first] = screen.getAllByRole('menuitem');
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes on Tab, with focus back on its button, rather than keeping focus inside', async () => {
    const button = renderMenu();
    openWithKey(button, ' ');
    const [first] = screen.getAllByRole('menuitem');
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first!, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('opens on a press of the pointer, runs an action item and closes', () => {
    const onReassess = vi.fn();
    const button = renderMenu(onReassess);
    fireEvent.pointerDown(button, { button: 0, pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reassess Plan' }));
    expect(onReassess).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
