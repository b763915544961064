import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';
import { Progress } from './progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('switches tabs with the arrow keys and shows only the selected panel', async () => {
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
    // Focus moves on the next turn of the event loop, and selects the tab it reaches.
    await vi.waitFor(() => expect(access!.getAttribute('aria-selected')).toBe('true'));
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
