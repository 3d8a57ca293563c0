import { describe, expect, it } from 'vitest';
import { NAVIGATION_EXTENSION_MS, SESSION_DURATION_MS, sessionStore } from './session-store';

describe('sessionStore (docs/product/accounts.md: 1 hour, +60 000 ms per navigation)', () => {
  it('stores a session of one hour', () => {
    const now = Date.now();
    sessionStore.save('abc', now + SESSION_DURATION_MS);
    expect(sessionStore.validToken(now)).toBe('abc');
    expect(sessionStore.validToken(now + SESSION_DURATION_MS + 1)).toBeNull();
    expect(sessionStore.isExpired(now + SESSION_DURATION_MS + 1)).toBe(true);
  });

  it('extends a valid session by 60 s per navigation, not an expired one', () => {
    const now = Date.now();
    sessionStore.save('abc', now + 1000);
    sessionStore.extend(now);
    expect(sessionStore.get()?.expiresAt).toBe(now + 1000 + NAVIGATION_EXTENSION_MS);
    sessionStore.save('abc', now - 1);
    sessionStore.extend(now);
    expect(sessionStore.get()?.expiresAt).toBe(now - 1);
  });

  it('clears the token', () => {
    sessionStore.save('abc');
    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
  });
});

describe('navigations waiting to be reported to the server', () => {
  it('counts each extension until the server settles them; a new login starts at zero', () => {
    sessionStore.save('abc');
    sessionStore.extend();
    sessionStore.extend();
    expect(sessionStore.pendingNavigations()).toBe(2);
    sessionStore.settleNavigations(1);
    expect(sessionStore.pendingNavigations()).toBe(1);
    sessionStore.save('def');
    expect(sessionStore.pendingNavigations()).toBe(0);
  });
});
