import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { textRules } from '@/lib/forms/schema-rules';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does, shown above the reason. */
  children?: ReactNode;
  /** The server's body schema: it decides whether the reason is given, and its limit. */
  schema: z.ZodObject<{ motif: z.ZodType }>;
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
  const resolver = useMemo((): Resolver<{ motif: string }> => {
    const read = zodResolver(schema);
    return (values, context, options) =>
      read({ ...body, ...values }, context, options as never) as never;
  }, [schema, body]);
  const form = useForm<{ motif: string }>({
    defaultValues: { motif: '' },
    mode: 'onChange',
    resolver,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ motif: '' });
  }, [open, reset]);
  // The schema's output: the reason trimmed, as the server records it.
  const confirm = form.handleSubmit(({ motif }) => onConfirm(motif));

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
