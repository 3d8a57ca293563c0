import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';

/** docs/product/trips-and-search.md cancel confirmation (trip or booking). */
export function CancelDialog({
  open,
  onClose,
  onConfirm,
  text,
  pending,
  error,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  text: string;
  pending: boolean;
  error: string | null;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Confirmer l’annulation"
      actions={
        <>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            Oui, annuler
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Non
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Dialog>
  );
}
