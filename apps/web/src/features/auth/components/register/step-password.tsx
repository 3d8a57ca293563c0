import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  authTexts,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  registerPasswordStepSchema,
} from '@bonneroute/shared/auth';
import { commonTexts } from '@bonneroute/shared/texts';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { registerAccount } from '../../api/register';
import { ConsentCheckboxes, consentBody, NO_CONSENT } from '../consent-checkboxes';
import { CHECK_ON_SUBMIT } from '../form-options';
import { NewPasswordFields, type NewPasswords } from '../new-password-fields';
import { StepActions } from './step-actions';
import type { RegistrationDraft } from './registration-draft';

/**
 * Step 4: password and confirmation with show/hide and the live checklist; "C'est parti !" is
 * enabled once POST /register's password rules hold (confirmation equal), then POST /register
 * with the consent boxes (the terms' box must be checked: docs/product/accounts.md).
 */
export function StepPassword({
  draft,
  onRegistered,
  onBack,
}: {
  draft: RegistrationDraft;
  onRegistered: () => void;
  onBack: () => void;
}) {
  const form = useForm<NewPasswords>({
    ...CHECK_ON_SUBMIT,
    defaultValues: { password: '', password_confirmation: '' },
    // raw: the passwords are sent exactly as typed.
    resolver: zodResolver(registerPasswordStepSchema, undefined, { raw: true }),
  });
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const [consent, setConsent] = useState(NO_CONSENT);
  const [consentAsked, setConsentAsked] = useState(false);
  const [password, confirmation] = useWatch({
    control: form.control,
    name: ['password', 'password_confirmation'],
  });
  const ready = registerPasswordStepSchema.safeParse({
    password,
    password_confirmation: confirmation,
  }).success;

  const submit = form.handleSubmit(async (passwords) => {
    if (!draft.date_naissance || !draft.sexe) return;
    if (!consent.cgu) {
      setConsentAsked(true);
      document.querySelector<HTMLInputElement>('input[name="cgu"]')?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await registerAccount({
        nom: draft.nom,
        prenom: draft.prenom,
        email: draft.email,
        sexe: draft.sexe,
        date_naissance: draft.date_naissance,
        ...passwords,
        ...consentBody(consent),
      });
      onRegistered();
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught : new ApiError(0, commonTexts.genericError, null),
      );
      setSending(false);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <NewPasswordFields
        label="Mot de passe"
        form={form}
        fields={registerPasswordStepSchema.shape}
        minLength={REGISTRATION_PASSWORD_MIN_LENGTH}
      />
      <ConsentCheckboxes value={consent} onChange={setConsent} showError={consentAsked} />
      {error ? <Notice tone="error">{error.detail}</Notice> : null}
      <StepActions
        onBack={onBack}
        variant="accent"
        disabled={!ready || sending}
        submitLabel={sending ? 'Inscription…' : authTexts.registerSubmit}
      />
    </form>
  );
}
