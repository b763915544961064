import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, openToasts, toast, Toaster, TOAST_DURATION, TOAST_LIMIT } from './toast';

/** Makes `(min-width: …)` queries match as on a screen `width` px wide. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Shows a toast and lets the toaster draw it (it takes new toasts on the next turn of the event loop). */
function show(options: Parameters<typeof toast>[0]) {
  act(() => {
    toast(options);
    vi.advanceTimersByTime(0);
  });
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const shown = () => Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => {
    dismissToasts();
    vi.runOnlyPendingTimers();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toast', () => {
  it('shows one toast at a time, the newest, for five seconds', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newest', variant: 'destructive' });
    expect(openToasts()).toEqual([{ title: 'Second', description: 'Newest', variant: 'destructive' }]);
  });
});

describe('Toaster', () => {
  it('keeps its region in the page before any toast, then shows title and description there', () => {
    render(<Toaster />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    show({ title: 'Request Deleted', description: 'The consultation request has been removed.' });
    expect(region().textContent).toContain('Request Deleted');
    expect(region().textContent).toContain('The consultation request has been removed.');
    expect(shown()).toHaveLength(1);
  });

  it('hides a toast after 5000 ms', () => {
    render(<Toaster />);
    show({ title: 'Email Added' });
    act(() => void vi.advanceTimersByTime(TOAST_DURATION - 100));
    expect(shown()[0]?.dataset.removed).toBe('false');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Email Added')).toBeNull();
  });

  it('marks a destructive toast as an error, in the destructive colours', () => {
    render(<Toaster />);
    show({ title: 'Delete Failed', variant: 'destructive' });
    const item = shown()[0]!;
    expect(item.dataset.type).toBe('error');
    expect(item.className).toContain('bg-destructive');
  });

  it('moves focus to the toasts on F8', () => {
    render(<Toaster />);
    show({ title: 'Plan Saved!' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region().contains(document.activeElement)).toBe(true);
  });

  it('closes from its close button, a 44 px target', () => {
    render(<Toaster />);
    show({ title: 'Notes Updated' });
    const close = screen.getByRole('button', { name: 'Close toast' });
    expect(close.className).toContain('h-11');
    expect(close.className).toContain('w-11');
    act(() => {
      fireEvent.click(close);
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Notes Updated')).toBeNull();
  });

  it('sits at the bottom left on wide screens, and on phones at the top, under the bar', () => {
    screenWidth(1280);
    const { unmount } = render(<Toaster />);
    show({ title: 'Login Successful' });
    const list = () => region().querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect([list().dataset.yPosition, list().dataset.xPosition]).toEqual(['bottom', 'left']);
    unmount();
    screenWidth(390);
    render(<Toaster />);
    // A toaster mounted later shows the toast still open.
    act(() => void vi.advanceTimersByTime(0));
    expect([list().dataset.yPosition, list().dataset.xPosition]).toEqual(['top', 'center']);
    expect(list().style.getPropertyValue('--mobile-offset-top')).toBe('4.5rem');
  });
});
