import { useEffect, useRef, useState } from 'react';
import { listenForReports, REPORT_EVENT, type ReportRequest } from '@/lib/report-request';
import { ReportDialog } from './report-dialog';

/** Listens for « Signaler » anywhere in the shell and opens the dialog for it. */
export default function ReportOverlayContent() {
  const [request, setRequest] = useState<ReportRequest | null>(null);
  // The « Signaler » button that opened the dialog gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const open = (next: ReportRequest) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequest(next);
    };
    const { pending, stop } = listenForReports();
    if (pending) open(pending);
    const onRequest = (event: Event) => open((event as CustomEvent<ReportRequest>).detail);
    window.addEventListener(REPORT_EVENT, onRequest);
    return () => {
      window.removeEventListener(REPORT_EVENT, onRequest);
      stop();
    };
  }, []);
  return (
    <ReportDialog
      request={request}
      onClose={() => {
        setRequest(null);
        const element = opener.current;
        opener.current = null;
        if (element?.isConnected) requestAnimationFrame(() => element.focus());
      }}
    />
  );
}
