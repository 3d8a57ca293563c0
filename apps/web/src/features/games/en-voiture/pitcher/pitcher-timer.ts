/**
 * docs/product/content-and-games.md "Pitcher game": a 3-minute timer, idle → running → paused → resumed (→ paused …).
 * Time is measured from timestamps, not by counting ticks, so a throttled background tab
 * cannot make it drift. When the time is up the timer is "termine" (docs/decisions.md).
 */
export const PITCH_DURATION_MS = 3 * 60 * 1000;

export type PitcherStatus = 'idle' | 'running' | 'paused' | 'resumed' | 'termine';

export interface PitcherTimer {
  status: PitcherStatus;
  /** Time left when the timer last started, resumed or paused. */
  remainingMs: number;
  /** When it last started or resumed (ms epoch); null when not counting. */
  since: number | null;
}

export type PitcherAction =
  { type: 'start' | 'pause' | 'resume' | 'tick'; now: number } | { type: 'reset' };

export const IDLE_TIMER: PitcherTimer = {
  status: 'idle',
  remainingMs: PITCH_DURATION_MS,
  since: null,
};

export const isCounting = (timer: PitcherTimer) =>
  timer.status === 'running' || timer.status === 'resumed';

export function remainingAt(timer: PitcherTimer, now: number): number {
  if (!isCounting(timer) || timer.since === null) return timer.remainingMs;
  return Math.max(0, timer.remainingMs - (now - timer.since));
}

export function pitcherReducer(timer: PitcherTimer, action: PitcherAction): PitcherTimer {
  switch (action.type) {
    case 'start':
      return timer.status === 'idle'
        ? { status: 'running', remainingMs: PITCH_DURATION_MS, since: action.now }
        : timer;
    case 'pause':
      return isCounting(timer)
        ? { status: 'paused', remainingMs: remainingAt(timer, action.now), since: null }
        : timer;
    case 'resume':
      return timer.status === 'paused' ? { ...timer, status: 'resumed', since: action.now } : timer;
    case 'tick':
      return isCounting(timer) && remainingAt(timer, action.now) === 0
        ? { status: 'termine', remainingMs: 0, since: null }
        : timer;
    case 'reset':
      return IDLE_TIMER;
  }
}

/** 180000 → "3:00" */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
