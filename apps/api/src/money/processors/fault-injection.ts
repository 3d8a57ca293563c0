import type { Env } from '../../config/env';

/**
 * Test-only crash points (money/fault-injection.test.ts). Money code calls
 * `faultPoint('apres-processeur:CAPTURE')` at named steps; nothing happens unless the process was
 * started with TEST_FAULT_KILL_AT (refused in production), e.g. `apres-processeur:CAPTURE@3`:
 * the 3rd time that step is reached the process kills itself with SIGKILL, exactly as a crash
 * between the processor's answer and our database write would.
 */
let targets: Map<string, number> | null = null;
const reached = new Map<string, number>();

export function configureFaultInjection(env: Env): void {
  if (!env.TEST_FAULT_KILL_AT) return;
  if (env.NODE_ENV === 'production')
    throw new Error('TEST_FAULT_KILL_AT est réservé aux tests (NODE_ENV=production)');
  targets = new Map(
    env.TEST_FAULT_KILL_AT.split(',').map((entry) => {
      const [name, count] = entry.trim().split('@');
      return [name!, Math.max(1, Number(count ?? 1) || 1)] as const;
    }),
  );
}

export function faultPoint(name: string): void {
  if (!targets) return;
  const target = targets.get(name);
  if (target === undefined) return;
  const count = (reached.get(name) ?? 0) + 1;
  reached.set(name, count);
  if (count === target) process.kill(process.pid, 'SIGKILL');
}
