import { useState } from 'react';
import { refundArrivesBy, refundTexts } from '@bonneroute/shared/booking';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';
import { useRefundQuote, type RefundQuote } from '../api/get-refund-quote';
import styles from './booking-cancel-dialog.module.css';

/** What came back once cancelled: the amount and the day it is on the card by. */
interface Done {
  refund: number;
  arrivesBy: string;
}

/** The sentences that say a cancellation's outcome (the dialog, and My trips' notice). */
export function cancelledText(done: Done): string {
  const said = refundTexts.done(done.refund);
  return done.refund > 0 ? `${said} ${refundTexts.arrivesBy(done.arrivesBy)}` : said;
}

function QuoteLines({ quote }: { quote: RefundQuote }) {
  return (
    <div data-testid="remboursement-prevu">
      <p className={styles.amount}>{refundTexts.willRefund(quote.rembourse, quote.paye)}</p>
      <p>{quote.texte_regle}</p>
      {quote.retenu > 0 && quote.rembourse > 0 ? (
        <p className={styles.muted}>{refundTexts.kept(quote.retenu)}</p>
      ) : null}
    </div>
  );
}

/** A quote refused by a rule (already cancelled, trip left) says so; anything else is generic. */
function quoteError(error: Error): string {
  return error instanceof ApiError && error.status === 409 ? error.detail : refundTexts.quoteFailed;
}

/**
 * docs/product/booking-and-money.md « Cancellation and refunds »: the passenger sees the exact
 * refund and the rule that gives it (the server's quote) before confirming, then what was refunded
 * and the day it has reached the card. A failed quote leaves the dialog usable.
 */
export function BookingCancelDialog({
  open,
  onClose,
  tripId,
  bookingId,
  onCancelled,
}: {
  open: boolean;
  onClose: () => void;
  tripId: number;
  bookingId: number;
  /** Called once cancelled, with the outcome in words (the page may show it too). */
  onCancelled?: (message: string) => void;
}) {
  const [done, setDone] = useState<Done | null>(null);
  const quote = useRefundQuote(bookingId, open && done === null);
  const cancel = useCancelBooking();
  const close = () => {
    setDone(null);
    cancel.reset();
    onClose();
  };
  const confirm = () =>
    // mutateAsync, not mutate's callbacks: a list refetched meanwhile may drop the card that
    // opened this dialog, and TanStack Query skips a call's callbacks once its component is gone.
    cancel.mutateAsync({ tripId, bookingId }).then(
      (answer) => {
        const outcome = { refund: answer.rembourse, arrivesBy: refundArrivesBy(new Date()) };
        setDone(outcome);
        onCancelled?.(cancelledText(outcome));
      },
      () => undefined, // shown in the dialog through cancel.error
    );

  if (done)
    return (
      <Dialog
        open={open}
        onClose={close}
        title={refundTexts.doneTitle}
        actions={<Button onClick={close}>Fermer</Button>}
      >
        <p role="status" data-testid="remboursement-effectue">
          {cancelledText(done)}
        </p>
      </Dialog>
    );
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Confirmer l’annulation"
      actions={
        <>
          <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
            Oui, annuler
          </Button>
          <Button variant="secondary" onClick={close}>
            Non
          </Button>
        </>
      }
    >
      {quote.isPending ? <Spinner label={refundTexts.quoteLoading} /> : null}
      {quote.isError ? <Notice tone="warning">{quoteError(quote.error)}</Notice> : null}
      {quote.isSuccess ? <QuoteLines quote={quote.data} /> : null}
      <p>{refundTexts.confirmQuestion}</p>
      {cancel.isError ? <Notice tone="error">{cancel.error.message}</Notice> : null}
    </Dialog>
  );
}
