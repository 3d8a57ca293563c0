import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { maxLengthOf } from '@/lib/forms/schema-rules';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, shown above the reason. */
  children: ReactNode;
  /** The server's body schema: its `motif` gives the field's limit. */
  schema: z.ZodObject<{ motif: z.ZodType }>;
  inputId: string;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (motif: string) => void;
}

/** An admin action that needs a reason written in the journal (suspend a user, deactivate a trip). */
export function ReasonDialog({
  open,
  title,
  children,
  schema,
  inputId,
  confirmLabel,
  pending,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const [motif, setMotif] = useState('');
  useEffect(() => {
    if (open) setMotif('');
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <Button
          variant="danger"
          disabled={motif.trim().length === 0 || pending}
          onClick={() => onConfirm(motif.trim())}
        >
          {confirmLabel}
        </Button>
      }
    >
      {children}
      <label htmlFor={inputId}>Motif (écrit dans le journal)</label>
      <textarea
        id={inputId}
        value={motif}
        maxLength={maxLengthOf(schema.shape.motif)}
        rows={3}
        style={{ width: '100%' }}
        onChange={(event) => setMotif(event.target.value)}
      />
    </Dialog>
  );
}
