import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_BANNER_MS } from '@app/api/contract';
import { useSuccessBanner } from './use-success-banner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSuccessBanner', () => {
  it('shows the banner for 8 seconds', () => {
    expect(SUCCESS_BANNER_MS).toBe(8000);
    const { result } = renderHook(() => useSuccessBanner());
    expect(result.current.visible).toBe(false);
    act(() => result.current.show());
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });

  it('starts the 8 seconds again when shown while visible', () => {
    const { result } = renderHook(() => useSuccessBanner());
    act(() => result.current.show());
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.show());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.visible).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.visible).toBe(false);
  });
});
