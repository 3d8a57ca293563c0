import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PitcherGame } from './pitcher-game';
import { PITCH_THEMES } from './pitcher-themes';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const clock = () => screen.getByRole('timer', { name: 'Temps restant' }).textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('PitcherGame (docs/product/content-and-games.md)', () => {
  it('shows the theme drawn at load only when asked', () => {
    render(<PitcherGame />);
    expect(PITCH_THEMES.some((theme) => screen.queryByText(theme))).toBe(false);
    click('Générer un thème');
    expect(PITCH_THEMES.filter((theme) => screen.queryByText(theme))).toHaveLength(1);
  });

  it('counts down three minutes with pause and resume', () => {
    render(<PitcherGame />);
    expect(clock()).toBe('3:00');
    click('Démarrer');
    advance(30_000);
    expect(clock()).toBe('2:30');
    click('Pause');
    expect(screen.getByText('En pause')).toBeTruthy();
    advance(60_000);
    expect(clock()).toBe('2:30');
    click('Reprendre');
    expect(screen.getByText('C’est reparti')).toBeTruthy();
    advance(150_000);
    expect(clock()).toBe('0:00');
    expect(screen.getByText('Temps écoulé !')).toBeTruthy();
    click('Recommencer');
    expect(clock()).toBe('3:00');
    expect(screen.getByRole('button', { name: 'Démarrer' })).toBeTruthy();
  });
});
