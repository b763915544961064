import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_SWIPE_THRESHOLD, useToastStore } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe('toast constants', () => {
  it('show one toast at a time, for five seconds, dismissed by a 50 px swipe', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });
});

describe('toast store', () => {
  it('keeps one toast at a time, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Second']);
  });

  it('removes a dismissed toast only after the removal delay', () => {
    const { dismiss } = toast({ title: 'Plan Saved!' });
    dismiss();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});

describe('Toaster', () => {
  it('shows title and description in a region named for its F8 shortcut', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Request Deleted', description: 'The consultation request has been removed.' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.textContent).toContain('Request Deleted');
    expect(region.textContent).toContain('The consultation request has been removed.');
  });

  it('hides a toast after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Email Added' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1));
    expect(screen.queryByText('Email Added')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Email Added')).toBeNull();
  });

  it('announces destructive toasts as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Delete Failed', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Delete Failed');
  });

  it('keeps the live-region roles on containers, so the list holds only list items', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Plan Saved!' });
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Plan Saved!');
    for (const list of document.querySelectorAll('ol')) {
      for (const child of list.children) {
        expect(child.tagName).toBe('LI');
        expect(child.getAttribute('role')).toBeNull();
      }
    }
    // Both live regions exist before any toast, so the first one is announced too.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('moves focus to the notification region on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('dismisses on a swipe right past 50 px, not before', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged Out' });
    });
    const item = screen.getByText('Logged Out').closest('li')!;
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 100 + TOAST_SWIPE_THRESHOLD });
    fireEvent.pointerUp(item, { clientX: 100 + TOAST_SWIPE_THRESHOLD });
    expect(screen.queryByText('Logged Out')).not.toBeNull();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 100 + TOAST_SWIPE_THRESHOLD + 1 });
    expect(screen.queryByText('Logged Out')).toBeNull();
  });

  it('closes from its close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Notes Updated' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Notes Updated')).toBeNull();
  });
});
