import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PushCard } from './push-card';

describe('PushCard', () => {
  const props = {
    title: 'Push on this device',
    description: 'A notification on this phone.',
    label: 'Notify me on this device',
    checked: false,
    disabled: false,
    state: 'off',
    status: 'Push is off for this device.',
  };

  it('describes the switch with where the device stands, and says why a change failed', () => {
    const onToggle = vi.fn();
    render(<PushCard {...props} push={{ busy: false, error: 'Could not turn on push.' }} onToggle={onToggle} />);
    const toggle = screen.getByRole('checkbox', { name: 'Notify me on this device' });
    expect(toggle.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(screen.getByRole('status').textContent).toBe('Push is off for this device.');
    expect(screen.getByRole('status').getAttribute('data-push-state')).toBe('off');
    expect(screen.getByRole('alert').textContent).toBe('Could not turn on push.');
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('says a change is under way, with what the card shows above the switch', () => {
    render(
      <PushCard {...props} push={{ busy: true, error: null }} onToggle={() => undefined} statusAction=" Sign in first.">
        <p>Permission: granted</p>
      </PushCard>,
    );
    expect(screen.getByText('Permission: granted')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Updating... Sign in first.');
    expect(screen.getByRole('status').getAttribute('data-push-state')).toBe('busy');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
