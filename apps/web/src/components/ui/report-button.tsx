import { requestReport, type ReportRequest } from '@/lib/report-request';
import { Button } from './button';

/** « Signaler » beside a profile, a trip, a message or a review: opens the one report dialog. */
export function ReportButton({ className, ...request }: ReportRequest & { className?: string }) {
  return (
    <Button
      variant="ghost"
      size="small"
      className={className}
      onClick={() => requestReport(request)}
    >
      Signaler<span className="visually-hidden"> {request.label}</span>
    </Button>
  );
}
