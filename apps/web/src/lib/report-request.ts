import type { MessageChannel, ReportType } from '@bonneroute/shared/reports';

/**
 * « Signaler » is asked for from several features (a profile, a trip, a message, a review); the
 * reports feature mounts the one dialog in the shell. They talk through this window event, as
 * the contact dialog does (lib/contact-dialog.ts).
 */
export const REPORT_EVENT = 'bonneroute:report';

export interface ReportRequest {
  type: ReportType;
  cible_id: number;
  canal?: MessageChannel;
  /** « le message de Léo », « le profil de Camille »: the dialog's title says what is reported. */
  label: string;
}

// The dialog's chunk loads after the page; a click before it listens is kept for it.
let pending: ReportRequest | null = null;
let listening = false;

export function requestReport(request: ReportRequest): void {
  if (!listening) pending = request;
  window.dispatchEvent(new CustomEvent<ReportRequest>(REPORT_EVENT, { detail: request }));
}

/** The dialog calls this when it starts listening: the request made before, if any. */
export function listenForReports(): { pending: ReportRequest | null; stop: () => void } {
  listening = true;
  const before = pending;
  pending = null;
  return {
    pending: before,
    stop: () => {
      listening = false;
    },
  };
}
