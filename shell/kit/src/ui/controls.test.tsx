import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';
import { DropdownMenu } from './dropdown-menu';
import { Progress } from './progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

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

describe('Tabs', () => {
  it('switches tabs with the arrow keys and shows only the selected panel', () => {
    render(
      <Tabs defaultValue="clients">
        <TabsList aria-label="Coach tools">
          <TabsTrigger value="clients">Client Management</TabsTrigger>
          <TabsTrigger value="access">Platform Access</TabsTrigger>
        </TabsList>
        <TabsContent value="clients">client list</TabsContent>
        <TabsContent value="access">approved emails</TabsContent>
      </Tabs>,
    );
    const [clients, access] = screen.getAllByRole('tab');
    expect(clients!.getAttribute('aria-selected')).toBe('true');
    expect(access!.tabIndex).toBe(-1);
    clients!.focus();
    fireEvent.keyDown(clients!, { key: 'ArrowRight' });
    expect(access!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(access);
    expect(screen.getByRole('tabpanel').textContent).toBe('approved emails');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(access!.id);
  });
});

describe('Progress', () => {
  it('defaults its maximum to 100 and clamps the value', () => {
    render(<Progress label="Activity progress" value={140} />);
    const bar = screen.getByRole('progressbar', { name: 'Activity progress' });
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete request"
        description="Are you sure you want to delete the consultation request for Ana Ruiz?"
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
      />
    );
  }

  it('asks, then confirms or cancels', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    expect(screen.getByText('Are you sure you want to delete the consultation request for Ana Ruiz?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Delete request')).toBeNull();
  });
});
