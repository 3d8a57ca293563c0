import { describe, expect, it } from 'vitest';
import {
  formatClock,
  IDLE_TIMER,
  PITCH_DURATION_MS,
  pitcherReducer,
  remainingAt,
  type PitcherAction,
} from './pitcher-timer';

const run = (...actions: PitcherAction[]) => actions.reduce(pitcherReducer, IDLE_TIMER);

describe('pitcher timer (docs/product/content-and-games.md)', () => {
  it('starts idle at 3 minutes', () => {
    expect(IDLE_TIMER.status).toBe('idle');
    expect(formatClock(remainingAt(IDLE_TIMER, 0))).toBe('3:00');
  });

  it('runs, pauses, resumes and keeps the time spent', () => {
    const running = run({ type: 'start', now: 1000 });
    expect(running.status).toBe('running');
    expect(remainingAt(running, 31_000)).toBe(PITCH_DURATION_MS - 30_000);
    const paused = pitcherReducer(running, { type: 'pause', now: 31_000 });
    expect(paused.status).toBe('paused');
    // The clock does not move while paused.
    expect(remainingAt(paused, 500_000)).toBe(150_000);
    const resumed = pitcherReducer(paused, { type: 'resume', now: 500_000 });
    expect(resumed.status).toBe('resumed');
    expect(formatClock(remainingAt(resumed, 510_000))).toBe('2:20');
    expect(pitcherReducer(resumed, { type: 'pause', now: 510_000 }).status).toBe('paused');
  });

  it('ignores actions that do not apply to the current state', () => {
    expect(run({ type: 'pause', now: 5 })).toBe(IDLE_TIMER);
    expect(run({ type: 'resume', now: 5 })).toBe(IDLE_TIMER);
    const running = run({ type: 'start', now: 0 });
    expect(pitcherReducer(running, { type: 'start', now: 10 })).toBe(running);
  });

  it('ends after three minutes, and resets to idle', () => {
    const running = run({ type: 'start', now: 0 });
    expect(pitcherReducer(running, { type: 'tick', now: 179_000 }).status).toBe('running');
    const done = pitcherReducer(running, { type: 'tick', now: PITCH_DURATION_MS + 5 });
    expect(done).toMatchObject({ status: 'termine', remainingMs: 0 });
    expect(pitcherReducer(done, { type: 'reset' })).toEqual(IDLE_TIMER);
  });
});
