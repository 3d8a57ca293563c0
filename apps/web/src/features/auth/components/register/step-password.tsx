import { useState, type FormEvent } from 'react';
import {
  authTexts,
  parseFrenchBirthDate,
  passwordProblem,
  REGISTRATION_PASSWORD_MIN_LENGTH,
} from '@bonneroute/shared/auth';
import { commonTexts } from '@bonneroute/shared/texts';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { registerAccount } from '../../api/register';
import { NewPasswordFields } from '../new-password-fields';
import { ResendValidationButton } from '../resend-validation-button';
import { StepActions } from './step-actions';
import type { RegistrationDraft } from './registration-draft';

/**
 * Step 4: password and confirmation with show/hide and the live checklist; "C'est parti !" is
 * enabled once they match (and the rules hold), then POST /register.
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const ready =
    password !== '' &&
    password === confirmation &&
    !passwordProblem(password, REGISTRATION_PASSWORD_MIN_LENGTH);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const birth = parseFrenchBirthDate(draft.birthDate);
    if (!ready || !birth.ok || !draft.sexe) return;
    setSending(true);
    setError(null);
    try {
      await registerAccount({
        nom: draft.nom,
        prenom: draft.prenom,
        email: draft.email,
        sexe: draft.sexe,
        date_naissance: birth.iso,
        password,
        password_confirmation: confirmation,
      });
      onRegistered();
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught : new ApiError(0, commonTexts.genericError, null),
      );
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <NewPasswordFields
        label="Mot de passe"
        password={password}
        confirmation={confirmation}
        minLength={REGISTRATION_PASSWORD_MIN_LENGTH}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      {error ? <Notice tone="error">{error.detail}</Notice> : null}
      {error?.code === 'email_not_activated' ? (
        <ResendValidationButton email={draft.email} />
      ) : null}
      <StepActions
        onBack={onBack}
        variant="accent"
        disabled={!ready || sending}
        submitLabel={sending ? 'Inscription…' : authTexts.registerSubmit}
      />
    </form>
  );
}
