/**
 * When « Installer l'application » may be offered (docs/decisions/031-installable-app.md): after
 * the member's first booking or publication, on a later visit (never the visit it happened in,
 * never a first visit), on a phone, not inside the installed app, and not for 30 days after
 * « Plus tard ». Kept in this browser's storage: nothing to ask the server.
 */
const ELIGIBLE_KEY = 'bonneroute.installation.eligible';
const DISMISSED_KEY = 'bonneroute.installation.plus-tard';
const VISIT_KEY = 'bonneroute.visite';
export const DISMISS_DAYS = 30;

function currentVisit(): string {
  let visit = sessionStorage.getItem(VISIT_KEY);
  if (!visit) {
    visit = Math.random().toString(36).slice(2);
    sessionStorage.setItem(VISIT_KEY, visit);
  }
  return visit;
}

/** A booking or a publication went through: the next visit may offer the app. */
export function markInstallEligible(): void {
  try {
    if (!localStorage.getItem(ELIGIBLE_KEY)) localStorage.setItem(ELIGIBLE_KEY, currentVisit());
  } catch {
    // Storage refused (private mode): the offer simply never shows.
  }
}

export function dismissInstall(now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(now));
  } catch {
    // Nothing to remember it in: the offer goes away for this page only.
  }
}

export function isPhone(): boolean {
  return window.matchMedia('(pointer: coarse)').matches && window.innerWidth < 900;
}

function installedAlready(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

export function installMayBeOffered(now = Date.now()): boolean {
  try {
    const eligibleVisit = localStorage.getItem(ELIGIBLE_KEY);
    if (!eligibleVisit || eligibleVisit === currentVisit()) return false;
    const dismissedAt = Number(localStorage.getItem(DISMISSED_KEY));
    if (dismissedAt && now - dismissedAt < DISMISS_DAYS * 24 * 3600 * 1000) return false;
    return isPhone() && !installedAlready();
  } catch {
    return false;
  }
}
