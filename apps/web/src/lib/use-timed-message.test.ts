import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTimedMessage } from './use-timed-message';

afterEach(() => vi.useRealTimers());

describe('useTimedMessage (docs/product/README.md: payment error shown 10 s)', () => {
  it('shows the message for the given time, a new one restarting the count', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTimedMessage(10_000));
    act(() => result.current.show('premier'));
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current.message).toBe('premier');
    act(() => result.current.show('second'));
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current.message).toBe('second');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.message).toBeNull();
  });
});
