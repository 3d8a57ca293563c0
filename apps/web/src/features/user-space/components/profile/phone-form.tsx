import { useState, type FormEvent } from 'react';
import {
  isValidMobile,
  normalisePhone,
  otpBodySchema,
  userSpaceTexts,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useSavePhone, useVerifyPhone } from '../../api/phone';
import styles from './profile.module.css';

/** spec §4 Phone / §5: 06 or 07 and 8 digits; a new number gets a code by SMS (24 h). */
export function PhoneForm({ user }: { user: FullUser }) {
  const current = user.telephone_infos.numero;
  const verified = user.telephone_infos.is_verifie === 1;
  const [numero, setNumero] = useState(current ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const savePhone = useSavePhone(user.id);
  const verifyPhone = useVerifyPhone(user.id);

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normalisePhone(numero);
    setInfo(null);
    if (!isValidMobile(normalised)) {
      setError(userSpaceTexts.phoneFormat);
      return;
    }
    setError(null);
    // spec §5: saved only if different from the stored number.
    if (normalised === current) {
      setInfo(userSpaceTexts.phoneUnchanged);
      return;
    }
    savePhone.mutate(normalised, {
      onSuccess: () => setDialogOpen(true),
      onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    verifyPhone.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        setError(null);
        setInfo(userSpaceTexts.phoneVerified);
      },
      onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
    });
  };

  const waitingForCode = current !== null && !verified;

  return (
    <section aria-labelledby="telephone-title" className={styles.form}>
      <h2 id="telephone-title">Mon téléphone</h2>
      {current ? (
        <p>
          Numéro enregistré : <strong>{current}</strong>{' '}
          <span className={verified ? styles.verified : styles.pending}>
            {verified ? 'Vérifié' : 'En attente du code reçu par SMS'}
          </span>
        </p>
      ) : null}
      <form onSubmit={submitNumber} noValidate>
        <TextField
          label="Téléphone mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="06 12 34 56 78"
          value={numero}
          onChange={(event) => setNumero(event.target.value)}
          hint="Un numéro français commençant par 06 ou 07."
        />
        <Button type="submit" disabled={savePhone.isPending}>
          Enregistrer le numéro
        </Button>
      </form>
      {waitingForCode ? (
        <form onSubmit={submitCode} noValidate>
          <TextField
            label="Code reçu par SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={maxLengthOf(otpBodySchema.shape.code)}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" disabled={verifyPhone.isPending || code.length !== 6}>
            Vérifier le code
          </Button>
        </form>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {info ? <Notice tone="success">{info}</Notice> : null}
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Vérification du téléphone"
        actions={<Button onClick={() => setDialogOpen(false)}>J’ai compris</Button>}
      >
        <p>{userSpaceTexts.phoneCodeSent}</p>
      </Dialog>
    </section>
  );
}
