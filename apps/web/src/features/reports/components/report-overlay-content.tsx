import { useEffect, useState } from 'react';
import { listenForReports, REPORT_EVENT, type ReportRequest } from '@/lib/report-request';
import { ReportDialog } from './report-dialog';

/** Listens for « Signaler » anywhere in the shell and opens the dialog for it. */
export default function ReportOverlayContent() {
  const [request, setRequest] = useState<ReportRequest | null>(null);
  useEffect(() => {
    const { pending, stop } = listenForReports();
    if (pending) setRequest(pending);
    const onRequest = (event: Event) => setRequest((event as CustomEvent<ReportRequest>).detail);
    window.addEventListener(REPORT_EVENT, onRequest);
    return () => {
      window.removeEventListener(REPORT_EVENT, onRequest);
      stop();
    };
  }, []);
  return (
    <ReportDialog
      key={request ? `${request.type}-${request.cible_id}` : 'none'}
      request={request}
      onClose={() => setRequest(null)}
    />
  );
}
