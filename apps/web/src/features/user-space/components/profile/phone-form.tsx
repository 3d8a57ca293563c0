import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  formatPhone,
  otpBodySchema,
  telephoneBodySchema,
  userSpaceTexts,
  type FullUser,
} from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { textRules } from '@/lib/forms/schema-rules';
import { useSavePhone, useVerifyPhone } from '../../api/phone';
import styles from './profile.module.css';

/**
 * docs/product/user-space.md#phone: a mobile of France (06/07, or +33), Belgium (+32), Luxembourg (+352) or
 * Switzerland (+41), stored in E.164 and shown by formatPhone; a new number gets a code by SMS (24 h).
 */
export function PhoneForm({ user }: { user: FullUser }) {
  const current = user.telephone_infos.numero;
  const verified = user.telephone_infos.is_verifie === 1;
  // The bodies POST /telephone and /telephone/verification validate: the same schemas decide here.
  const phoneForm = useForm<z.input<typeof telephoneBodySchema>, unknown, { telephone: string }>({
    defaultValues: { telephone: formatPhone(current) },
    resolver: zodResolver(telephoneBodySchema),
  });
  const codeForm = useForm<{ code: string }>({
    defaultValues: { code: '' },
    mode: 'onChange',
    resolver: zodResolver(otpBodySchema),
  });
  const codeField = codeForm.register('code');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const savePhone = useSavePhone(user.id);
  const verifyPhone = useVerifyPhone(user.id);

  // The number is sent in E.164, the schema's output, which is also how the server stores it.
  const submitNumber = phoneForm.handleSubmit(
    ({ telephone }) => {
      setInfo(null);
      setError(null);
      // docs/product/user-space.md: saved only if different from the stored number.
      if (telephone === current) {
        setInfo(userSpaceTexts.phoneUnchanged);
        return;
      }
      savePhone.mutate(telephone, {
        onSuccess: () => setDialogOpen(true),
        onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
      });
    },
    (errors) => {
      setInfo(null);
      setError(errors.telephone?.message ?? userSpaceTexts.phoneFormat);
    },
  );

  const submitCode = codeForm.handleSubmit(({ code }) => {
    verifyPhone.mutate(code, {
      onSuccess: () => {
        codeForm.reset();
        setError(null);
        setInfo(userSpaceTexts.phoneVerified);
      },
      onError: (failure) => setError(failure.message || userSpaceTexts.serviceUnavailable),
    });
  });

  const waitingForCode = current !== null && !verified;

  return (
    <section aria-labelledby="telephone-title" className={styles.form}>
      <h2 id="telephone-title">Mon téléphone</h2>
      {current ? (
        <p>
          Numéro enregistré :{' '}
          <strong data-testid="numero-enregistre">{formatPhone(current)}</strong>{' '}
          <span className={verified ? styles.verified : styles.pending}>
            {verified ? 'Vérifié' : 'En attente du code reçu par SMS'}
          </span>
        </p>
      ) : null}
      <form onSubmit={(event) => void submitNumber(event)} noValidate>
        <TextField
          label="Téléphone mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="06 12 34 56 78"
          {...phoneForm.register('telephone')}
          aria-invalid={phoneForm.formState.errors.telephone ? true : undefined}
          hint="Un mobile français (06 ou 07) ou, depuis la Belgique, le Luxembourg ou la Suisse, avec l’indicatif : +32, +352, +41."
        />
        <Button type="submit" disabled={savePhone.isPending}>
          Enregistrer le numéro
        </Button>
      </form>
      {waitingForCode ? (
        <form onSubmit={(event) => void submitCode(event)} noValidate>
          <TextField
            label="Code reçu par SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...textRules(otpBodySchema.shape.code)}
            {...codeField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '');
              return codeField.onChange(event);
            }}
          />
          <Button type="submit" disabled={verifyPhone.isPending || !codeForm.formState.isValid}>
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
