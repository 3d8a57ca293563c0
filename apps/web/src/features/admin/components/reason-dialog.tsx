import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bodyResolver } from '@/lib/forms/body-resolver';
import { textRules } from '@/lib/forms/schema-rules';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, shown above the reason. */
  children?: ReactNode;
  /** The server's body schema: it decides whether the reason is given, and its limit. */
  schema: z.ZodObject<{ motif: z.ZodType<string | undefined> }>;
  /** The body's other fields, fixed by the action (a refusal's `decision`). */
  body?: Record<string, string>;
  label?: string;
  inputId: string;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (motif: string) => void;
}

/**
 * An admin action that needs a reason (suspend a user, deactivate a trip, refuse a document),
 * validated with the action's body schema as the server does.
 */
export function ReasonDialog({
  open,
  title,
  children,
  schema,
  body,
  label = 'Motif (écrit dans le journal)',
  inputId,
  confirmLabel,
  pending,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const resolver = useMemo(
    () => bodyResolver(schema, (values: { motif: string }) => ({ ...body, ...values })),
    [schema, body],
  );
  const form = useForm({
    defaultValues: { motif: '' },
    mode: 'onChange',
    resolver,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ motif: '' });
  }, [open, reset]);
  // The schema's output: the reason trimmed, as the server records it (an optional reason left
  // empty is the empty string the field holds).
  const confirm = form.handleSubmit(({ motif }) => onConfirm(motif ?? ''));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <Button
          variant="danger"
          disabled={!form.formState.isValid || pending}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      }
    >
      {children}
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        {...textRules(schema.shape.motif)}
        rows={3}
        style={{ width: '100%' }}
        {...form.register('motif')}
      />
    </Dialog>
  );
}
