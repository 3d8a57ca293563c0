import { useState, type FormEvent } from 'react';
import { formatBirthDateTyping } from '@bonneroute/shared/auth';
import { todayInParis } from '@bonneroute/shared/dates';
import { readProfileBirthDate, userSpaceTexts } from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useSaveBirthDate } from '../../api/save-profile';

/** JJ/MM/YYYY → YYYY-MM-DD, or the spec's message (§5 Birth date dialog, §8), as of today in Paris. */
export function readBirthDate(text: string): { iso: string } | { error: string } {
  return readProfileBirthDate(text, todayInParis());
}

/** spec §5: the birth-date dialog, typed JJ/MM/YYYY, 16 to 90 years. */
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveBirthDate(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readBirthDate(text);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    save.mutate(read.iso, {
      onSuccess: () => {
        setText('');
        onSaved();
      },
      onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title="Votre date de naissance">
      <form onSubmit={submit} noValidate>
        <p>Votre date de naissance est requise pour voyager avec BonneRoute.</p>
        <TextField
          label="Date de naissance (JJ/MM/AAAA)"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="JJ/MM/AAAA"
          value={text}
          onChange={(event) => setText(formatBirthDateTyping(event.target.value))}
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
