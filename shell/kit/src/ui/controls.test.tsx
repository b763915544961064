import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

describe('DropdownMenu', () => {
  function renderMenu(onReassess = vi.fn()) {
    render(
      <DropdownMenu
        trigger="Plan actions"
        items={[{ label: 'Reassess Plan', onSelect: onReassess }, { label: 'View Plan', href: '/view-plan/p1' }]}
      />,
    );
    return screen.getByRole('button', { name: 'Plan actions' });
  }

  it('opens from the keyboard with the first item focused, and arrows move between items', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'End' });
    expect(document.activeElement).toBe(items[1]);
    expect(items[1]!.getAttribute('href')).toBe('/view-plan/p1');
  });

  it('closes on Escape and gives focus back to its button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action item and closes', () => {
    const onReassess = vi.fn();
    const button = renderMenu(onReassess);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reassess Plan' }));
    expect(onReassess).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
