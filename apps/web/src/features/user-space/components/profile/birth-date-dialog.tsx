import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatBirthDateTyping } from '@bonneroute/shared/auth';
import { todayInParis } from '@bonneroute/shared/dates';
import {
  birthDateFormSchema,
  readProfileBirthDate,
  userSpaceTexts,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useSaveBirthDate } from '../../api/save-profile';

/** JJ/MM/YYYY → YYYY-MM-DD, or the documented message (Birth date dialog), as of today in Paris. */
export function readBirthDate(text: string): { iso: string } | { error: string } {
  return readProfileBirthDate(text, todayInParis());
}

/** docs/product/user-space.md: the birth-date dialog, typed JJ/MM/YYYY, 16 to 90 years. */
export function BirthDateDialog({
  userId,
  open,
  onClose,
  onSaved,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<{ date_naissance: string }>({
    defaultValues: { date_naissance: '' },
    // The schema reads the typed date into the ISO one the server checks with the same rule.
    resolver: zodResolver(birthDateFormSchema),
  });
  const field = form.register('date_naissance');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBirthDate(userId);

  const submit = form.handleSubmit(
    ({ date_naissance }) => {
      setError(null);
      save.mutate(date_naissance, {
        onSuccess: () => {
          form.reset();
          onSaved();
        },
        onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
      });
    },
    (errors) => setError(errors.date_naissance?.message ?? userSpaceTexts.birthDateFormat),
  );

  return (
    <Dialog open={open} onClose={onClose} title="Votre date de naissance">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>Votre date de naissance est requise pour voyager avec BonneRoute.</p>
        <TextField
          label="Date de naissance (JJ/MM/AAAA)"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="JJ/MM/AAAA"
          {...field}
          onChange={(event) => {
            event.target.value = formatBirthDateTyping(event.target.value);
            return field.onChange(event);
          }}
          error={error}
          autoFocus
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" disabled={save.isPending}>
          Enregistrer
        </Button>
      </form>
    </Dialog>
  );
}
