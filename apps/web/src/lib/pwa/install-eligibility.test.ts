import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISMISS_DAYS,
  dismissInstall,
  installMayBeOffered,
  markInstallEligible,
} from './install-eligibility';

function phone(coarse: boolean, standalone = false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('standalone') ? standalone : coarse,
  }));
  vi.stubGlobal('innerWidth', coarse ? 390 : 1280);
}

beforeEach(() => phone(true));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('when « Installer l’application » may show', () => {
  it('never before a first booking or publication', () => {
    expect(installMayBeOffered()).toBe(false);
  });

  it('not during the visit of the first booking, but on a later visit on a phone', () => {
    markInstallEligible();
    expect(installMayBeOffered()).toBe(false);
    sessionStorage.clear(); // the browser was closed: a new visit
    expect(installMayBeOffered()).toBe(true);
    phone(false);
    expect(installMayBeOffered()).toBe(false);
    phone(true, true);
    expect(installMayBeOffered()).toBe(false);
  });

  it('not for 30 days after « Plus tard »', () => {
    markInstallEligible();
    sessionStorage.clear();
    const now = Date.now();
    dismissInstall(now);
    expect(installMayBeOffered(now + (DISMISS_DAYS - 1) * 86_400_000)).toBe(false);
    expect(installMayBeOffered(now + (DISMISS_DAYS + 1) * 86_400_000)).toBe(true);
  });
});
